import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_COLORS } from '@contract/agenda';
import { users } from '../users/users.tables';
import { purchases } from '../commerce/commerce.tables';

/**
 * The nutritionist's calendar. Two live events never overlap: the migration adds an
 * exclusion constraint over tstzrange(start_at, end_at) for rows not cancelled (Drizzle
 * has no builder for it), so two clients racing for one hour cannot both win.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    email: text('email').notNull().default(''),
    description: text('description').notNull().default(''),
    color: text('color', { enum: EVENT_COLORS }).notNull().default('green'),
    allDay: boolean('all_day').notNull().default(false),
    start: timestamp('start_at', { withTimezone: true }).notNull(),
    end: timestamp('end_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The paid 'Turno Presencial' this booking used, when a client booked it. */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Cancelled events stay as history; they no longer hold their hour. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set once when the 24-hour reminder went out (or was not needed): never twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The iCalendar SEQUENCE: raised by every change of time or place, so a calendar that
     * got the first .ics (UID = id) replaces it with the update instead of adding another.
     */
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    index('calendar_events_start_idx').on(t.start),
    // A credit books one live appointment; cancelled, it may book another.
    uniqueIndex('calendar_events_purchase_live_idx')
      .on(t.purchaseId)
      .where(sql`cancelled_at is null`),
    index('calendar_events_reminder_idx')
      .on(t.start)
      .where(sql`reminder_sent_at is null and cancelled_at is null`),
  ],
);
