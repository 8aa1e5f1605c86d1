import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth.tables';
import { users } from '../users/users.tables';

/**
 * A device that opted in to pushes ('Avisarme en este teléfono'): the browser's push
 * address and keys. It belongs to the session that subscribed it, so a logout, a new
 * password or her setting the account inactive ends its pushes with the session.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome en Android': how Mi perfil names the device. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Each push to each device, kept until sent: `key` names what it is about (a reminder of
 * one appointment), so the same push is never queued twice for a device; a failed send
 * waits for `next_attempt_at`, as the mail reminders do.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    /** Seconds the push service keeps it for a phone that is off (a reminder: until it starts). */
    ttlSeconds: integer('ttl_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when it is given up on (too many failures, or too late to matter). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    unique('push_outbox_once').on(t.subscriptionId, t.key),
    index('push_outbox_due_idx').on(t.nextAttemptAt),
  ],
);
