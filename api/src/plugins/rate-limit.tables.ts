import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared rate-limit windows on PostgreSQL (the store of @fastify/rate-limit in
 * rate-limit-store-postgres.ts): every server counts attempts in the same row, so ten
 * wrong logins spread over two servers are ten. Ended windows are deleted by the count.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
