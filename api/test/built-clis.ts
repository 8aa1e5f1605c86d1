import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * The backups suites run `npm run backup` and `npm run restore` as they ship: the JavaScript
 * bundle scripts/build-web.mjs makes (buildApi, the one recipe), not TypeScript compiled at
 * each start: `node --import tsx` on the source cost ~2.6 s before any work at each of the
 * suites' ~20 runs of a command (per pass), the bundle starts in ~0.3 s.
 *
 * Built from the source as it is, for each test file that runs a command, never taken from
 * dist/ (which may be older): building the two entries takes ~0.4 s here, too little to be
 * worth a cache that could ever hand out a bundle of other source.
 */

export type CliName = 'backup-cli' | 'restore-cli';
const NAMES: CliName[] = ['backup-cli', 'restore-cli'];

const repoRoot = path.resolve(import.meta.dirname, '../..');
// In the repository's scratch folder (git ignores it): the bundle keeps its packages external,
// found in the node_modules above it, and finds its source folder (migrations) beside it.
const buildsDir = path.join(repoRoot, '.tmp/api-clis');

/** Runs buildApi in a child process: Vite holds hundreds of MB it would keep in this worker. */
function build(outDir: string): Promise<void> {
  const script = `
    const { buildApi, API_ENTRIES } = await import(${JSON.stringify(path.join(repoRoot, 'scripts/build-web.mjs'))});
    await buildApi({
      outDir: ${JSON.stringify(outDir)},
      entries: Object.fromEntries(${JSON.stringify(NAMES)}.map((n) => [n, API_ENTRIES[n]])),
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Building the commands for the tests failed (exit ${code}):\n${out}`)),
    );
  });
}

/** The commands, bundled now into a folder of their own; `remove` deletes it. */
export async function buildClis(): Promise<{
  entry(name: CliName): string;
  remove(): Promise<void>;
}> {
  await fs.mkdir(buildsDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(buildsDir, 'build-'));
  try {
    await build(dir);
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    entry: (name) => path.join(dir, `${name}.js`),
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
