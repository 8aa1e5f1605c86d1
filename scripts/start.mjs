// `npm start`: builds what is missing or older than its sources (scripts/build-web.mjs),
// then runs the built API (which migrates the database and serves the app) in this process.
//
// The build runs in a child process: Vite and its bundler held ~900 MB that a server
// started in the same process never gave back. The server then runs as plain JavaScript
// (dist/api), with no TypeScript compiler loaded (see docs/decisions/0006).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

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

const parts = [];
if (stale(['dist/web/index.html', 'dist/ssr/entry-server.js'], ['web', 'contract'])) {
  parts.push('web');
}
if (stale(['dist/api/main.js'], ['api/src', 'contract'])) parts.push('api');
if (parts.length > 0) {
  console.info(`Construyendo ${parts.join(' y ')} (vite build)...`);
  const build = spawnSync(process.execPath, [at('scripts/build-web.mjs'), ...parts], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(at('dist/api/main.js')).href);
