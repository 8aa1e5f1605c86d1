import os from 'node:os';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { DATABASE_KINDS, startBareApp, type BareApp } from '../../test/bare-app';
import { useTestApp } from '../../test/harness';
import { parseConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { createMetrics } from './metrics';
import { runPeriodically } from './periodic';

const TOKEN = 'monitoreo-de-prueba-0123456789abcdef';

/** The value of one sample of Prometheus' text format, found by name and (some) labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return null;
}

/** Polls until `read` gives a value `ok` accepts (work after the answer, jobs on ready). */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 200 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

describe('GET /api/metrics', () => {
  const {
    t,
    admin,
    clients: { client },
  } = useTestApp({ clients: ['client'], env: { METRICS_TOKEN: TOKEN } });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a visitor (401) and a client (403) in Spanish, as every admin route does', async () => {
    const visitor = await t.app.inject({ url: '/api/metrics' });
    expect([visitor.statusCode, visitor.json()]).toEqual([
      401,
      { code: 'common.unauthenticated', message: MSG.unauthenticated },
    ]);
    const asClient = await t.app.inject({ url: '/api/metrics', headers: client.headers });
    expect([asClient.statusCode, asClient.json()]).toEqual([
      403,
      { code: 'common.forbidden', message: MSG.forbidden },
    ]);
  });

  it('answers the admin and METRICS_TOKEN in Prometheus text, never cached', async () => {
    for (const headers of [admin, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatch(/^# HELP http_requests_total /m);
      expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
  });

  it('refuses a wrong token, and the token opens no other route', async () => {
    const wrong = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      url: '/api/users',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    const route = { method: 'GET', route: '/api/plans/:id', status_class: '4xx' };
    const before = sample(await scrape(), 'http_requests_total', route) ?? 0;
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    for (const id of [...ids, 'no-es-un-id'])
      expect((await t.app.inject({ url: `/api/plans/${id}` })).statusCode).toBeGreaterThan(399);
    await t.app.inject({ url: '/api/no-existe-esto' });
    await t.app.inject({ url: '/api/plans' });

    const text = await scrape();
    expect(sample(text, 'http_requests_total', route)).toBe(before + 3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { ...route, status_class: '4xx' }),
    ).toBe(before + 3);
    expect(
      sample(text, 'http_requests_total', { route: '/api/plans', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_requests_total', { route: '(sin ruta)', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    for (const raw of [...ids, 'no-existe-esto']) expect(text).not.toContain(raw);
  });

  it('counts the runs of each periodic job, by name', async () => {
    const text = await eventually(scrape, (s) =>
      ['reminders', 'delivery warnings', 'order expiry'].every(
        (job) => (sample(s, 'periodic_job_runs_total', { job }) ?? 0) >= 1,
      ),
    );
    for (const job of ['reminders', 'delivery warnings', 'order expiry']) {
      expect(sample(text, 'periodic_job_runs_total', { job })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'periodic_job_failures_total', { job }) ?? 0).toBe(0);
    }
  });

  it('counts every mail the app sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: client.email },
    });
    expect(res.statusCode).toBe(200);
    await t.waitForMail(client.email, /resetPassword/);
    // Every mail the SMTP peer received, the sign-up notices included, was counted.
    const text = await eventually(scrape, (s) => sample(s, 'mails_sent_total') === t.mails.length);
    expect(sample(text, 'mails_sent_total')).toBe(t.mails.length);
    expect(sample(text, 'mails_failed_total')).toBe(0);
  });

  it('reports the PostgreSQL pool, and no pool on the embedded database', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toMatch(/^db_pool_/m);
    }
  });

  it('reports the last good backup, as the database says at each scrape (+Inf: never)', async () => {
    const never = await scrape();
    expect(never).toMatch(/^backup_last_success_age_seconds \+Inf$/m);
    expect(sample(never, 'backup_last_success_timestamp_seconds')).toBe(0);
    // A run another server recorded: every server reads the same row.
    const finishedAt = new Date(t.clock.now().getTime() - 90 * 60_000);
    // By its table's name: infrastructure knows no domain module (the app hands it the reader).
    await t.database.db.execute(sql`
      insert into backup_runs (trigger, status, started_at, finished_at) values
        ('daily', 'ok', ${finishedAt.toISOString()}::timestamptz, ${finishedAt.toISOString()}::timestamptz),
        ('manual', 'failed', ${t.clock.now().toISOString()}::timestamptz, ${t.clock.now().toISOString()}::timestamptz)`);
    const text = await scrape();
    expect(sample(text, 'backup_last_success_timestamp_seconds')).toBe(finishedAt.getTime() / 1000);
    expect(sample(text, 'backup_last_success_age_seconds')).toBe(90 * 60);
    // The daily backup job is listed, and does not run when the app becomes ready.
    expect(sample(text, 'periodic_job_runs_total', { job: 'daily backup' })).toBe(1);
    const runs = await t.database.db.execute(sql`select count(*)::int as n from backup_runs`);
    expect(JSON.stringify(runs)).toContain('"n":2');
  });
});

describe('the counters of jobs and mails', () => {
  it("a failed run of a job shows in that job's failures", async () => {
    const metrics = createMetrics();
    const app = Fastify();
    let runs = 0;
    runPeriodically(app, metrics, 'siempre falla', 60_000, async () => {
      runs += 1;
      throw new Error('falla a propósito');
    });
    runPeriodically(app, metrics, 'anda bien', 60_000, async () => undefined);
    await app.ready();
    const text = await eventually(
      () => metrics.text(),
      (s) => sample(s, 'periodic_job_failures_total', { job: 'siempre falla' }) === 1,
    );
    await app.close();
    expect(runs).toBe(1);
    expect(sample(text, 'periodic_job_runs_total', { job: 'siempre falla' })).toBe(1);
    expect(sample(text, 'periodic_job_failures_total', { job: 'siempre falla' })).toBe(1);
    expect(sample(text, 'periodic_job_runs_total', { job: 'anda bien' })).toBe(1);
    expect(sample(text, 'periodic_job_failures_total', { job: 'anda bien' }) ?? 0).toBe(0);
    expect(sample(text, 'periodic_job_duration_seconds_count', { job: 'siempre falla' })).toBe(1);
  });

  it('a mail the SMTP server never takes counts as failed, and the error reaches the caller', async () => {
    const metrics = createMetrics();
    // A port nobody listens on: the connection is refused.
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closed.server.address() as { port: number };
    await closed.close();
    const mailer = metrics.countMails(
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Nutrición <no-responder@test.uy>',
        outboxDir: os.tmpdir(),
        logger: { info() {} },
      }),
    );
    await expect(
      mailer.send({ to: 'alguien@test.uy', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' }),
    ).rejects.toThrow();
    const text = await metrics.text();
    expect(sample(text, 'mails_failed_total')).toBe(1);
    expect(sample(text, 'mails_sent_total')).toBe(0);
  });

  it('two apps in one process keep their own counts', async () => {
    const [a, b] = [createMetrics(), createMetrics()];
    await a.timeJob('uno', async () => undefined);
    expect(sample(await a.text(), 'periodic_job_runs_total', { job: 'uno' })).toBe(1);
    expect(sample(await b.text(), 'periodic_job_runs_total', { job: 'uno' })).toBeNull();
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, and when set must be long: startup fails naming it', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir() };
    expect(parseConfig(base).metricsToken).toBeUndefined();
    expect(parseConfig({ ...base, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const bad of ['corto', 'x'.repeat(23), `${'x'.repeat(20)} con espacio`])
      expect(() => parseConfig({ ...base, METRICS_TOKEN: bad })).toThrow(
        /METRICS_TOKEN: debe tener al menos 24 caracteres/,
      );
  });
});

/**
 * The real app on a database nobody migrated: every periodic job fails for real (its
 * tables do not exist), which the metrics, read with METRICS_TOKEN, tell without anyone
 * reading the logs.
 */
describe.each(DATABASE_KINDS)('an app whose jobs fail (%s)', (kind) => {
  let bare: BareApp;
  beforeAll(async () => {
    bare = await startBareApp(kind, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => bare?.close());

  it('shows each failed job in its failures counter', async () => {
    const read = async () =>
      (
        await bare.app.inject({
          url: '/api/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    const jobs = ['reminders', 'delivery warnings', 'order expiry'];
    const text = await eventually(read, (s) =>
      jobs.every((job) => sample(s, 'periodic_job_failures_total', { job }) === 1),
    );
    for (const job of jobs) {
      expect(sample(text, 'periodic_job_runs_total', { job })).toBe(1);
      expect(sample(text, 'periodic_job_failures_total', { job })).toBe(1);
    }
  });
});
