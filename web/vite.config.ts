import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@contract': path.resolve(root, '../contract') } },
  build: { outDir: path.resolve(root, '../dist/web'), emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
