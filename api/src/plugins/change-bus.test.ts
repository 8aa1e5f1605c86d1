import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { postgresPoolOf, type Database } from '../db/client';
import { createPostgresDatabase } from '../../test/postgres-database';
import { changeBusFor, createPostgresChangeBus, type ChangeBus } from './change-bus';

const url = inject('postgresUrl');

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    warn: (_: object, msg: string) => lines.push(`warn: ${msg}`),
    info: (_: object, msg: string) => lines.push(`info: ${msg}`),
  };
}

/** Polls until `check` holds; answers how long that took (ms). */
async function within(ms: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
}

describe('the change bus without a PostgreSQL server', () => {
  it('is a bus of one: announcing reaches nobody and costs nothing', async () => {
    // A database with no pg Pool under it, as PGlite's (no connection is made).
    const bus = changeBusFor(drizzle.mock(), recordingLog());
    let heard = 0;
    bus.on('catalog', () => heard++);
    await bus.start();
    bus.announce('catalog');
    await bus.close();
    expect([heard, bus.counts.sent, bus.counts.connections]).toEqual([0, 0, 0]);
  });
});

describe.skipIf(!url)('the change bus on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dbUrl: string;
  let pool: pg.Pool;
  const buses: ChangeBus[] = [];

  beforeAll(async () => {
    ({ database, drop } = await createPostgresDatabase(url, 'nutri_bus_'));
    pool = postgresPoolOf(database.db)!;
    dbUrl = pool.options.connectionString!;
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await database?.close();
    await drop?.();
  });

  /** A server's bus: it listens as `name` (application_name), and notifies through the pool. */
  function serverBus(name: string, log = recordingLog()) {
    const bus = createPostgresChangeBus({
      connection: { connectionString: dbUrl, application_name: name },
      notify: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
      log,
      firstDelayMs: 20,
    });
    buses.push(bus);
    const heard: string[] = [];
    for (const topic of ['catalog', 'agenda']) bus.on(topic, () => heard.push(topic));
    return { bus, heard, log };
  }

  it('tells the other servers within a moment, by topic, and never a server its own notice', async () => {
    const one = serverBus('bus-one');
    const two = serverBus('bus-two');
    await Promise.all([one.bus.start(), two.bus.start()]);
    // Listening counts as 'everything changed' (a notice may have been missed before).
    expect([one.heard, two.heard]).toEqual([
      ['catalog', 'agenda'],
      ['catalog', 'agenda'],
    ]);
    one.heard.length = two.heard.length = 0;

    one.bus.announce('catalog');
    const ms = await within(1_000, () => two.heard.length === 1);
    expect(ms).toBeLessThan(1_000);
    expect(two.heard).toEqual(['catalog']);
    two.bus.announce('agenda');
    await within(1_000, () => one.heard.length === 1);
    // A listener gets notices in the order they were sent: once `one`'s second notice has
    // reached `two`, its own 'agenda' would have reached it first, had it heard itself.
    one.bus.announce('catalog');
    await within(1_000, () => two.heard.length === 2);
    expect(one.heard).toEqual(['agenda']);
    expect(two.heard).toEqual(['catalog', 'catalog']);
    expect([one.bus.counts.sent, one.bus.counts.received]).toEqual([2, 1]);
  });

  it('listens again after its connection is killed, treating every topic as changed', async () => {
    const one = serverBus('bus-killed');
    const two = serverBus('bus-sender');
    await Promise.all([one.bus.start(), two.bus.start()]);
    one.heard.length = 0;

    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bus-killed'",
    );
    await admin.end();
    expect(rowCount).toBe(1);

    await within(3_000, () => one.bus.counts.connections === 2);
    expect(one.heard).toEqual(['catalog', 'agenda']);
    expect(one.log.lines).toEqual([
      'warn: change bus not listening; retrying',
      'info: change bus listening again',
    ]);
    one.heard.length = 0;
    two.bus.announce('catalog');
    await within(1_000, () => one.heard.length === 1);
    expect(one.heard).toEqual(['catalog']);
  });

  it('never fails a start or a write when the database cannot be reached', async () => {
    const log = recordingLog();
    // A port nobody listens on: connecting is refused at once.
    const bus = createPostgresChangeBus({
      connection: { connectionString: 'postgres://postgres@127.0.0.1:1/none' },
      notify: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
      log,
      firstDelayMs: 10,
    });
    await bus.start();
    bus.announce('catalog');
    await new Promise((r) => setTimeout(r, 150));
    await bus.close();
    expect(bus.counts).toEqual({ sent: 0, received: 0, connections: 0 });
    // One line per outage, however many reconnections failed meanwhile.
    expect(log.lines.filter((l) => l.includes('not listening'))).toHaveLength(1);
    expect(log.lines).toContain('warn: change notice not sent');
  });
});
