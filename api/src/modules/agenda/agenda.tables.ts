import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE, EVENT_COLORS } from '@contract/agenda';
import { DEFAULT_AVAILABILITY, type WeeklyRange } from '@contract/agenda-slots';
import { users } from '../users/users.tables';
import { credits } from '../commerce/commerce.tables';

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
    /**
     * A person without an account she booked (issue 30): their name and phone, with `email`.
     * Empty for a client's appointment, whose account says who they are.
     */
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** The credit (a paid turno, or one of a pack) this booking used, when a client booked it. */
    creditId: uuid('credit_id').references(() => credits.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Cancelled events stay as history; they no longer hold their hour. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set once when the 24-hour reminder went out (or was not needed): never twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set once when the 2-hour reminder went out (or was not needed). */
    reminder2hSentAt: timestamp('reminder_2h_sent_at', { withTimezone: true }),
    /**
     * The last reminder send that failed, and why: the sweep tries it again until the
     * appointment starts, and 'Hoy' shows it to the nutritionist until one succeeds.
     */
    reminderFailedAt: timestamp('reminder_failed_at', { withTimezone: true }),
    reminderError: text('reminder_error'),
    /**
     * The iCalendar SEQUENCE: raised by every change of time or place, so a calendar that
     * got the first .ics (UID = id) replaces it with the update instead of adding another.
     */
    sequence: integer('sequence').notNull().default(0),
    /**
     * Whether the client came (issue 34): her mark after the turno started, or 'asistio'
     * set by the job the day after (`attendanceAuto`) when she marked nothing.
     */
    attendance: text('attendance', { enum: ATTENDANCE }),
    attendanceAuto: boolean('attendance_auto').notNull().default(false),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
  },
  (t) => [
    index('calendar_events_start_idx').on(t.start),
    // A credit books one live appointment; cancelled, it may book another.
    uniqueIndex('calendar_events_credit_live_idx')
      .on(t.creditId)
      .where(sql`cancelled_at is null`),
    index('calendar_events_unmarked_idx')
      .on(t.end)
      .where(sql`attendance is null and cancelled_at is null`),
    index('calendar_events_reminder_idx')
      .on(t.start)
      .where(sql`reminder_sent_at is null and cancelled_at is null`),
    index('calendar_events_reminder_2h_idx')
      .on(t.start)
      .where(sql`reminder_2h_sent_at is null and cancelled_at is null`),
  ],
);

/**
 * Her availability (DECISIONS §10), one row: the weekly hours, the appointment length,
 * the buffer between appointments, the minimum notice and the horizon of a client's
 * booking, and the hash of her calendar feed's token (the token itself is shown once).
 */
export const agendaSettings = pgTable(
  'agenda_settings',
  {
    id: smallint('id').primaryKey().default(1),
    weeklyHours: jsonb('weekly_hours')
      .$type<WeeklyRange[]>()
      .notNull()
      .default([...DEFAULT_AVAILABILITY.weeklyHours]),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(720),
    horizonDays: integer('horizon_days').notNull().default(60),
    feedTokenHash: text('feed_token_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agenda_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The waiting list (issue 34): a client waiting for a turno while nothing is free in the
 * next 14 days. One live entry per client; it ends when they leave or book.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** 'salio': they left; 'agendo': they booked (an offer or any other slot). */
    leftReason: text('left_reason', { enum: ['salio', 'agendo'] }),
  },
  (t) => [
    uniqueIndex('waitlist_live_idx')
      .on(t.userId)
      .where(sql`left_at is null`),
    index('waitlist_queue_idx')
      .on(t.joinedAt)
      .where(sql`left_at is null`),
  ],
);

/**
 * A client-bookable slot a cancellation freed: offered down the waiting list until it is
 * booked, nobody is left to offer it to, or it is too near (`closedAt`). 'Hoy' counts the
 * month's freed slots and those booked again.
 */
export const freedSlots = pgTable(
  'freed_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    start: timestamp('start_at', { withTimezone: true }).notNull(),
    end: timestamp('end_at', { withTimezone: true }).notNull(),
    freedAt: timestamp('freed_at', { withTimezone: true }).notNull(),
    /** The cancelled turno (unique: one cancellation frees its slot once). */
    eventId: uuid('event_id')
      .unique()
      .references(() => calendarEvents.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('freed_slots_freed_idx').on(t.freedAt),
    index('freed_slots_open_idx')
      .on(t.start)
      .where(sql`closed_at is null`),
  ],
);

/**
 * A freed slot offered to one person of the list, held for them until `expiresAt`. One
 * offer per slot and person (unique): two servers offering at once send one mail.
 */
export const slotOffers = pgTable(
  'slot_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => freedSlots.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlist.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slot_offers_once_idx').on(t.slotId, t.entryId),
    index('slot_offers_live_idx')
      .on(t.expiresAt)
      .where(sql`claimed_at is null`),
  ],
);
