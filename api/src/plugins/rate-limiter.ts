import { createHash } from 'node:crypto';
import type { RateLimitStore } from './rate-limit-store';

/**
 * A fixed-window limit over a store (rate-limit-store.ts), for the few routes that must be
 * limited per e-mail address as well as per IP (login, registration, forgot and new
 * password). The store decides who shares the counts: this process only, or every server.
 */
export function createRateLimiter(opts: { max: number; store: RateLimitStore }) {
  return {
    /** Counts a hit; false when the key is over its limit for this window. */
    async hit(key: string): Promise<boolean> {
      return (await opts.store.hit(key)) <= opts.max;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * What a key says about a person, hashed: the shared stores are a table and a Redis
 * anyone operating the servers can list, and must not become a list of who tried to log
 * in from where. Addresses are compared as typed but for case and spaces, or 'Ana@x.uy'
 * would be a fresh allowance next to 'ana@x.uy'. The hash keeps addresses out of sight,
 * not out of reach of someone who guesses one; the rows live a minute. The API-wide
 * limit keys its Redis counts the same way (app.ts).
 */
export function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

/**
 * One attempt at an account route, counted per IP and, when given, per address:
 * whichever runs out first refuses. The address is counted only after the IP passed,
 * so one client cannot fill the limiter with made-up addresses.
 */
export async function allowAttempt(
  limiter: RateLimiter,
  route: string,
  ip: string,
  email?: string,
): Promise<boolean> {
  if (!(await limiter.hit(`${route}:ip:${hashed(ip)}`))) return false;
  return email === undefined || limiter.hit(`${route}:email:${hashed(email.trim().toLowerCase())}`);
}
