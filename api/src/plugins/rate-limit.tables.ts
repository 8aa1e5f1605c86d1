import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared rate-limit windows on PostgreSQL (plugins/rate-limit-store.ts): every server
 * counts attempts in the same row, so ten wrong logins spread over two servers are ten.
 * Expired windows are deleted by the count itself and by a periodic sweep.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
