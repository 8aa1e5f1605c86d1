import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('practice_single_row', sql`${t.id} = 1`)],
);
