// Adds up the JSON reports of vitest and Playwright into one closing line: 'N passed, N failed'.
// `--coverage coverage/coverage-summary.json` (vitest's json-summary reporter) first prints the
// coverage by area: each api module, each web feature, the rest of api/ and web/ by folder,
// and contract/, least covered first; the same figures go to coverage/coverage-areas.json.
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--coverage');
if (at !== -1) {
  printCoverage(args[at + 1]);
  args.splice(at, 2);
}

/** The area a source file belongs to, from its path in the repository. */
function areaOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'api') {
    if (parts[2] === 'modules') return parts.length > 4 ? `api ${parts[3]}` : 'api modules/*.ts';
    return parts.length > 3 ? `api ${parts[2]}/` : 'api src/*.ts';
  }
  if (parts[0] === 'web') {
    if (parts[2] === 'features') return `web ${parts[3]}`;
    return parts.length > 3 ? `web ${parts[2]}/` : 'web src/*.ts';
  }
  return parts[0];
}

function printCoverage(file) {
  if (!file || !fs.existsSync(file)) {
    console.info(`No coverage summary at ${file}.`);
    return;
  }
  const summary = JSON.parse(fs.readFileSync(file, 'utf8'));
  const root = process.cwd();
  const metrics = ['lines', 'statements', 'functions', 'branches'];
  const areas = new Map();
  for (const [abs, figures] of Object.entries(summary)) {
    if (abs === 'total') continue;
    const area = areaOf(path.relative(root, abs).split(path.sep).join('/'));
    const sum =
      areas.get(area) ??
      Object.fromEntries([['files', 0], ...metrics.map((m) => [m, { total: 0, covered: 0 }])]);
    sum.files += 1;
    for (const m of metrics) {
      sum[m].total += figures[m].total;
      sum[m].covered += figures[m].covered;
    }
    areas.set(area, sum);
  }
  const pct = (f) => (f.total === 0 ? 100 : (100 * f.covered) / f.total);
  const rows = [...areas]
    .map(([area, sum]) => ({ area, ...sum }))
    .sort((a, b) => pct(a.lines) - pct(b.lines) || b.lines.total - a.lines.total);
  const cell = (f) => `${pct(f).toFixed(1).padStart(5)} %`;
  console.info('\nCoverage by area (least covered first):');
  console.info(
    `${'area'.padEnd(24)} ${'files'.padStart(5)} ${'lines'.padStart(7)}   of ${'stmts'.padStart(7)} ${'funcs'.padStart(7)} ${'branch'.padStart(7)}`,
  );
  for (const r of rows)
    console.info(
      `${r.area.padEnd(24)} ${String(r.files).padStart(5)} ${cell(r.lines)} ${String(r.lines.total).padStart(5)} ${cell(r.statements)} ${cell(r.functions)} ${cell(r.branches)}`,
    );
  const t = summary.total;
  console.info(
    `${'all'.padEnd(24)} ${String(Object.keys(summary).length - 1).padStart(5)} ${cell(t.lines)} ${String(t.lines.total).padStart(5)} ${cell(t.statements)} ${cell(t.functions)} ${cell(t.branches)}\n`,
  );
  fs.writeFileSync(
    path.join(path.dirname(file), 'coverage-areas.json'),
    JSON.stringify(
      rows.map((r) => ({
        area: r.area,
        files: r.files,
        ...Object.fromEntries(metrics.map((m) => [m, { ...r[m], pct: +pct(r[m]).toFixed(2) }])),
      })),
      null,
      1,
    ),
  );
}

if (args.length > 0) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of args) {
    if (!fs.existsSync(file)) {
      failed += 1;
      console.info(`${file}: missing (the run that writes it did not finish)`);
      continue;
    }
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    if ('numPassedTests' in r) {
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + (r.numTodoTests ?? 0);
      console.info(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
      for (const name of vitestFailures(r)) console.info(`  FAILED: ${name}`);
    } else if (r.stats) {
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected;
      skipped += r.stats.skipped;
      console.info(
        `${file}: ${r.stats.expected + r.stats.flaky} passed, ${r.stats.unexpected} failed`,
      );
      // A test that passed only on its retry is named, never counted quietly; a failed one is
      // named with where and how it failed, since CI's log may keep only its end.
      for (const name of testsWith(r, 'flaky')) console.info(`  passed on its retry: ${name}`);
      for (const name of testsWith(r, 'unexpected')) console.info(`  FAILED: ${name}`);
    }
  }
  console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 ? 1 : 0);
}

/**
 * The titles of the tests Playwright gives this status ('flaky': failed, then passed on a
 * retry; 'unexpected': failed), each followed by where it failed and the error's first lines
 * (a flaky one's first failure: what the retry covered is worth reading too).
 */
function testsWith(report, status) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== status) continue;
        const title = [...trail, spec.title].join(' › ');
        const failure =
          status === 'flaky'
            ? t.results?.find((r) => r.status !== 'passed')?.error
            : t.results?.at(-1)?.error;
        // The message's first lines (what was expected, what was received) and where: CI's
        // log is all a failure on a clean clone leaves behind.
        const error = failure?.message && firstLines(failure.message);
        const at = failure?.location ? ` (${failure.location.file}:${failure.location.line})` : '';
        names.push(error ? `${title}${at}\n      ${error}` : title);
      }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/**
 * Vitest's failed tests (its JSON report, Jest's shape), each with its file and the first lines
 * of its failure, and a file that failed with no test to blame (an error while loading it).
 */
function vitestFailures(report) {
  const names = [];
  const root = process.cwd();
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      names.push(`${t.fullName} (${rel})\n      ${firstLines(t.failureMessages?.join('\n'))}`);
    if (failedTests.length === 0 && file.status === 'failed')
      names.push(`${rel}\n      ${firstLines(file.message)}`);
  }
  return names;
}

/** A message's first six non-blank lines, without the terminal's colour codes. */
function firstLines(message = '') {
  return message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .join('\n      ');
}
