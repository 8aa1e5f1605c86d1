import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_ROOT, startServer, type E2EServer } from './server';

export { expect } from '@playwright/test';

/** The server of the spec file running in this worker (its outbox holds the mails). */
let current: { file: string; server: E2EServer } | undefined;

export function currentServer(): E2EServer {
  if (!current) throw new Error('no e2e server yet: use the test from e2e/fixtures.ts');
  return current.server;
}

/**
 * A worker's servers: a new one (from the template) when the worker moves to another spec
 * file, and the one after it already starting meanwhile. The last one is stopped in the
 * background while the next file's tests run.
 */
class WorkerServers {
  private spare: Promise<E2EServer> | undefined;
  private started = 0;
  private stopping = new Set<Promise<void>>();

  constructor(private readonly worker: number) {}

  private start(): Promise<E2EServer> {
    this.started += 1;
    const server = startServer(path.join(E2E_ROOT, `w${this.worker}-${this.started}`));
    server.catch(() => undefined); // awaited (and reported) by the file that takes it
    return server;
  }

  private stop(server: E2EServer) {
    const done = server.stop().catch(() => undefined);
    this.stopping.add(done);
    void done.then(() => this.stopping.delete(done));
  }

  async forFile(file: string): Promise<E2EServer> {
    if (current?.file === file) return current.server;
    if (current) this.stop(current.server);
    current = undefined;
    const next = this.spare ?? this.start();
    this.spare = undefined;
    const server = await next;
    current = { file, server };
    this.spare = this.start();
    return server;
  }

  async close() {
    if (current) this.stop(current.server);
    current = undefined;
    const spare = await this.spare?.catch(() => undefined);
    if (spare) this.stop(spare);
    await Promise.all(this.stopping);
  }
}

/**
 * Every spec imports `test` from here: its tests (and their beforeAll and afterAll hooks)
 * talk to the server of their own file, through `baseURL` (page, request, browser.newPage).
 */
export const test = base.extend<{ server: E2EServer }, { workerServers: WorkerServers }>({
  workerServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const servers = new WorkerServers(workerInfo.workerIndex);
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ workerServers }, use, testInfo) => use(await workerServers.forFile(testInfo.file)),
    { auto: true },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
