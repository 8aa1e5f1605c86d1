import { rankFoods } from '@contract/food-search';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FOOD_GROUPS } from '@contract/foods-text';
import { FOOD_MSG, type TFood, type TFoodsPage, type ZFoodsQuerySchema } from '@contract/foods';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { type TFoodValues } from './foods-csv';
import { foods, type FoodRow } from './foods.tables';
import { toPlanFood } from './plan-foods';
import { SQLSTATE, sqlState } from '../../db/sql-errors';

export interface FoodsDeps {
  db: Db;
  clock: Clock;
}

export function toApiFood(f: FoodRow): TFood {
  return {
    ...toPlanFood(f),
    source: f.source,
    synonyms: f.synonyms,
    starter: f.starter,
    archived: f.archivedAt !== null,
    updatedAt: f.updatedAt.toISOString(),
  };
}

/** '1 nuevo', '3 nuevos'. */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Runs a write that may hit the unique index on active names: a duplicate is the
 * client's 409 in Spanish, never a 500 (two requests may race past any check we make).
 */
export async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === SQLSTATE.uniqueViolation)
      throw conflict(FOOD_MSG.duplicate, { name: FOOD_MSG.duplicate });
    throw err;
  }
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const groupRank = (g: string) => FOOD_GROUPS.indexOf(g as (typeof FOOD_GROUPS)[number]);

/** The builder's order: the anamnesis's groups in their order, then names as Spanish sorts them. */
export function sortFoods<T extends { group: string; name: string }>(list: T[]): T[] {
  return list.sort(
    (a, b) => groupRank(a.group) - groupRank(b.group) || collator.compare(a.name, b.name),
  );
}

/**
 * GET alimentos: one page of the foods in use, or of all of them with ?archivados=1, of one
 * group with ?grupo=; with ?buscar= only those its words find, best first
 * (contract/food-search.ts, the ranking the builder's picker uses too). The table holds
 * hundreds of rows, a few thousand at most: read whole and ranked here, since synonyms and
 * plurals do not fit a LIKE, and cut to the page asked. Read by id first, so that the sort
 * (stable) leaves two foods of one name (an archived one and its successor) always in the
 * same order: a page never repeats or skips a food.
 */
export async function listFoods(
  deps: FoodsDeps,
  q: z.output<typeof ZFoodsQuerySchema>,
): Promise<TFoodsPage> {
  const rows = await deps.db
    .select()
    .from(foods)
    .where(
      and(
        q.archivados === '1' ? undefined : isNull(foods.archivedAt),
        q.grupo ? eq(foods.group, q.grupo) : undefined,
      ),
    )
    .orderBy(foods.id);
  const sorted = sortFoods(rows);
  const found = q.buscar ? rankFoods(sorted, q.buscar, (f) => f) : sorted;
  const from = (q.page - 1) * q.pageSize;
  return {
    alimentos: found.slice(from, from + q.pageSize).map(toApiFood),
    total: found.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET alimentos/todos: every food in use, in the table's order (the builder's, the recipes'). */
export async function allFoods(deps: FoodsDeps): Promise<TFood[]> {
  const rows = await deps.db.select().from(foods).where(isNull(foods.archivedAt)).orderBy(foods.id);
  return sortFoods(rows).map(toApiFood);
}

async function foodRow(db: Db, id: string): Promise<FoodRow> {
  const [f] = await db.select().from(foods).where(eq(foods.id, id));
  if (!f) throw notFound(FOOD_MSG.notFound);
  return f;
}

export async function createFood(deps: FoodsDeps, input: TFoodValues): Promise<TFood> {
  const now = deps.clock.now();
  const [f] = await uniqueName(() =>
    deps.db
      .insert(foods)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning(),
  );
  return toApiFood(f!);
}

/** Her edit makes a starter row hers: it is no longer the starter table's value. */
export async function updateFood(deps: FoodsDeps, id: string, input: TFoodValues): Promise<TFood> {
  const [f] = await uniqueName(() =>
    deps.db
      .update(foods)
      .set({ ...input, starter: false, updatedAt: deps.clock.now() })
      .where(eq(foods.id, id))
      .returning(),
  );
  if (!f) throw notFound(FOOD_MSG.notFound);
  return toApiFood(f);
}

/** DELETE alimentos/{id}: archived, not deleted, since published plans name it. */
export async function archiveFood(deps: FoodsDeps, id: string): Promise<TFood> {
  const f = await foodRow(deps.db, id);
  if (f.archivedAt) return toApiFood(f);
  const now = deps.clock.now();
  const [archived] = await deps.db
    .update(foods)
    .set({ archivedAt: now, updatedAt: now })
    .where(eq(foods.id, id))
    .returning();
  return toApiFood(archived!);
}

/** Back in use, unless another food in use took its name meanwhile (409). */
export async function restoreFood(deps: FoodsDeps, id: string): Promise<TFood> {
  const f = await foodRow(deps.db, id);
  if (!f.archivedAt) return toApiFood(f);
  const [taken] = await deps.db
    .select({ id: foods.id })
    .from(foods)
    .where(
      and(
        isNull(foods.archivedAt),
        sql`f_unaccent(lower(${foods.name})) = f_unaccent(lower(${f.name}))`,
      ),
    )
    .limit(1);
  if (taken) throw conflict(FOOD_MSG.duplicate, { name: FOOD_MSG.duplicate });
  const [restored] = await uniqueName(() =>
    deps.db
      .update(foods)
      .set({ archivedAt: null, updatedAt: deps.clock.now() })
      .where(eq(foods.id, id))
      .returning(),
  );
  return toApiFood(restored!);
}
