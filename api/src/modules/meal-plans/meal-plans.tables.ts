import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  planContentNow,
  type TPlanContent,
  type TPlanFood,
  type TPlanRecipe,
  type TPlanTarget,
  type TPortion,
} from '@contract/meal-plans';
import { users } from '../users/users.tables';
import { deliveries } from '../deliveries/deliveries.tables';
import { recipes } from '../catalog/catalog.tables';

/**
 * A plan's content as jsonb, read in today's shape whatever shape it was stored in (issue
 * 31: days gained their weekdays, meals their names; contract `planContentNow`), so every
 * reader (the builder, the client, the PDF, the list, adherence) sees one shape and old
 * plans keep working without rewriting their rows.
 */
const planContent = customType<{ data: TPlanContent; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => planContentNow(typeof value === 'string' ? JSON.parse(value) : value),
});

/**
 * A meal plan (issue 23): the draft she edits, for one client (and the delivery it
 * answers) or as a template (no client). What the client sees is a published version.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .unique()
      .references(() => deliveries.id, { onDelete: 'set null' }),
    template: boolean('template').notNull().default(false),
    title: text('title').notNull(),
    content: planContent('content').notNull(),
    target: jsonb('target').$type<TPlanTarget>(),
    /**
     * 'Mostrar calorías y macros al cliente' (issue 31): off by default, plans made before
     * it included (docs/decisions/0020). She always sees them.
     */
    showNumbers: boolean('show_numbers').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meal_plans_user_idx').on(t.userId)],
);
export type MealPlanRow = typeof mealPlans.$inferSelect;

/**
 * A published version: the content, the target and the foods' values frozen when she
 * published, and its PDF (in the private 'deliveries' area). Versions are never edited.
 */
export const mealPlanVersions = pgTable(
  'meal_plan_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: planContent('content').notNull(),
    target: jsonb('target').$type<TPlanTarget>(),
    foods: jsonb('foods').$type<TPlanFood[]>().notNull(),
    /** The recipes its meals name, as they were made then (versions before issue 31 have none). */
    recipes: jsonb('recipes').$type<TPlanRecipe[]>().notNull().default([]),
    /** The switch as it was published: what the client's page, PDF and mail show of numbers. */
    showNumbers: boolean('show_numbers').notNull().default(false),
    pdfName: text('pdf_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('meal_plan_versions_plan_version').on(t.planId, t.version)],
);
export type MealPlanVersionRow = typeof mealPlanVersions.$inferSelect;

/** A meal the client ticked as done: one per plan, day (Montevideo date) and meal. */
export const mealTicks = pgTable(
  'meal_ticks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Which of the plan's days the client followed. */
    dayIndex: smallint('day_index').notNull(),
    /** The meal's key in that day (contract ZPlanMealSchema `slot`). */
    slot: text('slot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meal_ticks_plan_date_slot').on(t.planId, t.date, t.slot),
    index('meal_ticks_user_date_idx').on(t.userId, t.date),
  ],
);

/**
 * What one of her recipes (catalog) is made of, for the plans (issue 31): the servings it
 * makes and each ingredient as a food in the amount the whole recipe takes. Kept here, not
 * in the catalog: only the plans count it, and the foods it names are theirs to check.
 */
export const recipeCompositions = pgTable('recipe_compositions', {
  recipeId: uuid('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  servings: smallint('servings').notNull(),
  ingredients: jsonb('ingredients').$type<TPortion[]>().notNull().default([]),
  /** Issue 35: the whole recipe's weight once cooked (null: not weighed), liquid, octagons shown. */
  cookedGrams: integer('cooked_grams'),
  liquid: boolean('liquid').notNull().default(false),
  showOctagons: boolean('show_octagons').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Her reference values for a day (issue 35; contract/day-micros.ts): one row, absent until
 * she first saves hers (the defaults, with their sources, stand until then).
 */
export const nutrientReferences = pgTable(
  'nutrient_references',
  {
    id: smallint('id').primaryKey().default(1),
    sodioMg: doublePrecision('sodio_mg').notNull(),
    azucaresLibresPct: doublePrecision('azucares_libres_pct').notNull(),
    grasasSaturadasPct: doublePrecision('grasas_saturadas_pct').notNull(),
    calcioMg: doublePrecision('calcio_mg').notNull(),
    hierroMg: doublePrecision('hierro_mg').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('nutrient_references_single_row', sql`${t.id} = 1`)],
);
