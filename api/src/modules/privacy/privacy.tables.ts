import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DATA_REQUEST_KINDS } from '@contract/privacy';
import { users } from '../users/users.tables';

/**
 * A person's request about their data (issue 33, Ley 18.331): a correction she must make,
 * or their deletion; answered within five business days (`dueDay`). One pending request
 * of each kind per person (the partial unique index: two taps make one). Once the person
 * is erased the row stays, naming no one, as the record that the request was answered.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    detail: text('detail').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: text('answer').notNull().default(''),
  },
  (t) => [
    index('data_requests_user_idx').on(t.userId),
    index('data_requests_due_idx')
      .on(t.dueDay)
      .where(sql`${t.answeredAt} is null`),
    uniqueIndex('data_requests_pending_uq')
      .on(t.userId, t.kind)
      .where(sql`${t.answeredAt} is null`),
  ],
);
export type DataRequestRow = typeof dataRequests.$inferSelect;
