import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    type: text('type', { enum: ['guest', 'admin'] })
      .notNull()
      .default('guest'),
    state: text('state', { enum: ['Activo', 'Desactivo', 'Baniado'] })
      .notNull()
      .default('Activo'),
    /** Stored image names (one photo); the API joins them into the spec's comma string. */
    avatar: text('avatar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The age as typed before birth dates were asked (issue 31): read only while `birthDate` is null. */
    age: integer('age'),
    /** Asked by the anamnesis and the profile; the age shown and used is computed from it. */
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['Masculino', 'Femenino', 'Otro', 'Prefiero no decir'] }),
    activePlan: text('active_plan'),
    celPhone: text('cel_phone'),
    housePhone: text('house_phone'),
    address: text('address'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    whatsApp: text('whatsapp'),
    /** For the CFE of their purchases (issue 34): a RUT makes them e-Facturas. */
    rut: text('rut'),
    razonSocial: text('razon_social'),
    ci: text('ci'),
    /** Ids of purchased products (plans, recipes, 'Turno Presencial'). */
    purchases: text('purchases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dateNextControl: timestamp('date_next_control', { withTimezone: true }),
    /**
     * The next-control date whose reminder mail was claimed (issue 30, the dashboard
     * module's control-reminders.ts): sent once per date; a date set anew is reminded on
     * its own day.
     */
    nextControlRemindedFor: timestamp('next_control_reminded_for', { withTimezone: true }),
    paymentState: text('payment_state', { enum: ['Pago', 'No pago'] })
      .notNull()
      .default('No pago'),
    /** Scheduled control dates of the active plan. */
    controls: timestamp('controls', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    /** Demo rows are marked so `seed:demo` can replace them without touching real data. */
    demo: boolean('demo').notNull().default(false),
    /** The terms and privacy policy the person accepted on registering (Ley 18.331), and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    // The admin's search (listUsers): accent- and case-insensitive substring match on the
    // name, substring on the (lower-cased) e-mail. f_unaccent is created by the migration.
    // fastupdate off: PGlite has no autovacuum to merge a pending list, which every
    // search would read through (37-60 ms instead of 1-2 ms at 100,000 users).
    index('users_name_search_idx')
      .using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_email_search_idx')
      .using('gin', t.email.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** An account as stored: what the access hook hands every signed-in handler. */
export type UserRow = typeof users.$inferSelect;
