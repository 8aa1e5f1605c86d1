import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * One server per spec file: the built API (dist/api/main.js) on its own port, on its own copy
 * of a database migrated once per run (the template). A spec sees only what it made itself,
 * whatever ran before it, in whichever worker: agenda hours, sales totals, the one backup at
 * a time, the outbox. Starting from the copy takes ~3 s against ~9 s for a new database;
 * each worker keeps the next server starting while a spec runs, so a new file seldom waits.
 */

export const E2E_ADMIN = { email: 'admin@e2e.uy', password: 'admin-e2e-123' };

// The runner's id, set once by the config in the runner and inherited by its workers: one
// folder per run, so two checkouts (or two runs) never share a database.
process.env.E2E_RUN_ID ??= String(process.pid);
export const E2E_ROOT = path.join(os.tmpdir(), `nutri-e2e-${process.env.E2E_RUN_ID}`);
export const E2E_TEMPLATE = path.join(E2E_ROOT, 'template');
const REPO = path.join(import.meta.dirname, '..');

// What would point a server at something shared (a database, a mail server, a bucket, a
// backup folder, a rate-limit store) or at the real Mercado Pago: never inherited.
const SHARED = /^(DATABASE_URL|REDIS_URL|SMTP_URL|BACKUP_DIR|LINK_SECRET|MP_\w+|S3_\w+)$/;

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SHARED.test(k)));
  return {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLIC_URL: `http://localhost:${port}`,
    RATE_LIMIT_AUTH_MAX: '1000',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // The run's stand-in for the browsers' push service (global-setup.ts).
    PUSH_SERVICE_ORIGINS: process.env.E2E_PUSH_ORIGIN ?? '',
  };
}

/** A port nobody listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface E2EServer {
  url: string;
  dataDir: string;
  /** Stops the server and removes its folder (unless `keep`: the template is kept). */
  stop(opts?: { keep?: boolean }): Promise<void>;
}

const running = new Set<ChildProcess>();
// A worker that dies leaves no server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the built server on `dataDir` (copied from the template unless `fresh`). */
export async function startServer(dataDir: string, opts: { fresh?: boolean } = {}) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!opts.fresh) fs.cpSync(E2E_TEMPLATE, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, [path.join(REPO, 'dist/api/main.js')], {
    cwd: REPO,
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    // What the server says is wrong belongs in the test's output.
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the e2e server on ${dataDir} stopped while starting:\n${log.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`the e2e server on ${dataDir} did not answer in 2 minutes:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }

  const server: E2EServer = {
    url,
    dataDir,
    async stop({ keep = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
