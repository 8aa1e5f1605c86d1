import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATES, PRODUCT_KINDS } from '@contract/commerce';
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

/** What a client owns ('compras'). A 'Turno Presencial' is used up by one booking. */
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
    usedAt: timestamp('used_at', { withTimezone: true }),
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
