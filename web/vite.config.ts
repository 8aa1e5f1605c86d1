import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname);

/**
 * The stylesheet first in <head>: it blocks the first paint of the server-rendered
 * page, so it should not share the connection with the scripts (only needed to
 * hydrate) that Vite writes before it.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const l of links) out = out.replace(l, '');
        return out.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${links.join('')}`);
      },
    },
  };
}

/**
 * The app starts after the first paint (src/boot.ts): the entry script and the
 * preloads Vite writes become addresses on the boot script's tag, which the browser
 * loads only once the server's HTML is on screen.
 */
function bootAfterFirstPaint(): Plugin {
  return {
    name: 'boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'boot',
        );
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!boot || !entry) throw new Error('boot-after-first-paint: no boot chunk or entry');
        const preloads = [
          ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const tag = `<script type="module" crossorigin src="/${boot.fileName}" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}"></script>`;
        return out.replace('</head>', `    ${tag}\n  </head>`);
      },
    },
  };
}

const reactRouter = path.resolve(root, '../node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), stylesheetFirst(), bootAfterFirstPaint()],
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(root, '../contract') },
      // react-router's package points every bundler at its development build (extra
      // checks and warnings); a build takes the production one it ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
          ]
        : []),
    ],
  },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked from index.html: a server-rendered page must be styled
    // before the script that would load a route's own CSS has run.
    cssCodeSplit: false,
    rollupOptions: {
      input: { index: path.resolve(root, 'index.html'), boot: path.resolve(root, 'src/boot.ts') },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
}));
