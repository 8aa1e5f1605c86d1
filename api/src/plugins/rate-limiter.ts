import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { MSG } from '@contract/common-text';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tooManyRequests } from '../http/http-error';
import { accountLimitStore } from './rate-limit-store';

/**
 * The API's rate limits, all counted by @fastify/rate-limit, a minute each, on the scope it
 * is given (the API: a page load fetches a dozen static assets, which must not use up a
 * visitor's allowance):
 * - API-wide, RATE_LIMIT_GLOBAL_MAX requests per IP on every route. Shared through Redis
 *   when there is one. Without it each server counts its own, in memory: a PostgreSQL
 *   write on every API request would cost more than the limit is worth, and the limits
 *   that guard accounts are shared either way. Redis unreachable: the request goes through.
 * - Accounts, RATE_LIMIT_AUTH_MAX attempts per IP and per address at login, registration,
 *   forgot and new password (accountAttempts), counted where every server sees them
 *   (rate-limit-store.ts).
 *
 * Two registrations, the accounts' first: the library decorates an instance with
 * `createRateLimit` once, for its first registration, and accountAttempts counts with it.
 */
export async function registerRateLimits(
  api: FastifyInstance,
  deps: { config: Config; db: Db; redis: Redis | undefined; clock: Clock },
) {
  const { config, db, redis, clock } = deps;
  await api.register(rateLimit, {
    global: false,
    max: config.rateLimit.authMax,
    timeWindow: '1 minute',
    store: accountLimitStore({ db, redis, clock, log: api.log }),
  });
  await api.register(rateLimit, {
    global: true,
    max: config.rateLimit.globalMax,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'nutri:global:',
    keyGenerator: (request) => hashed(request.ip),
    skipOnError: true,
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'common.tooManyRequests',
      message: MSG.tooManyRequests,
    }),
  });
}

/**
 * Attempts at an account route of `app` (inside registerRateLimits' scope), counted per IP
 * (request.ip: see TRUST_PROXY) and, when given, per address: whichever runs out first
 * refuses with the Spanish 429. The address is counted only after the IP passed, so one
 * client cannot fill the store with made-up addresses.
 */
export function accountAttempts(app: FastifyInstance) {
  async function over(request: FastifyRequest, key: string) {
    // A limiter per key: the address is known only in the handler (the validated body).
    const limit = await app.createRateLimit({ keyGenerator: () => key })(request);
    return !limit.isAllowed && limit.isExceeded;
  }
  return async function attempt(request: FastifyRequest, route: string, email?: string) {
    if (await over(request, `${route}:ip:${hashed(request.ip)}`)) throw tooManyRequests();
    if (email === undefined) return;
    if (await over(request, `${route}:email:${hashed(email.trim().toLowerCase())}`))
      throw tooManyRequests();
  };
}

/**
 * What a key says about a person, hashed: the shared stores are a table and a Redis
 * anyone operating the servers can list, and must not become a list of who tried to log
 * in from where. Addresses are compared as typed but for case and spaces, or 'Ana@x.uy'
 * would be a fresh allowance next to 'ana@x.uy'. The hash keeps addresses out of sight,
 * not out of reach of someone who guesses one; the rows live a minute.
 */
export function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

/**
 * An allowance of `max` a day for one thing a person does (`key`: 'move:<appointment id>'),
 * counted in the accounts' shared store (every server sees it): true while it lasts, and
 * each call spends one. For actions that mail someone, so a script cannot turn them into
 * a mailer (issue 33: 20 moves of one appointment sent 20 mails).
 */
export function dailyAllowance(app: FastifyInstance, max: number) {
  return async function allowed(request: FastifyRequest, key: string): Promise<boolean> {
    const limit = await app.createRateLimit({ keyGenerator: () => key, max, timeWindow: '1 day' })(
      request,
    );
    return limit.isAllowed || !limit.isExceeded;
  };
}
