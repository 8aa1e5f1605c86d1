import fs from 'node:fs';
import path from 'node:path';
import { A11Y_DIR } from './a11y';

/**
 * After the run: how many page states axe scanned, by who was looking. CI sets
 * A11Y_MIN_STATES so that a suite that stops looking at pages fails, not only one that
 * finds a violation.
 */
export default function a11yTeardown() {
  const files = fs.existsSync(A11Y_DIR) ? fs.readdirSync(A11Y_DIR) : [];
  const states = files.map(
    (f) =>
      JSON.parse(fs.readFileSync(path.join(A11Y_DIR, f), 'utf8')) as {
        who: string;
        width: number;
        findings: unknown[];
      },
  );
  const count = (pred: (s: (typeof states)[number]) => boolean) => states.filter(pred).length;
  console.info(
    `axe: ${states.length} page states scanned (visitor ${count((s) => s.who === 'visitor')}, client ${count((s) => s.who === 'client')}, admin ${count((s) => s.who === 'admin')}; 360 px ${count((s) => s.width === 360)}, 1280 px ${count((s) => s.width === 1280)}), ${count((s) => s.findings.length > 0)} with violations`,
  );
  const min = Number(process.env.A11Y_MIN_STATES ?? 0);
  if (states.length < min) {
    throw new Error(`axe scanned ${states.length} page states; at least ${min} are required`);
  }
}
