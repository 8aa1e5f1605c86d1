import path from 'node:path';
import { defineConfig } from '@playwright/test';

import { MONTEVIDEO_TIME_ZONE } from '../contract/time';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './support';

/** The real server on a fresh embedded database, driven in Debian's chromium. */

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  globalTeardown: path.join(import.meta.dirname, 'a11y-teardown.ts'),
  outputDir: path.join(import.meta.dirname, '../test-results'),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'es-UY',
    timezoneId: MONTEVIDEO_TIME_ZONE,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
    cwd: path.join(import.meta.dirname, '..'),
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      RATE_LIMIT_AUTH_MAX: '1000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
  },
});
