// The client's plan page on a slow phone (issue 32, acceptance 5): 4x CPU, 750 kbps down and
// up, 300 ms round trips, cold cache, 360 px. After `npm run build`, starts the server on a
// fresh data dir with the demo catalog, makes a client with a published week-long plan, and
// loads the page RUNS times, each in a new browser context with the session in its storage.
// Prints, from navigation start, when the header, the skeleton and the plan's first meal
// appeared (median and min-max); 'warm' runs load it again with the cache filled, and with
// the service worker of issue 32 controlling the page. Each twice: on a remembered phone
// (the page cookie of decision 0029: the server draws the plan) and with a session that is
// not remembered (no cookie: the browser draws it).
// Usage: npm run build && node scripts/perf/plan-page-throttled.mjs [--runs=5]
import { chromium } from '@playwright/test';
import { api, clientPlan, startDemoServer } from './shared.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const runs = Number(args.runs ?? 5);
const THROTTLE = {
  offline: false,
  latency: 300,
  downloadThroughput: (750 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) =>
  `${(median(xs) / 1000).toFixed(2)} s (${(Math.min(...xs) / 1000).toFixed(2)}-${(Math.max(...xs) / 1000).toFixed(2)})`;

/** ms from navigation start until `selector` is in the page, read on the page's own clock. */
const when = (page, selector) =>
  page
    .waitForSelector(selector, { state: 'attached', timeout: 60_000 })
    .then(() => page.evaluate(() => performance.now()));

async function load(browser, base, client, url, warm, remembered) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  if (remembered)
    await context.addCookies([
      {
        name: 'sesion',
        value: client.token,
        url: `${base}/auth/`,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [client.token, client.user],
  );
  const page = await context.newPage();
  if (warm) {
    await page.goto(url);
    await page.waitForSelector('text=Desayuno');
    await page.evaluate(() => navigator.serviceWorker?.ready);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  const [header, skeleton, meal] = await Promise.all([
    when(page, 'header'),
    when(page, '[aria-label="Cargando el plan"], h1'),
    when(page, 'h3:has-text("Desayuno"), h2:has-text("Desayuno"), :text("Desayuno")'),
  ]);
  // In the document is not yet on the screen (a stylesheet may still be on its way): the
  // browser's own first and largest paints, as it reports them.
  const paint = (type, name) =>
    page.evaluate(
      ([type, name]) =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntries().findLast((e) => !name || e.name === name);
            if (entry) resolve(entry.startTime);
          }).observe({ type, buffered: true }),
        ),
      [type, name],
    );
  const [fcp, lcp] = await Promise.all([
    paint('paint', 'first-contentful-paint'),
    paint('largest-contentful-paint'),
  ]);
  await context.close();
  return { header, skeleton, meal, fcp, lcp };
}

async function main() {
  const server = await startDemoServer('plan-throttled');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const { base } = server;
    const admin = await api(base, 'POST', '/login', server.admin);
    const client = await api(base, 'POST', '/new-user', {
      name: 'Camila Teléfono Lento',
      email: `camila-${Date.now()}@perf.uy`,
      password: 'clave-perf-123',
      celPhone: '099123456',
    });
    const id = await clientPlan(base, admin.token, client.user._id);
    const url = `${base}/auth/plan-alimentario/${id}`;
    console.info(`Plan page, 4x CPU, 750 kbps, 300 ms RTT, 360 px, ${runs} runs each`);
    for (const remembered of [true, false])
      for (const warm of [false, true]) {
        const times = { header: [], skeleton: [], meal: [], fcp: [], lcp: [] };
        for (let i = 0; i < runs; i++) {
          const t = await load(browser, base, client, url, warm, remembered);
          for (const k of Object.keys(times)) times[k].push(t[k]);
        }
        console.info(
          `${remembered ? 'remembered' : 'not remembered'}, ${warm ? 'warm' : 'cold'}: header ${range(times.header)}  skeleton ${range(times.skeleton)}  first meal ${range(times.meal)}  first paint ${range(times.fcp)}  largest paint ${range(times.lcp)}`,
        );
      }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
