// Adds up the JSON reports of vitest and Playwright into one closing line: 'N passed, N failed'.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.info(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    console.info(
      `${file}: ${r.stats.expected + r.stats.flaky} passed, ${r.stats.unexpected} failed`,
    );
  }
}
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
