import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  root,
  plugins: [react()],
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
