// Sums the JavaScript a page downloads per chunk: bytes on the wire (as served, brotli here)
// and the gzip -9 size of the same file, the figure the performance budget is stated in.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/perf/page-js.mjs http://localhost:3000/auth/home [...]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const url of urls) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script')
      scripts.set(e.requestId, {
        url: e.response.url,
        encoding: e.response.headers['content-encoding'] ?? 'none',
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let wire = 0;
  let gzip = 0;
  console.info(`\n${url}\n     wire     gzip  chunk`);
  for (const s of [...scripts.values()].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))) {
    const body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    wire += s.bytes ?? 0;
    gzip += gz;
    console.info(`  ${kb(s.bytes ?? 0)} ${kb(gz)}  ${new URL(s.url).pathname}`);
  }
  console.info(`  ${kb(wire)} ${kb(gzip)}  total JavaScript`);
  await page.close();
}
await browser.close();

function kb(n) {
  return `${(n / 1024).toFixed(1).padStart(6)} kB`;
}
