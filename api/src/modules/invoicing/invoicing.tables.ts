import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAX_RATES } from '@contract/fiscal';
import { CFE_PURPOSES } from '@contract/invoicing';
import { sales } from '../commerce/commerce.tables';
import { users } from '../users/users.tables';

/**
 * The CFE each sale owes (DECISIONS §14): written in the sale's own transaction, issued
 * after it by the periodic job, so a provider that is down never holds a sale back and
 * nothing is lost across restarts (an outbox). One per sale and purpose: the sale's
 * e-Ticket or e-Factura, and its credit note once refunded. What the document says is
 * copied here when it is owed (the product, the amount, the buyer), as a fiscal record
 * must not change with the catalog or the profile.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The buyer, for Mis Compras and the mail; null once their account is erased. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: CFE_PURPOSES }).notNull(),
    /** DGI's code: 101 e-Ticket, 111 e-Factura, 102 and 112 their credit notes. */
    cfeType: integer('cfe_type').notNull(),
    concept: text('concept').notNull(),
    grossAmount: numeric('gross_amount', { precision: 12, scale: 2 }).notNull(),
    /** Null while the product has none: the document waits for her to set it. */
    taxRate: text('tax_rate', { enum: TAX_RATES }),
    receptorKind: text('receptor_kind', { enum: ['RUT', 'CI'] }),
    receptorDocument: text('receptor_document'),
    receptorName: text('receptor_name'),
    receptorAddress: text('receptor_address'),
    /** When the sale, or the refund, happened: the document's date and its month. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The next try; while one server tries, a lease a little ahead (never two at once). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's answer to the last try, or why the document waits. */
    lastError: text('last_error'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    providerId: text('provider_id'),
    series: text('series'),
    number: integer('number'),
    securityCode: text('security_code'),
    /** The buyer was mailed the document (or there was nobody to mail). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('invoices_once').on(t.saleId, t.purpose),
    index('invoices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`issued_at is null or mailed_at is null`),
    index('invoices_user_idx').on(t.userId),
    index('invoices_occurred_idx').on(t.occurredAt),
  ],
);
