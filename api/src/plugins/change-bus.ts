import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresPoolOf, type Db } from '../db/client';

/**
 * Notices between the servers of one PostgreSQL database: 'the catalog changed here', so
 * the others empty their caches within a moment instead of serving the old answer until
 * it expires. Topics are free names ('catalog', 'agenda'); a server never hears its own.
 */
export interface ChangeBus {
  /** Tells the other servers that `topic` changed. Never waits, never throws. */
  announce(topic: string): void;
  /**
   * Runs `fn` when another server announces `topic`, and after every (re)connection of
   * the listener: a notice sent while it was away is lost, so every topic counts as changed.
   */
  on(topic: string, fn: () => void): void;
  /** Resolves once the first attempt to listen ended, well or not (a start never fails on it). */
  start(): Promise<void>;
  /** Stops listening and waits for the notices still being sent. */
  close(): Promise<void>;
  /** Notices sent and received, for diagnostics. */
  readonly counts: { sent: number; received: number; connections: number };
}

export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** One process alone (the embedded database): nobody to tell. */
export function createLocalChangeBus(): ChangeBus {
  return {
    announce() {},
    on() {},
    start: async () => {},
    close: async () => {},
    counts: { sent: 0, received: 0, connections: 0 },
  };
}

/** The PostgreSQL bus on PostgreSQL, the local one on PGlite. */
export function changeBusFor(db: Db, log: BusLog): ChangeBus {
  const pool = postgresPoolOf(db);
  if (!pool) return createLocalChangeBus();
  return createPostgresChangeBus({
    // The pool's own settings (address, credentials, TLS) for one more, dedicated
    // connection: LISTEN belongs to a session, and pooled sessions come and go.
    connection: pool.options,
    notify: (channel, payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`),
    log,
  });
}

const CHANNEL = 'app_changes';

/**
 * LISTEN on one dedicated connection, NOTIFY through the pool. PostgreSQL delivers a
 * notice only after the writing transaction committed, and to every listening session,
 * the sender's included: the payload names the sender so it can skip its own. When the
 * listening connection drops it is opened again, waiting longer after each failure (up
 * to `maxDelayMs`), and every topic is treated as changed once it listens again.
 */
export function createPostgresChangeBus(opts: {
  connection: pg.ClientConfig;
  notify: (channel: string, payload: string) => Promise<unknown>;
  log: BusLog;
  serverId?: string;
  firstDelayMs?: number;
  maxDelayMs?: number;
}): ChangeBus {
  const serverId = opts.serverId ?? randomUUID();
  const firstDelayMs = opts.firstDelayMs ?? 250;
  const maxDelayMs = opts.maxDelayMs ?? 10_000;
  const { log } = opts;
  const handlers = new Map<string, (() => void)[]>();
  const pending = new Set<Promise<unknown>>();
  const counts = { sent: 0, received: 0, connections: 0 };
  let listener: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  let started: Promise<void> | undefined;
  let connecting: Promise<void> | undefined;

  function run(fns: Iterable<() => void>) {
    for (const fn of fns) {
      try {
        fn();
      } catch (err) {
        log.warn({ err }, 'change bus handler failed');
      }
    }
  }

  function receive(message: pg.Notification) {
    if (message.channel !== CHANNEL || !message.payload) return;
    let notice: { topic?: unknown; from?: unknown };
    try {
      notice = JSON.parse(message.payload) as typeof notice;
    } catch {
      return;
    }
    if (notice.from === serverId || typeof notice.topic !== 'string') return;
    counts.received += 1;
    run(handlers.get(notice.topic) ?? []);
  }

  function retryLater(err: unknown) {
    if (closed) return;
    if (failures === 0) log.warn({ err }, 'change bus not listening; retrying');
    const delay = Math.min(firstDelayMs * 2 ** failures, maxDelayMs);
    failures += 1;
    // Some spread, so servers that lost the database together do not return in step.
    timer = setTimeout(() => void attempt(), delay * (0.75 + Math.random() / 2));
    timer.unref();
  }

  function lost(client: pg.Client, err?: unknown) {
    if (client !== listener) return;
    listener = undefined;
    client.end().catch(() => {});
    retryLater(err ?? new Error('connection ended'));
  }

  function attempt(): Promise<void> {
    connecting = connect();
    return connecting;
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({
      connectionTimeoutMillis: 5_000,
      ...opts.connection,
      // A connection that only listens sends nothing: TCP keepalives are what notice a
      // peer gone without a word (a network cut), so the bus reconnects.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Registered before connecting: an error event without a listener ends the process.
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', receive);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      retryLater(err);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    counts.connections += 1;
    if (failures > 0) log.info({ failures }, 'change bus listening again');
    failures = 0;
    run([...handlers.values()].flat());
  }

  return {
    announce(topic) {
      if (closed) return;
      const sending = opts
        .notify(CHANNEL, JSON.stringify({ topic, from: serverId }))
        .then(() => (counts.sent += 1))
        .catch((err: unknown) => log.warn({ err, topic }, 'change notice not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    on(topic, fn) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), fn]);
    },
    start() {
      started ??= attempt();
      return started;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await Promise.allSettled([...pending, connecting]);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
    counts,
  };
}
