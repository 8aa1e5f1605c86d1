import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemEndpoints } from '@contract/endpoints/system';
import { LIMITS } from '@contract/common-text';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import { databaseMaintenance } from './db/maintenance';
import type { Mailer } from './mail/mailer';
import { imagesRoutes } from './modules/images/images.routes';
import type { Storage } from './media/storage';
import { createSignedLinks } from './media/signed-links';
import { createAccessControl } from './http/access';
import { requestIdOf, sendRequestId } from './http/request-id';
import { routes } from './http/route';
import { registerOpenApi } from './http/openapi';
import {
  agendaPersonalData,
  advanceOffers,
  markAttendanceByDefault,
  sendDueReminders,
  type AgendaDeps,
} from './modules/agenda';
import { loadSettings } from './modules/agenda';
import { agendaRoutes } from './modules/agenda/agenda.routes';
import { authPersonalData, currentUser, revokeSessions } from './modules/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { createReadCache } from './cache/read-cache';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { clinicalRoutes } from './modules/clinical/clinical.routes';
import { catalogPersonalData } from './modules/catalog';
import { clinicalCompletion, clinicalPersonalData } from './modules/clinical';
import {
  commercePersonalData,
  createPaymentGateway,
  expireCredits,
  expireStaleOrders,
} from './modules/commerce';
import { commerceRoutes } from './modules/commerce/commerce.routes';
import {
  deliveriesPersonalData,
  owePlanDelivery,
  sendDeliveryWarnings,
} from './modules/deliveries';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { foodsRoutes } from './modules/foods/foods.routes';
import { mealPlansPersonalData } from './modules/meal-plans';
import { mealPlansRoutes } from './modules/meal-plans/meal-plans.routes';
import { messagesPersonalData } from './modules/messages';
import { messagesRoutes } from './modules/messages/messages.routes';
import { signedMailer } from './modules/practice';
import { practiceRoutes } from './modules/practice/practice.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import {
  invoicingPersonalData,
  invoicingSaleHooks,
  issueDueInvoices,
  saleDocuments,
  type IssuerDeps,
} from './modules/invoicing';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes';
import { privacyPersonalData, privacyRoutes } from './modules/privacy';
import { createBillerGateway, type InvoicingGateway } from './invoicing';
import { sendControlReminders } from './modules/dashboard';
import {
  backupsPersonalData,
  dailyBackupJob,
  ephemeralBackupKey,
  lastBackupOkAt,
  type BackupKey,
} from './modules/backups';
import {
  createPusher,
  ephemeralVapidKeys,
  pushPersonalData,
  pushRoutes,
  type Pusher,
  type VapidKeys,
} from './modules/push';
import { backupsRoutes } from './modules/backups/backups.routes';
import {
  personalDataRegistry,
  usersPersonalData,
  type PersonalDataSource,
  type UserRegistry,
} from './modules/users';
import { usersRoutes } from './modules/users/users.routes';
import { createAfterAnswers, type AfterAnswers } from './plugins/after-answer';
import { registerErrorHandling } from './plugins/errors';
import { createMetrics, type Metrics } from './plugins/metrics';
import { runPeriodically } from './plugins/periodic';
import { checkReadiness } from './plugins/readiness';
import type { RenderFn } from '@contract/ssr';
import { siteRoutes } from './site/site.routes';
import { registerRateLimits } from './plugins/rate-limiter';
import { logRequest } from './http/log-redact';
import { connectRedis, redisReady } from './plugins/rate-limit-redis';
import { changeBusFor } from './plugins/change-bus';

export interface AppParts {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  clock: Clock;
  /**
   * Signs the short-lived links to private photos (media/signed-links.ts): LINK_SECRET,
   * or the one main.ts keeps in DATA_DIR; tests pass their own.
   */
  linkSecret: string;
  /**
   * Web Push's VAPID pair: VAPID_* or the one main.ts keeps in DATA_DIR; absent (tests that
   * push nothing), a pair of this app's own.
   */
  vapid?: VapidKeys;
  /**
   * What every backup is encrypted with (modules/backups/backup-key.ts): BACKUP_KEY, or the
   * one main.ts keeps in DATA_DIR; absent (tests that read no copy back), BACKUP_KEY or a
   * key of this app's own.
   */
  backupKey?: BackupKey;
  /** Built web app to serve (index.html and assets); absent in API-only tests. */
  webDir?: string;
  /** Renders the public pages on the server (site/page-renderer.ts); without it the browser does. */
  render?: RenderFn;
  logger?: boolean | object;
  /** Where work done after an answer is kept while it runs; a test passes its own to await it. */
  afterAnswers?: AfterAnswers;
  /**
   * Who issues the CFEs: with INVOICING_PROVIDER=prueba, the stand-in main.ts started;
   * absent, Biller as configured, or nobody.
   */
  invoicing?: InvoicingGateway | null;
}

/** Builds the whole app from explicit parts; tests build this same app with test doubles for the outside world. */
export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const { config, db, storage, clock } = parts;
  // This app's own registry: tests build many apps in one process (plugins/metrics.ts).
  const metrics = createMetrics();
  // Mails to clients end with her signature (her name and title, from Editar Web).
  const mailer = metrics.countMails(signedMailer(parts.mailer, db));
  const app = Fastify({
    // Never a token in a log line: each request's address is logged redacted (log-redact.ts).
    logger:
      parts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof parts.logger === 'object' ? parts.logger : {}),
            serializers: { req: logRequest },
          },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1_000_000,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: request.ip keys every rate limit.
    trustProxy: config.trustProxy,
    // Each request's id, in its log lines and its answer's x-request-id (http/request-id.ts).
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  sendRequestId(app);
  metrics.observeRequests(app);
  metrics.watchPool(db);
  metrics.watchBackups(() => lastBackupOkAt(db), clock);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        // Mantine injects its CSS variables at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Pages and API answers; built assets are sent already compressed (@fastify/static).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.fileMaxBytes, files: LIMITS.maxFilesPerRequest },
  });
  await registerOpenApi(app);

  // Two servers as one: the rate limits count where every server sees them
  // (plugins/rate-limiter.ts), and a write on one empties the other's caches
  // (plugins/change-bus.ts).
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const bus = changeBusFor(db, app.log);
  app.addHook('onReady', async () => {
    await Promise.all([bus.start(), redis && redisReady(redis, 2_000)]);
  });
  app.addHook('onClose', async () => {
    await bus.close();
    await redis?.quit().catch(() => redis.disconnect());
  });
  const links = createSignedLinks(parts.linkSecret);
  const payments = createPaymentGateway(config, db);
  const invoicing =
    parts.invoicing !== undefined
      ? parts.invoicing
      : config.invoicing?.provider === 'biller'
        ? createBillerGateway(config.invoicing)
        : null;
  // Who is asking: the auth module's sessions, handed to the access rules (http/access.ts).
  const access = createAccessControl({
    clock,
    links,
    sessionUser: (request) => currentUser({ db, clock }, request),
    monitorToken: config.metricsToken,
  });
  const { afterAnswer } = parts.afterAnswers ?? createAfterAnswers();
  const userRegistry = userRegistryOf([], { agenda: { db, clock, config, mailer }, mailer });
  const vapid = parts.vapid ?? config.push.vapid ?? ephemeralVapidKeys();
  const push = createPusher({ db, clock, config, vapid, log: app.log });
  const backupKey: BackupKey =
    parts.backupKey ??
    (config.backupKey ? { text: config.backupKey, source: 'env' } : ephemeralBackupKey());
  const deps = {
    config,
    db,
    mailer,
    storage,
    clock,
    links,
    payments,
    access,
    afterAnswer,
    userRegistry,
    vapid,
    push,
    backupKey,
    invoicing,
    // A plan sold owes its personalized delivery, and every sale its CFE: commerce says
    // so, deliveries and invoicing keep them.
    saleHooks: { planSold: owePlanDelivery, ...invoicingSaleHooks(invoicing !== null) },
    saleDocuments: saleDocuments({ db, clock, config, mailer, invoicing, log: app.log }),
  };
  // A visitor's calendar ranges (the public Turnos page), emptied by any agenda write.
  const agendaCache = createReadCache({
    name: 'agenda',
    ttlMs: 30_000,
    clock,
    maxEntries: 200,
    observe: metrics.observeCache,
  });
  // Catalog answers and the pages rendered from them, emptied by any catalog write.
  const catalogCache = createReadCache({
    name: 'catalog',
    ttlMs: 30_000,
    clock,
    observe: metrics.observeCache,
  });
  // A write here empties the other servers' copies too (the change bus, on PostgreSQL).
  for (const [topic, cache] of [
    ['catalog', catalogCache],
    ['agenda', agendaCache],
  ] as const) {
    cache.onLocalInvalidate(() => bus.announce(topic));
    bus.on(topic, () => {
      cache.invalidateFromElsewhere();
      // Counted, so an operator (and a test) sees another server's notice arrive.
      metrics.observeCache(topic, 'emptiedElsewhere');
    });
  }

  await app.register(
    async (api) => {
      // Only the API is rate-limited: one page load fetches a dozen static assets and
      // images, which must not use up a visitor's allowance.
      await registerRateLimits(api, { config, db, redis, clock });
      access.register(api);
      // Nothing the API answers is kept by a browser or a shared cache unless its route
      // says so (the public catalog reads, images): sessions and personal data never are.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      const { route } = routes(api, deps);
      route(systemEndpoints.health, async () => ({ status: 'ok' as const }));
      route(systemEndpoints.ready, async (request) => checkReadiness({ db, storage }, request.log));
      route(systemEndpoints.metrics, async (_request, reply) =>
        reply.type(metrics.contentType).send(await metrics.text()),
      );
      route(systemEndpoints.openapi, async (_request, reply) => reply.send(app.swagger()));
      await api.register(authRoutes(deps));
      await api.register(usersRoutes(deps));
      await api.register(catalogRoutes({ ...deps, cache: catalogCache }));
      await api.register(imagesRoutes(deps));
      await api.register(clinicalRoutes(deps));
      await api.register(commerceRoutes(deps));
      await api.register(invoicingRoutes(deps));
      await api.register(agendaRoutes({ ...deps, cache: agendaCache, pages: catalogCache }));
      await api.register(messagesRoutes(deps));
      await api.register(deliveriesRoutes(deps));
      await api.register(mealPlansRoutes(deps));
      await api.register(foodsRoutes(deps));
      await api.register(
        practiceRoutes({
          ...deps,
          cache: catalogCache,
          // Her hours are the Agenda's; the practice (a lower layer) is handed them.
          weeklyHours: async () => (await loadSettings(db)).weeklyHours,
        }),
      );
      await api.register(dashboardRoutes(deps));
      await api.register(backupsRoutes(deps));
      await api.register(pushRoutes(deps));
      await api.register(privacyRoutes(deps));
    },
    { prefix: '/api' },
  );

  registerPeriodicJobs(app, deps, metrics);
  registerStatic(app, parts.webDir);
  await app.register(
    siteRoutes({ ...deps, webDir: parts.webDir, render: parts.render, cache: catalogCache }),
  );
  return app;
}

/**
 * What the users module (the bottom of the modules) needs of the modules above it, handed
 * over here instead of imported: every module's declaration of a person's rows and files,
 * the clinical flags a user answer shows, and the end of a user's sessions.
 */
export function userRegistryOf(
  extra: readonly PersonalDataSource[] = [],
  /** What a module needs to act as a person is erased (its mails); absent: listing only. */
  erasing: { agenda?: AgendaDeps; mailer?: Mailer } = {},
): UserRegistry {
  return {
    personalData: personalDataRegistry([
      usersPersonalData,
      authPersonalData,
      catalogPersonalData,
      clinicalPersonalData,
      commercePersonalData,
      invoicingPersonalData,
      deliveriesPersonalData,
      agendaPersonalData(erasing.agenda),
      messagesPersonalData,
      mealPlansPersonalData,
      backupsPersonalData,
      pushPersonalData,
      privacyPersonalData(erasing.mailer),
      ...extra,
    ]),
    completion: clinicalCompletion,
    endSessions: revokeSessions,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every periodic job of the app, in one place. The state they act on lives in the
 * database (what is due, what was sent), so a run missed while the server was down is
 * found by the first run after it starts (plugins/periodic.ts).
 */
function registerPeriodicJobs(
  app: FastifyInstance,
  deps: Parameters<typeof sendDueReminders>[0] &
    Parameters<typeof sendDeliveryWarnings>[0] &
    Parameters<typeof expireStaleOrders>[0] &
    Parameters<typeof dailyBackupJob>[0] &
    Parameters<typeof sendControlReminders>[0] &
    Omit<IssuerDeps, 'log'> & { push: Pusher },
  metrics: Metrics,
) {
  // Appointment reminders, 24 and 2 hours before, each once; a failed send is tried again
  // on the next sweep until the appointment starts (agenda/reminders.ts).
  runPeriodically(app, metrics, 'reminders', MINUTE, () => sendDueReminders(deps));
  // Pushes that could not go at once (the phone's push service down), tried again with
  // growing waits until they no longer matter (modules/push).
  runPeriodically(app, metrics, 'push', MINUTE, () => deps.push.drain());
  // Each sale's CFE, issued after the sale and retried with growing waits while the
  // provider is down or refuses it, once across servers (modules/invoicing).
  runPeriodically(app, metrics, 'invoices', MINUTE, () =>
    issueDueInvoices({ ...deps, log: app.log }),
  );
  // A turno she did not mark is 'Asistió' the day after (issue 34; agenda/attendance.ts).
  runPeriodically(app, metrics, 'attendance', HOUR, () => markAttendanceByDefault(deps));
  // Freed slots offered down the waiting list, each offer held 2 hours, then the next person
  // (issue 34; agenda/waitlist-offers.ts); once across servers, under each slot's lock.
  runPeriodically(app, metrics, 'waitlist', MINUTE, () => advanceOffers(deps));
  // Pack credits past their last day expire, each with its movement in the client's ledger
  // (a client's own read of their credits expires theirs at once; commerce/credits.service.ts).
  runPeriodically(app, metrics, 'credits', HOUR, () => expireCredits(deps.db, deps.clock.now()));
  // The nutritionist's due-soon and overdue delivery warnings, each claimed and sent once.
  runPeriodically(app, metrics, 'delivery warnings', HOUR, () => sendDeliveryWarnings(deps));
  // 'Es hora de tu control' on each client's next-control date, from the morning, claimed
  // and sent once (dashboard/control-reminders.ts).
  runPeriodically(app, metrics, 'control reminders', 15 * MINUTE, () => sendControlReminders(deps));
  // Abandoned checkouts marked expired, so the pending list means 'waiting for the
  // provider', not 'someone closed the tab'.
  runPeriodically(app, metrics, 'order expiry', HOUR, () => expireStaleOrders(deps));
  // PGlite has no autovacuum: ANALYZE and VACUUM it (a no-op on PostgreSQL; db/maintenance.ts).
  runPeriodically(app, metrics, 'database maintenance', MINUTE, databaseMaintenance(deps, app.log));
  // Today's backup (Montevideo day), made once across servers; a failed one is retried
  // within the day (modules/backups).
  runPeriodically(app, metrics, 'daily backup', 15 * MINUTE, dailyBackupJob(deps));
}

/** Serves the built SPA's files as they are (hashed assets cached for a year). */
function registerStatic(app: FastifyInstance, webDir: string | undefined) {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return;
  app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed asset names never change meaning; index.html is rendered per page (site.routes.ts).
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
