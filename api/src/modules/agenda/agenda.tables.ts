import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { purchases } from '../commerce/commerce.tables';

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    email: text('email').notNull().default(''),
    description: text('description').notNull().default(''),
    color: text('color', { enum: ['azure', 'red', 'orange', 'green'] })
      .notNull()
      .default('green'),
    allDay: boolean('all_day').notNull().default(false),
    start: timestamp('start_at', { withTimezone: true }).notNull(),
    end: timestamp('end_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The paid 'Turno Presencial' this booking used, when a client booked it. */
    purchaseId: uuid('purchase_id')
      .unique()
      .references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_events_start_idx').on(t.start)],
);
