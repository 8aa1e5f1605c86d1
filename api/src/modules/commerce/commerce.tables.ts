import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CREDIT_MOVES } from '@contract/credits';
import { ORDER_STATES, PRODUCT_KINDS } from '@contract/commerce';
import { TAX_RATES } from '@contract/fiscal';
import { users } from '../users/users.tables';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * One checkout attempt. The price is copied from the catalog when the order is
 * made; the provider's notification is checked against it before anything is delivered.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }).notNull(),
    /** The plan, the recipe, or the 'Turno Presencial' row of fixed_products. */
    productId: uuid('product_id'),
    productTitle: text('product_title').notNull(),
    amountPesos: money('amount_pesos').notNull(),
    currency: text('currency').notNull().default('UYU'),
    provider: text('provider', { enum: ['mercadopago', 'test'] }).notNull(),
    status: text('status', { enum: ORDER_STATES }).notNull().default('pending'),
    preferenceId: text('preference_id'),
    /** The approved payment that delivered this order. */
    paymentId: text('payment_id').unique(),
    /** 'Quiero factura con RUT' at checkout: the sale's CFE is an e-Factura to this company. */
    invoiceRut: text('invoice_rut'),
    invoiceName: text('invoice_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** The admin's sales ledger ('ventas'): one row per approved payment or manual assignment. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    producto: text('producto').notNull(),
    productoId: uuid('producto_id'),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }).notNull().default('plan'),
    userEmail: text('user_email').notNull(),
    monto: money('monto').notNull(),
    plataforma: text('plataforma').notNull(),
    /** The provider's payment: unique, so a payment notified any number of times records once. */
    paymentId: text('payment_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * A payment we must give back: a second payment for a once-only product the buyer
     * already owned (DECISIONS §9). It delivers nothing; Ventas lists it for refund.
     */
    refundDue: boolean('refund_due').notNull().default(false),
  },
  (t) => [index('sales_created_at_idx').on(t.createdAt)],
);

/** What a client owns ('compras'). A 'Turno Presencial' or a pack gives credits (below). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }).notNull(),
    producto: text('producto').notNull(),
    productoId: uuid('producto_id'),
    monto: money('monto').notNull(),
    plataforma: text('plataforma').notNull(),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the sale was refunded: the purchase unlocks nothing any more. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Products that are neither plans nor recipes: the 'Turno Presencial' (DECISIONS §4),
 * a row made by the migration so its price lives in the database, not in the web app.
 */
export const fixedProducts = pgTable('fixed_products', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['control'] })
    .notNull()
    .unique(),
  title: text('title').notNull(),
  costPesos: money('cost_pesos').notNull(),
  /** Its IVA on the CFE (issue 34): set by her, null until she does. */
  taxRate: text('tax_rate', { enum: TAX_RATES }),
});

/**
 * The payments of the built-in test checkout: the stand-in provider keeps them here, and
 * the notification path reads them back exactly as it reads Mercado Pago's.
 */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull().default('UYU'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Her 'Pack de N controles' (issue 34): N credits for one price, to be used within
 * `validityDays` of the purchase. A pack is never deleted (its sales name it); one she no
 * longer sells is not `active`.
 */
export const packs = pgTable(
  'packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    credits: integer('credits').notNull(),
    costPesos: money('cost_pesos').notNull(),
    validityDays: integer('validity_days').notNull(),
    taxRate: text('tax_rate', { enum: TAX_RATES }),
    maxInstallments: smallint('max_installments').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('packs_credits', sql`${t.credits} between 2 and 20`),
    check('packs_validity', sql`${t.validityDays} between 1 and 730`),
  ],
);

/**
 * One booking credit: a 'Turno Presencial' bought alone gives one that never expires, a
 * pack N that expire after `expires_on` (Montevideo day, the last one a turno may fall on).
 * Used by one live turno at a time (calendar_events.credit_id); expired by the job
 * 'credits'; revoked with its purchase by a refund.
 */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credits_purchase_idx').on(t.purchaseId),
    index('credits_free_idx')
      .on(t.userId, t.expiresOn)
      .where(sql`used_at is null and expired_at is null and revoked_at is null`),
  ],
);

/**
 * The ledger of a client's credits: one row per credit per change, written in the same
 * transaction as the change, so its sum always equals the credits they can book with.
 */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDIT_MOVES }).notNull(),
    /** The turno (calendar_events) it was used for or returned from; agenda is above commerce. */
    eventId: uuid('event_id'),
    /** When the turno was, kept so the ledger still says it after the turno is gone. */
    eventStart: timestamp('event_start', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_movements_user_idx').on(t.userId, t.at)],
);
