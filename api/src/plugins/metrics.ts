import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

/**
 * What the server counts for GET /api/metrics (Prometheus' text format). One registry per
 * app: tests build many apps in one process, and prom-client's global registry would
 * refuse the second app's metrics of the same name.
 */
export interface Metrics {
  /** The media type of `text()`, Prometheus' text format 0.0.4. */
  readonly contentType: string;
  text(): Promise<string>;
  /** Counts and times every answer of the app, by route pattern, method and status class. */
  observeRequests(app: FastifyInstance): void;
  /** Reports the PostgreSQL pool behind `db`; nothing on the embedded database (no pool). */
  watchPool(db: Db): void;
  /**
   * Reports the age of the last backup that succeeded, read from the database at each
   * scrape (`lastOkAt`), so every server tells the same, whichever of them made it.
   */
  watchBackups(lastOkAt: () => Promise<Date | null>, clock: Clock): void;
  /** Runs one pass of a periodic job, counting it (and its failure) and timing it. */
  timeJob(job: string, work: () => Promise<unknown>): Promise<unknown>;
  /** The same mailer, counting the mails it sent and those it failed to send. */
  countMails(mailer: Mailer): Mailer;
  /**
   * Counts what a read cache did (cache/read-cache.ts): fresh, stale and missed
   * reads, background refreshes and failed ones.
   */
  observeCache(cache: string, event: string): void;
}

/**
 * A path no route matched (a 404) is counted under one label, not its URL: label values
 * must stay few, and anyone can invent URLs.
 */
const UNMATCHED = '(sin ruta)';

export function createMetrics(): Metrics {
  const registry = new Registry();
  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers sent, by route pattern, method and status class',
    labelNames: requestLabels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status class',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'periodic_job_runs_total',
    help: 'Runs of each periodic job, failed ones included',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'periodic_job_failures_total',
    help: 'Runs of each periodic job that failed',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'periodic_job_duration_seconds',
    help: 'Time one run of each periodic job took',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [registry],
  });
  const mailsSent = new Counter({
    name: 'mails_sent_total',
    help: 'Mails handed to the SMTP server (or written to the outbox)',
    registers: [registry],
  });
  const mailsFailed = new Counter({
    name: 'mails_failed_total',
    help: 'Mails that could not be sent',
    registers: [registry],
  });
  const cacheEvents = new Counter({
    name: 'read_cache_events_total',
    help: 'Reads of the page, catalog and agenda caches (fresh, stale, miss), their refreshes (refresh, refreshFailed) and the notices from other servers that emptied them (emptiedElsewhere)',
    labelNames: ['cache', 'event'],
    registers: [registry],
  });
  // Memory only, read when scraped: prom-client's default metrics start observers that
  // are never stopped, one set per app, and tests build many apps.
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the server process in bytes',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'nodejs_heap_size_used_bytes',
    help: 'JavaScript heap in use in bytes',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    observeRequests(app) {
      app.addHook('onResponse', async (request, reply) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
      });
    },
    watchPool(db) {
      const pool = poolOf(db);
      if (!pool) return;
      const gauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read(pool));
          },
        });
      gauge('db_pool_connections', 'PostgreSQL connections open', (p) => p.totalCount);
      gauge('db_pool_idle_connections', 'PostgreSQL connections open and idle', (p) => p.idleCount);
      gauge(
        'db_pool_waiting_queries',
        'Queries waiting for a free PostgreSQL connection',
        (p) => p.waitingCount,
      );
    },
    watchBackups(lastOkAt, clock) {
      // Each reads the database when scraped (a one-row index lookup).
      const last = () => lastOkAt().catch(() => undefined);
      new Gauge({
        name: 'backup_last_success_timestamp_seconds',
        help: 'When the last backup that succeeded finished (Unix seconds; 0: never)',
        registers: [registry],
        async collect() {
          const at = await last();
          this.set(at === undefined ? Number.NaN : at ? at.getTime() / 1000 : 0);
        },
      });
      new Gauge({
        name: 'backup_last_success_age_seconds',
        help: 'Seconds since the last backup that succeeded (+Inf: never; NaN: the database did not answer)',
        registers: [registry],
        async collect() {
          const at = await last();
          this.set(
            at === undefined
              ? Number.NaN
              : at
                ? Math.max(0, (clock.now().getTime() - at.getTime()) / 1000)
                : Number.POSITIVE_INFINITY,
          );
        },
      });
    },
    async timeJob(job, work) {
      const stop = jobDuration.startTimer({ job });
      jobRuns.inc({ job });
      try {
        return await work();
      } catch (err) {
        jobFailures.inc({ job });
        throw err;
      } finally {
        stop();
      }
    },
    observeCache(cache, event) {
      cacheEvents.inc({ cache, event });
    },
    countMails(mailer) {
      return {
        async send(mail) {
          try {
            await mailer.send(mail);
          } catch (err) {
            mailsFailed.inc();
            throw err;
          }
          mailsSent.inc();
        },
      };
    },
  };
}

/**
 * The pg Pool under a Drizzle database on PostgreSQL: Drizzle keeps the client it was
 * built on as `$client` (db/client.ts builds it on a Pool); on PGlite it is no Pool.
 */
function poolOf(db: Db): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}
