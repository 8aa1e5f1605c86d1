import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FOOD_GROUPS } from '@contract/foods-text';
import { FOOD_SHOPPING, type TFoodMeasure } from '@contract/foods';

/**
 * The food table (issue 23): nutrients per 100 g and household measures. A food is never
 * deleted, only archived, since published plans name it. Names are unique ignoring case
 * and accents among the foods in use, which is how the CSV import matches rows.
 */
export const foods = pgTable(
  'foods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    group: text('group', { enum: FOOD_GROUPS }).notNull(),
    kcal: doublePrecision('kcal').notNull(),
    proteinas: doublePrecision('proteinas').notNull(),
    carbohidratos: doublePrecision('carbohidratos').notNull(),
    grasas: doublePrecision('grasas').notNull(),
    fibra: doublePrecision('fibra').notNull(),
    measures: jsonb('measures')
      .$type<TFoodMeasure[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    source: text('source').notNull().default(''),
    /** Other names the search finds it by ('calabaza' for Zapallo): contract/food-search.ts. */
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The shopping list's (issue 31; decision 0020): grams of the raw product per gram eaten
     * cooked (null: bought as eaten) and where that yield comes from; 'dry' buys an
     * infusion's dry product (grams per litre, its name), 'skip' leaves the food off.
     */
    rawPerCooked: numeric('raw_per_cooked', { precision: 5, scale: 3, mode: 'number' }),
    yieldSource: text('yield_source').notNull().default(''),
    shopping: text('shopping', { enum: FOOD_SHOPPING }).notNull().default('normal'),
    dryGramsPerLitre: numeric('dry_grams_per_litre', { precision: 5, scale: 1, mode: 'number' }),
    dryName: text('dry_name').notNull().default(''),
    /**
     * Issue 35 (contract/food-micros.ts): per 100 g, null where nobody knows the value,
     * and where its sodium, sugars and fat come from, for the octagons and the guidelines.
     */
    sodio: doublePrecision('sodio'),
    azucares: doublePrecision('azucares'),
    grasasSaturadas: doublePrecision('grasas_saturadas'),
    calcio: doublePrecision('calcio'),
    hierro: doublePrecision('hierro'),
    sodioNatural: boolean('sodio_natural').notNull().default(false),
    azucaresNaturales: boolean('azucares_naturales').notNull().default(false),
    grasasFrutosSecos: boolean('grasas_frutos_secos').notNull().default(false),
    ultraprocesado: boolean('ultraprocesado').notNull().default(false),
    /** A row of the starter table she has not changed (set false on her first edit). */
    starter: boolean('starter').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('foods_name_unique')
      .on(sql`f_unaccent(lower(${t.name}))`)
      .where(sql`archived_at is null`),
    index('foods_group_idx').on(t.group),
  ],
);
export type FoodRow = typeof foods.$inferSelect;
