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
// TOP=N: the N functions with the most time in each task (8 unless told).
// STACKS=1: also the app's own functions (web/src) and React's entry points with the time
// they were on the stack (inclusive), which names the component tree a long task rendered;
// STACKS=REGEX: the functions whose label matches it instead ('^[A-Z]': the components).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const maps = new Map();

const [url, runs = '3', longMs = '50'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/perf/startup-tasks.mjs URL [RUNS] [LIST_TASKS_OVER_MS]');
  process.exit(2);
}
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

// --trace=FILE [OVER_MS]: the same report on a trace already recorded (lighthouse.mjs --traces).
const traceArg = process.argv.find((a) => a.startsWith('--trace='));
if (traceArg) {
  const recorded = JSON.parse(fs.readFileSync(traceArg.slice(8), 'utf8'));
  const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  report(
    1,
    recorded.traceEvents ?? recorded.defaultPass?.traceEvents ?? recorded,
    positional[0] ?? '12',
  );
  process.exit(0);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

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
  // CPU_RATE=1: unthrottled, as Lighthouse loads a page before it simulates a slow phone
  // (its long tasks are those of that load, 4x longer); list tasks over 12 ms then.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE ?? 4) });
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
  report(run, events, longMs);
  await context.close();
}
await browser.close();

function report(run, events, longMs) {
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
        (process.env.ALL_TASKS || e.ts >= fcp.ts) &&
        e.dur > Number(longMs) * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const samples = profileSamples(events, fcp.pid, fcp.tid);
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
    for (const [label, ms] of [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP ?? 8)))
      console.info(`      ${ms.toFixed(1).padStart(6)} ms  ${label}`);
    if (!process.env.STACKS) continue;
    const onStack =
      process.env.STACKS === '1'
        ? /web\/src\/|performSyncWorkOnRoot|performWorkOnRootViaSchedulerTask|flushSync|commitRoot|flushPassiveEffects|dispatchDiscreteEvent|(?<!\/)fetch @/
        : new RegExp(process.env.STACKS);
    const inclusive = new Map();
    for (const s of samples) {
      if (s.ts < t.ts || s.ts > t.ts + t.dur) continue;
      for (const label of new Set(s.stack))
        if (onStack.test(label)) inclusive.set(label, (inclusive.get(label) ?? 0) + s.dt / 1000);
    }
    for (const [label, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.info(`        on stack ${ms.toFixed(1).padStart(6)} ms  ${label}`);
  }
  console.info(`  blocking time after first paint: ${blocking.toFixed(0)} ms`);
}

/**
 * Samples of the main thread's JavaScript profiler as {ts, dt, label}, label = top frame's
 * function @ file. Its chunks come from a profiler thread, tied to the main thread's
 * 'Profile' by id within the same process (other processes and workers reuse the ids).
 */
function profileSamples(events, pid, tid) {
  const nodes = new Map();
  const parents = new Map();
  const out = [];
  let ts = 0;
  const main = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!main) return out;
  const mine = (x) =>
    x.pid === pid && x.id === main.id && (x.name === 'Profile' || x.name === 'ProfileChunk');
  for (const e of events.filter(mine)) {
    const data = e.args?.data;
    if (e.name === 'Profile') {
      ts = data.startTime;
      continue;
    }
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      nodes.set(n.id, frameLabel(f));
      if (n.parent) parents.set(n.id, n.parent);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i];
      const stack = [];
      for (let id = ids[i]; id !== undefined; id = parents.get(id)) stack.push(nodes.get(id));
      out.push({ ts, dt: deltas[i + 1] ?? 0, label: nodes.get(ids[i]) ?? '?', stack });
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
