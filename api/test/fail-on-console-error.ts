import { afterEach } from 'vitest';

// An error logged during a test is a bug the test did not assert on.
let logged: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  logged.push(args);
  original(...args);
};
afterEach(() => {
  const seen = logged;
  logged = [];
  if (seen.length > 0)
    throw new Error(
      `console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
});
