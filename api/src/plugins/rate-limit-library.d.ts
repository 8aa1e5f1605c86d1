// @fastify/rate-limit's own Redis store, which its types do not declare. The account limits
// count in it when REDIS_URL is set (rate-limit-store.ts). Not its memory store: that one
// forgets live windows when full (rate-limit-memory-store.ts counts in memory instead).
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    nameSpace: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
