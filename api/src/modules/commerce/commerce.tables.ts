import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    productKind: text('product_kind', { enum: ['plan', 'receta', 'control'] }).notNull(),
    /** Null for the fixed 'Turno Presencial' product. */
    productId: uuid('product_id'),
    productTitle: text('product_title').notNull(),
    amountPesos: money('amount_pesos').notNull(),
    currency: text('currency').notNull().default('UYU'),
    provider: text('provider', { enum: ['mercadopago', 'test'] }).notNull(),
    status: text('status').notNull().default('pending'),
    preferenceId: text('preference_id'),
    paymentId: text('payment_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId)],
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
    userEmail: text('user_email').notNull(),
    monto: money('monto').notNull(),
    plataforma: text('plataforma').notNull(),
    paymentId: text('payment_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    productKind: text('product_kind', { enum: ['plan', 'receta', 'control'] }).notNull(),
    producto: text('producto').notNull(),
    productoId: uuid('producto_id'),
    monto: money('monto').notNull(),
    plataforma: text('plataforma').notNull(),
    paymentId: text('payment_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.createdAt)],
);
