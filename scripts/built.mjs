// What `npm start` and scripts/run-built.mjs share: build the parts that are missing or older
// than their sources (scripts/build-web.mjs), in a child process: Vite and its bundler held
// ~900 MB that a server started in the same process never gave back.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const at = (p) => path.join(root, p);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Missing, or older than any of its sources (a file or folder under the repository). */
function stale(outputs, sources) {
  if (!outputs.every((o) => fs.existsSync(at(o)))) return true;
  const built = Math.min(...outputs.map((o) => fs.statSync(at(o)).mtimeMs));
  return sources.some((s) => newestMtime(at(s)) > built);
}

const PARTS = {
  web: {
    outputs: ['dist/web/index.html', 'dist/ssr/entry-server.js'],
    sources: ['web', 'contract'],
  },
  api: {
    outputs: ['dist/api/main.js', 'dist/api/backup-cli.js'],
    sources: ['api/src', 'contract'],
  },
};

/** Builds those of `parts` ('web', 'api') that are stale; exits on a failed build. */
export function ensureBuilt(parts) {
  const todo = parts.filter((p) => stale(PARTS[p].outputs, PARTS[p].sources));
  if (todo.length === 0) return;
  console.info(`Construyendo ${todo.join(' y ')} (vite build)...`);
  const build = spawnSync(process.execPath, [at('scripts/build-web.mjs'), ...todo], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
