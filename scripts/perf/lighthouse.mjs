// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on every public page and on the
// logged-in pages issue 21 names, RUNS times each, on a fresh server with the demo catalog.
// Prints each page's accessibility and performance scores (median, min-max) and the
// median TBT and LCP, and the accessibility audits that failed, if any.
// Usage: npm run build && node scripts/perf/lighthouse.mjs [--runs=3] [--only=home,plan]
//   [--explain] (each run's scripts by main-thread time, and its long tasks)
//   [--traces=DIR] (each run's trace as Lighthouse recorded it, for startup-tasks.mjs --trace)
//   [--against=DIR] (a second server from the build in checkout DIR, runs alternating)
//   [--cpu=calibrated] (each run's CPU slowdown from its own benchmarkIndex, see runLighthouse)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { api, clientPlan, startDemoServer } from './shared.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const runs = Number(args.runs ?? 3);
const only = args.only ? new Set(args.only.split(',')) : null;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The benchmarkIndex Lighthouse's default 4x CPU slowdown turns the middle of its 'high-end
 * desktop' bracket (1500-2000) into: a mid-tier phone (docs/throttling.md, 'Calibrating the
 * CPU slowdown'). The same 4x on a slower host simulates a slower phone, on a faster one a
 * faster phone; this machine's index has read 1100-2800 on different days.
 */
const MID_TIER_PHONE_INDEX = 1750 / 4;

/**
 * One Lighthouse run. With --cpu=calibrated, the page is gathered once (unthrottled, as the
 * simulation always is) and audited with the slowdown that brings that run's own
 * benchmarkIndex to MID_TIER_PHONE_INDEX, as the docs advise for a host outside the bracket:
 * the figures then describe the same phone whatever the load or the machine.
 */
async function runLighthouse(url, flags) {
  if (args.cpu !== 'calibrated') return lighthouse(url, flags);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'));
    const throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier: artifacts.BenchmarkIndex / MID_TIER_PHONE_INDEX,
    };
    // Lighthouse audits only artifacts gathered with the settings it audits with; the
    // multiplier plays no part in an unthrottled gathering.
    artifacts.settings.throttling = throttling;
    fs.writeFileSync(file, JSON.stringify(artifacts));
    return await lighthouse(url, { ...flags, auditMode: dir, throttling });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A client with two controls (the controls page's chart and table), and the admin. */
async function accounts({ base, admin: adminAccount }) {
  const client = await api(base, 'POST', '/new-user', {
    name: 'Lucía Lighthouse',
    email: `lucia-${Date.now()}@lighthouse.uy`,
    password: 'clave-lighthouse-1',
    celPhone: '099123456',
  });
  for (const peso of ['72.4', '70.9']) {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      userId: client.user._id,
      typo: 'Online',
      peso,
      talla: '168',
      perimetroCintura: '80',
      perimetroCadera: '98',
    }))
      form.append(k, v);
    const res = await fetch(`${base}/api/new-control`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`new-control: ${res.status} ${await res.text()}`);
  }
  // The user as the phone holds it after using the app (the controls changed it since the
  // registration's answer): a stale copy would be refreshed, and every page redrawn for it,
  // on each run, which a client's phone does once.
  client.user = (await api(base, 'GET', '/userData', undefined, client.token)).user;
  const admin = await api(base, 'POST', '/login', adminAccount);
  return { client, admin };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The pages to score on one server, each with the session it is opened with. */
async function pagesOf(server) {
  const { base } = server;
  const { client, admin } = await accounts(server);
  const mealPlanId = await clientPlan(base, admin.token, client.user._id);
  const plans = await api(base, 'GET', '/plans');
  const plan = (plans.planes ?? []).find((p) => p.typo !== 'ebooks') ?? plans.planes?.[0];
  const recipes = await api(base, 'GET', '/receta');
  const recipe = recipes.recetas?.[0];
  return {
    client,
    pages: [
      ['home', '/auth/home'],
      ['quien-soy', '/auth/quien-soy'],
      ['planes-a-distancia', '/auth/planes-a-distancia'],
      ['ebooks', '/auth/ebooks'],
      ['plan', plan && `/auth/planes/${plan._id}/`],
      ['receta', recipe && `/auth/recetas/${recipe._id}/`],
      ['turnos-presenciales', '/auth/turnos-presenciales'],
      ['contacto', '/auth/contacto'],
      ['terminos', '/auth/terminos-y-condiciones'],
      ['privacidad', '/auth/politicas-de-privacidad'],
      ['entrar', '/auth/entrar'],
      ['registrarme', '/auth/registrarme'],
      ['controles (cliente)', `/auth/controles/${client.user._id}`, client],
      ['plan-alimentario (cliente)', `/auth/plan-alimentario/${mealPlanId}`, client],
      ['usuarios (admin)', '/auth/administracion?tab=usuarios', admin],
    ].filter(([name, url]) => url && (!only || only.has(name.split(' ')[0]))),
  };
}

async function main() {
  // --against=DIR: a second server from another checkout's build (say main's, in a git
  // worktree with `npm ci && npm run build`), its runs alternating with this one's, so
  // both builds see the same machine load: single runs here vary by ±10 points.
  const sides = [{ label: '', server: await startDemoServer('lighthouse') }];
  if (args.against)
    sides.push({
      label: `[${path.basename(path.resolve(args.against))}] `,
      server: await startDemoServer('lighthouse-b', path.resolve(args.against)),
    });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const side of sides) Object.assign(side, await pagesOf(side.server));

    // A session is the web's own storage (web/src/lib/session.ts), set over CDP before
    // Lighthouse loads the page with storage reset off; the client, registered on their
    // phone, also has the page cookie registration sets (decision 0029), the admin (signed
    // in without 'Recordar usuario') none.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    async function signIn(side, session) {
      const { base } = side.server;
      const context = browser.contexts()[0];
      await context.clearCookies();
      if (session === side.client)
        await context.addCookies([
          { name: 'sesion', value: session.token, url: `${base}/auth/`, httpOnly: true },
        ]);
      const page = await context.newPage();
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        ([token, user]) => {
          localStorage.clear();
          if (token) {
            localStorage.setItem('token', token);
            localStorage.setItem('user', JSON.stringify(user));
          }
        },
        [session?.token ?? null, session?.user ?? null],
      );
      await page.close();
    }

    console.info(
      `Lighthouse ${runs}x per page, mobile preset, ${sides.map((s) => s.server.base).join(' against ')}`,
    );
    for (const [p, [name]] of sides[0].pages.entries()) {
      const results = sides.map(() => ({
        scores: { a11y: [], perf: [], tbt: [], lcp: [], bench: [], cpu: [] },
        failed: new Set(),
      }));
      for (let i = 0; i < runs; i++) {
        for (const [k, side] of sides.entries()) {
          const [, url, session] = side.pages[p];
          const { scores, failed } = results[k];
          const { base } = side.server;
          await signIn(side, session);
          const result = await runLighthouse(`${base}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: Boolean(session),
            // With --traces, JavaScript samples too, so a long task names its functions.
            ...(args.traces
              ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
              : {}),
          });
          const { categories, audits, runtimeError } = result.lhr;
          if (args.traces) {
            fs.mkdirSync(args.traces, { recursive: true });
            const file = path.join(
              args.traces,
              `${name.split(' ')[0]}${k ? '-b' : ''}-${i + 1}.json`,
            );
            fs.writeFileSync(
              file,
              JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces),
            );
          }
          // A run Lighthouse could not finish has null scores: named, not counted as 0.
          if (runtimeError || categories.performance.score === null) {
            failed.add(
              `run error ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? ''}`,
            );
            continue;
          }
          scores.bench.push(result.lhr.environment.benchmarkIndex);
          scores.cpu.push(result.lhr.configSettings.throttling.cpuSlowdownMultiplier);
          scores.a11y.push(Math.round(categories.accessibility.score * 100));
          scores.perf.push(Math.round(categories.performance.score * 100));
          scores.tbt.push(audits['total-blocking-time'].numericValue);
          scores.lcp.push(audits['largest-contentful-paint'].numericValue);
          // --explain: where the main thread went (the scripts' own time, the long tasks).
          if (args.explain) {
            for (const item of audits['bootup-time'].details?.items ?? [])
              console.info(
                `  ${side.label}bootup ${String(Math.round(item.total)).padStart(5)} ms (script ${Math.round(item.scripting)}) ${item.url.replace(base, '')}`,
              );
            // What the largest paint was, and where its time went (TTFB, load delay, ...).
            const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
            const node = lcp[0]?.items?.[0]?.node;
            const phases = (lcp[1]?.items ?? [])
              .map((p) => `${p.phase} ${Math.round(p.timing)} ms`)
              .join(', ');
            if (node) console.info(`  ${side.label}LCP ${node.selector} (${phases})`);
            for (const task of audits['long-tasks'].details?.items ?? [])
              console.info(
                `  ${side.label}long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${String(task.url).replace(base, '')}`,
              );
          }
          for (const ref of categories.accessibility.auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.add(ref.id);
          }
        }
      }
      const range = (xs) => `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`;
      for (const [k, side] of sides.entries()) {
        const { scores, failed } = results[k];
        if (scores.perf.length === 0) {
          console.info(
            `${(side.label + name).padEnd(22)} no run finished: ${[...failed].join(', ')}`,
          );
          continue;
        }
        console.info(
          `${(side.label + name).padEnd(22)} a11y ${range(scores.a11y).padEnd(14)} perf ${range(scores.perf).padEnd(14)} TBT ${Math.round(median(scores.tbt))} ms  LCP ${(median(scores.lcp) / 1000).toFixed(2)} s  benchmarkIndex ${Math.round(median(scores.bench))}  CPU ${median(scores.cpu).toFixed(1)}x${failed.size ? `  failed: ${[...failed].join(', ')}` : ''}`,
        );
      }
    }
    await browser.close();
  } finally {
    await chrome.kill();
    for (const side of sides) side.server.stop();
  }
}

await main();
