import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemEndpoints } from '@contract/endpoints/system';
import { LIMITS, MSG } from '@contract/common';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import { mediaRoutes } from './media/media.routes';
import type { Storage } from './media/storage';
import { createSignedLinks } from './media/signed-links';
import { routes } from './http/route';
import { authRoutes, registerAccessControl } from './modules/auth';
import { catalogRoutes, createReadCache } from './modules/catalog';
import { clinicalRoutes } from './modules/clinical';
import { agendaRoutes } from './modules/agenda';
import { commerceRoutes } from './modules/commerce';
import { deliveriesRoutes } from './modules/deliveries';
import { messagesRoutes } from './modules/messages';
import { createPaymentGateway } from './payments';
import { usersRoutes } from './modules/users';
import { registerErrorHandling } from './plugins/errors';
import type { RenderFn } from '@contract/ssr';
import { siteRoutes } from './site/site.routes';
import { createRateLimiter } from './plugins/rate-limiter';

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
  /** Built web app to serve (index.html and assets); absent in API-only tests. */
  webDir?: string;
  /** Renders the public pages on the server (site/page-renderer.ts); without it the browser does. */
  render?: RenderFn;
  logger?: boolean | object;
}

/** Builds the whole app from explicit parts; tests build this same app with test doubles for the outside world. */
export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const { config, db, mailer, storage, clock } = parts;
  const app = Fastify({
    logger: parts.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1_000_000,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: request.ip keys every rate limit.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

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
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de la web de nutrición',
        version: '1.0.0',
        description: 'Contrato público bajo /api (spec §7).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  const authLimiter = createRateLimiter({ max: config.rateLimit.authMax, windowMs: 60_000, clock });
  const links = createSignedLinks(parts.linkSecret);
  const payments = createPaymentGateway(config, db);
  const deps = { config, db, mailer, storage, clock, links, payments };
  // Catalog answers and the pages rendered from them, emptied by any catalog write.
  const catalogCache = createReadCache({ ttlMs: 30_000, clock });

  await app.register(
    async (api) => {
      // Only the API is rate-limited: one page load fetches a dozen static assets and
      // images, which must not use up a visitor's allowance.
      await api.register(rateLimit, {
        global: true,
        max: config.rateLimit.globalMax,
        timeWindow: '1 minute',
        errorResponseBuilder: () => ({ statusCode: 429, message: MSG.tooManyRequests }),
      });
      registerAccessControl(api, deps);
      // Nothing the API answers is kept by a browser or a shared cache unless its route
      // says so (the public catalog reads, images): sessions and personal data never are.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      const { route } = routes(api, deps);
      route(systemEndpoints.health, async () => ({ status: 'ok' as const }));
      route(systemEndpoints.openapi, async (_request, reply) => reply.send(app.swagger()));
      await api.register(authRoutes({ ...deps, authLimiter }));
      await api.register(usersRoutes(deps));
      await api.register(catalogRoutes({ ...deps, cache: catalogCache }));
      await api.register(mediaRoutes(deps));
      await api.register(clinicalRoutes(deps));
      await api.register(commerceRoutes(deps));
      await api.register(agendaRoutes(deps));
      await api.register(messagesRoutes(deps));
      await api.register(deliveriesRoutes(deps));
    },
    { prefix: '/api' },
  );

  registerStatic(app, parts.webDir);
  await app.register(
    siteRoutes({ ...deps, webDir: parts.webDir, render: parts.render, cache: catalogCache }),
  );
  return app;
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
