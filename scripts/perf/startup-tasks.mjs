// What holds a phone's main thread while a page starts: loads the page in Debian's chromium
// with the CPU slowed 4x (as Lighthouse's mobile profile assumes), records a trace with the
// JavaScript profiler, and lists every task over 50 ms after the first paint with the
// functions (and bundled source files, when the build has source maps) it spent its time in.
// Also prints the blocking time: the sum, over those tasks, of their time beyond 50 ms.
// Lighthouse's figure differs (it simulates the slow CPU from an unthrottled trace, and its
// own tracing costs main-thread time per script it sees), so compare runs with each other.
// usage: node scripts/perf/startup-tasks.mjs URL [RUNS] [LIST_TASKS_OVER_MS, default 50]
// A page behind a session: SESSION='{"token":"…","user":{…}}' (web/src/lib/session.ts's
// storage, set before the page's scripts run).
// With `WEB_SOURCEMAP=1 npm run build` first, functions are named by their source file.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const maps = new Map();

const [url, runs = '3', longMs = '50'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/perf/startup-tasks.mjs URL [RUNS] [LIST_TASKS_OVER_MS]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

// The browser's own work inside a task, besides JavaScript.
const RENDERING = new Set([
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Decode Image',
  'MajorGC',
  'MinorGC',
  'v8.compileModule',
  'v8.evaluateModule',
  'PrePaint',
  'Layerize',
  'IntersectionObserverController::computeIntersections',
  'HitTest',
]);

for (let run = 1; run <= Number(runs); run++) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
  });
  if (process.env.SESSION) {
    const { token, user } = JSON.parse(process.env.SESSION);
    await context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: categories.join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await done;
  report(run, events);
  await context.close();
}
await browser.close();

function report(run, events) {
  const names = new Map();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const mainKey = fcp ? `${fcp.pid}:${fcp.tid}` : null;
  const onMain = (e) => `${e.pid}:${e.tid}` === mainKey;
  const t0 = nav?.ts ?? fcp.ts;
  const tasks = events
    .filter(
      (e) =>
        onMain(e) &&
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.ts >= fcp.ts &&
        e.dur > Number(longMs) * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const samples = profileSamples(events);
  let blocking = 0;
  console.info(`run ${run}: first contentful paint ${((fcp.ts - t0) / 1000).toFixed(0)} ms`);
  for (const t of tasks) {
    blocking += Math.max(0, t.dur / 1000 - 50);
    const self = new Map();
    for (const s of samples) {
      if (s.ts < t.ts || s.ts > t.ts + t.dur) continue;
      self.set(s.label, (self.get(s.label) ?? 0) + s.dt / 1000);
    }
    const kinds = new Map();
    for (const e of events) {
      if (!onMain(e) || e.ph !== 'X' || e.ts < t.ts || e.ts + e.dur > t.ts + t.dur) continue;
      if (!RENDERING.has(e.name)) continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    }
    const rendering = [...kinds].map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ');
    console.info(
      `  at ${((t.ts - t0) / 1000).toFixed(0)} ms: task of ${(t.dur / 1000).toFixed(0)} ms${rendering ? ` (${rendering})` : ''}`,
    );
    for (const [label, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.info(`      ${ms.toFixed(1).padStart(6)} ms  ${label}`);
  }
  console.info(`  blocking time after first paint: ${blocking.toFixed(0)} ms`);
}

/** Samples of the JavaScript profiler as {ts, dt, label}, label = top frame's function @ file. */
function profileSamples(events) {
  const nodes = new Map();
  const out = [];
  let ts = 0;
  for (const e of events.filter((x) => x.name === 'Profile' || x.name === 'ProfileChunk')) {
    const data = e.args?.data;
    if (e.name === 'Profile') {
      ts = data.startTime;
      continue;
    }
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      nodes.set(n.id, frameLabel(f));
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i];
      out.push({ ts, dt: deltas[i + 1] ?? 0, label: nodes.get(ids[i]) ?? '?' });
    }
  }
  return out;
}

/** 'function @ source file:line' through the chunk's source map when the build has one. */
function frameLabel(f) {
  const file = (f.url ?? '').replace(/.*\/assets\//, '');
  const name = f.functionName || '(anonymous)';
  if (!f.url?.includes('/assets/')) return `${name} @ ${f.url || '-'}`;
  if (!maps.has(file)) {
    const mapFile = `dist/web/assets/${file}.map`;
    maps.set(
      file,
      fs.existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  const map = maps.get(file);
  if (!map) return `${name} @ ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const pos = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  // A module's own top level has no mapped position: named by its chunk.
  if (!pos.source) return `${name} @ ${file} (top level)`;
  const source = (pos.source ?? '?')
    .replace(/.*node_modules\//, '')
    .replace(/.*\/web\/src\//, 'web/src/');
  return `${pos.name ?? name} @ ${source}:${pos.line}`;
}
