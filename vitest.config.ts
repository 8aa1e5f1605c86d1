import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

// '@web/test' first: an alias matches by prefix, and '@web' would take it.
const alias = {
  '@contract': path.resolve(import.meta.dirname, 'contract'),
  '@web/test': path.resolve(import.meta.dirname, 'web/test'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

// The API's files: each starts the real app on its own copy of the migrated database.
const apiTests: InlineConfig = {
  environment: 'node',
  globalSetup: ['api/test/global-setup.ts'],
  setupFiles: ['api/test/fail-on-console-error.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // `vitest run --coverage` (CI's PGlite pass): v8's own counters, no instrumentation. The
    // summary is printed; scripts/ci-summary.mjs adds it up by area (api modules, web
    // features, contract) from coverage/coverage-summary.json. A file no test loads counts
    // as 0 %, so an area without tests shows up.
    coverage: {
      provider: 'v8',
      include: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contract/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', 'contract/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
    projects: [
      {
        resolve: { alias },
        test: {
          ...apiTests,
          name: 'api',
          include: ['api/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.isolated.test.ts'],
          // One module graph per worker, not per file: importing Fastify, Drizzle and the app
          // again for each of ~100 files was most of this project's time (import 190 s -> 13 s
          // summed over files). The app is built anew by each file (harness.ts), so no state
          // crosses files; a file that mocks a module runs in 'api-isolated'.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...apiTests,
          // vi.mock replaces a module for the file that asks: with a shared module graph the
          // mock would miss modules already loaded, or leak into the next file.
          name: 'api-isolated',
          include: ['api/**/*.isolated.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          // The builder's tests type a whole day into jsdom (3 to 4 s each on this 2-core
          // machine); vitest's 5 s left no margin when the machine was busy.
          testTimeout: 15_000,
          include: ['web/**/*.test.{ts,tsx}'],
          // One module graph per worker, not per file: importing Mantine and React again for
          // each of ~60 files was three quarters of this project's time (48 s -> 12 s). The
          // setup file clears what a test leaves in module-level stores.
          isolate: false,
          setupFiles: ['api/test/fail-on-console-error.ts', 'web/test/setup.ts'],
        },
      },
    ],
  },
});
