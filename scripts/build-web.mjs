// `npm run build`: everything `npm start` serves, in dist/.
// - dist/web: the web app, with .br and .gz beside every text asset, so the server sends
//   compressed files without compressing on each request (@fastify/static preCompressed).
// - dist/ssr: the server renderer (web/src/entry-server.tsx) the API loads.
// - dist/api: the API (api/src/main.ts) and its command-line entry points (the first start's
//   prepare-cli and seed-cli, npm run backup / restore / seed:demo) as plain JavaScript, so
//   they run on bare Node: compiling TypeScript at run time (tsx) held ~150 MB of the
//   server's memory, and tsx is a development tool, not a runtime dependency.
// `node scripts/build-web.mjs [web] [api]` builds only those parts (both by default).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/web');
const apiOutDir = path.join(root, 'dist/api');
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

/** The API's entry points, built side by side into dist/api/<name>.js. */
export const API_ENTRIES = {
  main: 'main.ts',
  'prepare-cli': 'db/prepare-cli.ts',
  'seed-cli': 'seed/cli.ts',
  'backup-cli': 'modules/backups/backup-cli.ts',
  'restore-cli': 'modules/backups/restore-cli.ts',
};

/**
 * Builds `entries` (by default all of API_ENTRIES) into `outDir` (by default dist/api). The
 * backups tests build their command-line entries into a folder of their own with this same
 * recipe (api/test/built-clis.ts), so what they run is what `npm run restore` runs.
 */
export async function buildApi({ outDir = apiOutDir, entries = API_ENTRIES } = {}) {
  const { build } = await import('vite');
  const apiSrc = path.join(root, 'api/src');
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { alias: { '@contract': path.join(root, 'contract') } },
    plugins: [
      {
        // A module's folder (migrations, dist/ are found from it) is where its source
        // lives, not where the bundle does.
        name: 'source-dirname',
        transform(code, id) {
          if (!id.startsWith(apiSrc) || !code.includes('import.meta.dirname')) return null;
          const rel = path.relative(outDir, path.dirname(id)).split(path.sep).join('/');
          // Same line, same columns before the change: no source map of its own needed.
          return {
            code: code.replaceAll('import.meta.dirname', `(import.meta.dirname + '/${rel}')`),
            map: null,
          };
        },
      },
    ],
    // Packages stay in node_modules (a production install has them: they are dependencies),
    // but for drizzle-orm: Node reads a package's package.json for each of its modules, and
    // drizzle's is 179 kB of exports for ~450 modules, so importing it took 1.3 s of every
    // start. Bundled, `npm run restore` starts in 0.44 s (was 1.65 s) and the server is up
    // in 4.2-4.3 s (was 5.1-5.6 s) on an existing database, on this 2-core machine.
    ssr: { external: true, noExternal: ['drizzle-orm'], target: 'node' },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node24',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, path.join(apiSrc, file)]),
        ),
        // Chunks beside the entries: import.meta.dirname is rewritten relative to outDir.
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
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
  const parts = process.argv.slice(2);
  const all = parts.length === 0;
  if (all || parts.includes('web')) {
    await buildWeb();
    console.info('Web construida en dist/web (con .br y .gz) y dist/ssr.');
  }
  if (all || parts.includes('api')) {
    await buildApi();
    console.info('API construida en dist/api.');
  }
}
