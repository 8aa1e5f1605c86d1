// `npm start`: builds the web app when its sources are newer than the build, then
// runs the API (which migrates the database and serves the app) in this process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtRenderer)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return ['web', 'contract'].some((d) => newestMtime(path.join(root, d)) > built);
};

if (sourcesChanged()) {
  console.info('Construyendo la web (vite build)...');
  const { buildWeb } = await import('./build-web.mjs');
  await buildWeb();
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'api/src/main.ts'));
