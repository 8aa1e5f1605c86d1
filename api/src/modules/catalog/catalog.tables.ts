import { TAX_RATES } from '@contract/fiscal';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Money is exact: numeric(12,2), read as strings, never floats. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** A list stored as a list; the API joins it into the spec's comma-separated string. */
const names = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Fields plans, recipes and tips share (spec §3). */
const content = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  /** Rich text, sanitized with an allow-list before it is stored. */
  editorState: text('editor_state').notNull().default(''),
  type: text('type').notNull().default(''),
  file: text('file'),
  items: text('items'),
  /** Stored image names; the first is the card image. */
  avatar: names('avatar'),
  nota: text('nota'),
  video: text('video'),
  videoPromo: text('video_promo'),
  premium: boolean('premium').notNull().default(false),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const plans = pgTable(
  'plans',
  {
    ...content(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Simple, Extendido, No tiene. */
    anamnesis: text('anamnesis').notNull().default('No tiene'),
    /** Duration in months. */
    time: integer('time').notNull().default(0),
    /** Number of controls included. */
    queries: integer('queries').notNull().default(0),
    typeQueries: text('type_queries').notNull().default('no tiene'),
    costDolars: money('cost_dolars').notNull().default('0'),
    costPesos: money('cost_pesos').notNull().default('0'),
    linktoPayPaypal: text('link_paypal'),
    linktoPayMercadoLibre: text('link_mercadolibre'),
    /** Its IVA on the CFE (issue 34): set by her, null until she does. */
    taxRate: text('tax_rate', { enum: TAX_RATES }),
    /** The most cuotas Mercado Pago offers for it (issue 34); 1: paid at once. */
    maxInstallments: integer('max_installments').notNull().default(1),
    state: text('state'),
  },
  (t) => [index('plans_type_idx').on(t.type), index('plans_created_at_idx').on(t.createdAt)],
);

export const recipes = pgTable(
  'recipes',
  {
    ...content(),
    costDolars: money('cost_dolars').notNull().default('0'),
    costPesos: money('cost_pesos').notNull().default('0'),
    linktoPayPaypal: text('link_paypal'),
    linktoPayMercadoLibre: text('link_mercadolibre'),
    taxRate: text('tax_rate', { enum: TAX_RATES }),
    /** The most cuotas Mercado Pago offers for it (issue 34); 1: paid at once. */
    maxInstallments: integer('max_installments').notNull().default(1),
  },
  (t) => [index('recipes_created_at_idx').on(t.createdAt)],
);

export const tips = pgTable('tips', content(), (t) => [
  index('tips_created_at_idx').on(t.createdAt),
]);

/** Desktop and mobile home sliders share one shape (spec §3). */
export const homeSliders = pgTable('home_sliders', {
  id: uuid('id').primaryKey().defaultRandom(),
  variant: text('variant', { enum: ['desktop', 'mobile'] }).notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  avatar: names('avatar'),
  /** URLs by position, one per image (five for desktop); '' keeps an empty position. */
  links: names('links'),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Paid documents of a plan or recipe (ebooks, plan PDFs). Never public: served
 * only to the admin and to buyers with a paid sale.
 */
export const productFiles = pgTable(
  'product_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    productKind: text('product_kind', { enum: ['plan', 'receta'] }).notNull(),
    /** Stored file names; empty at first (spec: null). */
    avatar: names('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_files_product_idx').on(t.productId)],
);
