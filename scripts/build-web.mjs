// Builds the web app and writes .br and .gz beside every text asset, so the server
// sends compressed files without compressing on each request (@fastify/static preCompressed).
// Then builds the server renderer (web/src/entry-server.tsx) into dist/ssr for the API.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/web');
const configFile = path.join(root, 'web/vite.config.ts');

export async function buildWeb() {
  const { build } = await import('vite');
  await build({ configFile, logLevel: 'warn' });
  compressTree(outDir);
  await build({
    configFile,
    logLevel: 'warn',
    // Self-contained, like the browser bundle: React and Mantine are build-time
    // dependencies, absent from a production install (npm ci --omit=dev).
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, 'web/src/entry-server.tsx'),
      outDir: path.join(root, 'dist/ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
}

function compressTree(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) compressTree(p);
    else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) {
      const data = fs.readFileSync(p);
      if (data.length < 1024) continue;
      fs.writeFileSync(
        `${p}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWeb();
  console.info('Web construida en dist/web (con .br y .gz).');
}
