import { LATE_CREDIT } from '@contract/practice';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The practice itself (DECISIONS §9): the nutritionist's public identity and her
 * consulting room, edited in Editar Web. One row: the check keeps it single.
 */
export const practice = pgTable(
  'practice',
  {
    id: smallint('id').primaryKey().default(1),
    /** Her name as clients see it (messages, e-mails, Quien Soy). */
    name: text('name').notNull().default(''),
    /** Stored image names (one photo). */
    avatar: text('avatar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Professional title, e.g. 'Licenciada en Nutrición'. */
    title: text('title').notNull().default(''),
    /** Registration number with the professional body. */
    registration: text('registration').notNull().default(''),
    /** The consulting room's address, on Turnos Presenciales, Contacto, every appointment mail and .ics. */
    address: text('address').notNull().default(''),
    /** A map link for that address. */
    mapUrl: text('map_url').notNull().default(''),
    /** Her WhatsApp number (digits, with the country code), for the chat links in mails and pages. */
    whatsapp: text('whatsapp').notNull().default(''),
    /**
     * Her cancellation policy (issue 34): the hours before a turno inside which a client
     * may no longer cancel or move it, and what a missed turno does with the credit.
     */
    cancelHours: smallint('cancel_hours').notNull().default(24),
    lateCredit: text('late_credit', { enum: LATE_CREDIT }).notNull().default('pierde'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('practice_single_row', sql`${t.id} = 1`)],
);

/**
 * Days she does not work: one day or a range (a vacation), with an optional note. With the
 * days below, her one calendar of days off (work-calendar.ts): the Agenda's free hours, the
 * delivery promise, the controls a plan schedules and the 'Entregas' deadlines all read it.
 */
export const agendaDaysOff = pgTable(
  'agenda_days_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agenda_days_off_range_idx').on(t.firstDay, t.lastDay),
    check('agenda_days_off_order', sql`${t.firstDay} <= ${t.lastDay}`),
  ],
);

/**
 * Days blocked by default (the non-working holidays, Carnival, Tourism Week: computed per
 * year in contract/time.ts) that she opened because she works them.
 */
export const agendaOpenedDays = pgTable('agenda_opened_days', {
  day: date('day').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
