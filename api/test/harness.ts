import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, inject } from 'vitest';
import type { RenderFn } from '@contract/ssr';
import { buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import { parseConfig, type Config } from '../src/config';
import { createPglite, wrapPglite, type Database } from '../src/db/client';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { createAfterAnswers } from '../src/plugins/after-answer';
import { createDiskStorage, type Storage } from '../src/media/storage';
import { createSignedLinks, type SignedLinks } from '../src/media/signed-links';
import { ensureFirstAdmin } from '../src/modules/auth/first-admin';
import { createPostgresDatabase } from './postgres-database';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Body with quoted-printable soft breaks and escapes undone, enough to find links. */
  text: string;
}

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  storageDir: string;
  clock: TestClock;
  mails: ReceivedMail[];
  config: Config;
  /** Signs links exactly as the app does (the same secret): real photo URLs, or forged ones. */
  links: SignedLinks;
  /**
   * Resolves once the work every answer left for afterwards (mails, .ics, notices) has
   * finished, on this app and the servers `startAnotherServer` started, including work
   * that work started. What it has not sent by then it never will: the way to check that
   * nothing was mailed. Periodic jobs are not in it; a test awaits those it runs.
   */
  afterAnswers(): Promise<void>;
  /** Waits until `n` mails have arrived (mail is sent in the background). */
  waitForMails(n: number): Promise<ReceivedMail[]>;
  /** Waits for the first mail (after index `from`) to `to` whose text matches `pattern`. */
  waitForMail(to: string, pattern: RegExp, from?: number): Promise<ReceivedMail>;
  /** A new mailer like the app's: it sends to the same SMTP peer (for services called directly). */
  newMailer(): Mailer;
  /**
   * A second server on the same database, storage, clock and SMTP peer, ready: what a
   * restart looks like to the periodic jobs, or a second server beside the first (its
   * own memory: caches, limits). Serves the web app when given one. The test closes it.
   */
  startAnotherServer(web?: { webDir?: string; render?: RenderFn }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const ADMIN = { email: 'admin@test.uy', password: 'admin-pass-123' };

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** How long a test waits for a mail that should come before it gives up. */
const MAIL_WAIT_MS = 5_000;

interface SmtpPeer {
  url: string;
  /** Resolves with the first mail, after index `from`, that `match` accepts (it may be there). */
  arrival(match: (mail: ReceivedMail) => boolean, from: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

async function startSmtpPeer(mails: ReceivedMail[]): Promise<SmtpPeer> {
  // Those waiting for a mail, told by the peer as each one arrives: no polling.
  const waiting = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const tell of waiting) tell(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrival(match, from) {
      const there = mails.slice(from).find(match);
      if (there) return Promise.resolve(there);
      return new Promise((resolve, reject) => {
        const done = () => {
          waiting.delete(tell);
          clearTimeout(limit);
        };
        const tell = (mail: ReceivedMail) => {
          if (!match(mail)) return;
          done();
          resolve(mail);
        };
        const limit = setTimeout(() => {
          done();
          reject(new Error(`no such mail within ${MAIL_WAIT_MS} ms`));
        }, MAIL_WAIT_MS);
        waiting.add(tell);
      });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = inject('postgresUrl');
  if (url) return createPostgresDatabase(url, 'nutri_t_', inject('postgresTemplate'));
  const snapshot = await fs.readFile(inject('pgliteSnapshot'));
  const client = createPglite(undefined, new Blob([snapshot]));
  await client.waitReady;
  return { database: wrapPglite(client), drop: async () => {} };
}

/** The real app on a fresh copy of the migrated database, with a real SMTP peer. */
export async function createTestContext(
  env: Record<string, string> = {},
  opts: {
    webDir?: string;
    render?: RenderFn;
    /** Where files go instead of a disk folder (S3 on a local server), given DATA_DIR. */
    storage?: (dataDir: string) => Storage;
  } = {},
): Promise<TestContext> {
  const mails: ReceivedMail[] = [];
  const smtp = await startSmtpPeer(mails);
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-media-'));
  const { database, drop } = await openTestDatabase();
  let now = Date.parse('2026-03-02T12:00:00Z');
  const clock: TestClock = { now: () => new Date(now), advance: (ms) => (now += ms) };
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: storageDir,
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CONTACT_EMAIL: 'nutricionista@test.uy',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_GLOBAL_MAX: '100000',
    ...env,
  });
  const storage = opts.storage?.(storageDir) ?? createDiskStorage(storageDir);
  const linkSecret = randomBytes(32).toString('base64url');
  // One for every server of this context: t.afterAnswers() waits for them all.
  const afterAnswers = createAfterAnswers();
  await ensureFirstAdmin(database.db, config.admin);
  const newMailer = () =>
    createMailer({
      smtpUrl: smtp.url,
      from: config.mailFrom,
      outboxDir: path.join(storageDir, 'outbox'),
      logger: { info() {} },
    });
  const startServer = async (web: { webDir?: string; render?: RenderFn } = {}) => {
    const server = await buildApp({
      config,
      db: database.db,
      storage,
      clock,
      linkSecret,
      logger: false,
      webDir: web.webDir,
      render: web.render,
      mailer: newMailer(),
      afterAnswers,
    });
    await server.ready();
    return server;
  };
  const app = await startServer(opts);
  return {
    app,
    database,
    storage,
    storageDir,
    clock,
    mails,
    config,
    links: createSignedLinks(linkSecret),
    afterAnswers: () => afterAnswers.idle(),
    async waitForMails(n) {
      if (n > 0) await smtp.arrival(() => mails.length >= n, 0);
      return mails;
    },
    waitForMail: (to, pattern, from = 0) =>
      smtp
        .arrival((m) => m.to.includes(to) && pattern.test(m.text), from)
        .catch(() => Promise.reject(new Error(`no mail to ${to} matching ${pattern}`))),
    newMailer,
    startAnotherServer: (web) => startServer(web),
    async close() {
      // Work still in flight would otherwise meet a closed database.
      await afterAnswers.idle();
      await app.close();
      await database.close();
      await drop();
      await smtp.close();
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** A bearer header, as the API expects it. */
export type Bearer = { authorization: string };
/** Request headers in tests (a bearer header and whatever else a test adds). */
export type Headers = Record<string, string>;

/** An account made through the API: its id, how it logs in, and its bearer header. */
export interface Account {
  id: string;
  email: string;
  password: string;
  headers: Bearer;
}

async function logIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200)
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json<{ token: string; user: { _id: string } }>();
  return { id: user._id, headers: { authorization: `Bearer ${token}` } };
}

/** Logs in through the API and returns the bearer header. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Bearer> {
  return (await logIn(app, email, password)).headers;
}

let seq = 0;
/** Registers a guest through the public API; returns its id and bearer header. */
export async function registerGuest(
  app: FastifyInstance,
  over: Partial<{ name: string; email: string; password: string; celPhone: string }> = {},
): Promise<{ id: string; email: string; password: string; headers: { authorization: string } }> {
  seq += 1;
  const body = {
    name: over.name ?? `Cliente ${seq}`,
    email: over.email ?? `cliente${seq}-${randomBytes(3).toString('hex')}@test.uy`,
    password: over.password ?? 'cliente-pass-1',
    celPhone: over.celPhone ?? '099123456',
  };
  const res = await app.inject({ method: 'POST', url: '/api/new-user', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json<{ token: string; user: { _id: string } }>();
  return {
    id: user._id,
    email: body.email,
    password: body.password,
    headers: { authorization: `Bearer ${token}` },
  };
}

export interface AppFixtureOptions<Name extends string> {
  /** Environment over the test defaults; a function is read when the app is built. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The built web app the server serves, and its renderer (the site suites). */
  webDir?: string | (() => string);
  render?: RenderFn;
  /** Log the first admin in before the first test (default). Suites about logging in say false. */
  admin?: boolean;
  /** Clients registered through the API before the first test, by the names the suite uses. */
  clients?: readonly Name[];
}

export interface AppFixture<Name extends string> {
  /** The app and its world (database, mail, clock, storage). */
  t: TestContext;
  /** The first admin's bearer header. */
  admin: Bearer;
  /** The first admin's account: its user id, e-mail, password and bearer header. */
  adminAccount: Account;
  /** The clients asked for, by name. */
  clients: Record<Name, Account>;
}

/**
 * The set-up every API suite shares: the real app on its own copy of the database
 * (built before the first test of the file, or of the describe block it is called in,
 * and closed after the last), the first admin logged in, and the clients asked for.
 *
 *   const { t, admin, clients: { owner } } = useTestApp({ clients: ['owner'] });
 *
 * What it returns is filled in before the first test runs, so it can be taken apart at
 * the top of the file; read it only inside hooks and tests. Hooks the suite adds after
 * this call run after the app is built (and, when they close something, before it closes).
 */
export function useTestApp<Name extends string = never>(
  options: AppFixtureOptions<Name> = {},
): AppFixture<Name> {
  const t = {} as TestContext;
  const admin = {} as Bearer;
  const adminAccount: Account = {
    id: '',
    email: ADMIN.email,
    password: ADMIN.password,
    headers: admin,
  };
  const clients = Object.fromEntries(
    (options.clients ?? []).map((name) => [name, { headers: {} } as Account]),
  ) as Record<Name, Account>;

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const webDir = typeof options.webDir === 'function' ? options.webDir() : options.webDir;
    Object.assign(t, await createTestContext(env, { webDir, render: options.render }));
    if (options.admin ?? true) {
      const { id, headers } = await logIn(t.app, ADMIN.email, ADMIN.password);
      Object.assign(admin, headers);
      adminAccount.id = id;
    }
    for (const client of Object.values<Account>(clients)) {
      const { headers, ...account } = await registerGuest(t.app);
      Object.assign(client, account);
      Object.assign(client.headers, headers);
    }
  });
  afterAll(() => t.close?.());

  return { t, admin, adminAccount, clients };
}

/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type: string; data: Buffer }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      f.field ?? 'galleryImage',
      new Blob([new Uint8Array(f.data)], { type: f.type }),
      f.name,
    );
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

/** Sends a multipart form (fields and files) through app.inject, with the caller's headers. */
export async function sendForm(
  app: FastifyInstance,
  request: { method: 'POST' | 'PUT'; url: string; headers?: Headers },
  fields: Record<string, string>,
  files?: Parameters<typeof multipart>[1],
) {
  const form = await multipart(fields, files);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...form.headers },
    payload: form.payload,
  });
}
