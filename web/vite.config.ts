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

export default defineConfig({
  root,
  plugins: [react(), stylesheetFirst()],
  resolve: { alias: { '@contract': path.resolve(root, '../contract') } },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked from index.html: a server-rendered page must be styled
    // before the script that would load a route's own CSS has run.
    cssCodeSplit: false,
  },
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
