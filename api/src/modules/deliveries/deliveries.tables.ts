import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATES } from '@contract/deliveries';
import { users } from '../users/users.tables';
import { sales } from '../commerce/commerce.tables';

/**
 * A personalized plan owed to a client: one per plan sale (paid or assigned by the
 * admin), ebooks excepted. Its due date is not stored: it follows from the payment and
 * the anamnesis (deliveries.service.ts), so it is right whenever either changes.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .unique()
      .references(() => sales.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id'),
    planTitle: text('plan_title').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('Pendiente'),
    /** Stored names in the private 'deliveries' area: the client's alone. */
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Which of the files are a published meal plan's PDF, and of which version (stored
     * name -> version; issue 31): each is named 'Plan alimentario v2', the newest first.
     */
    fileVersions: jsonb('file_versions')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    notes: text('notes').notNull().default(''),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set once each, when the nutritionist's e-mail went out. */
    dueSoonSentAt: timestamp('due_soon_sent_at', { withTimezone: true }),
    overdueSentAt: timestamp('overdue_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deliveries_user_idx').on(t.userId),
    index('deliveries_pending_idx')
      .on(t.paidAt)
      .where(sql`state = 'Pendiente'`),
  ],
);
