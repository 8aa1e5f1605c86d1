import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { ADHERENCE_DAYS } from '@contract/meal-plans-text';
import type { TMealTick, TPlanContent } from '@contract/meal-plans';
import { addDays } from '@contract/calendar-day';
import { montevideoDay } from '@contract/time';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../media/storage';
import { notFound } from '../../http/http-error';
import type { Pusher } from '../push';
import type { UserRow } from '../users/users.tables';
import {
  mealPlans,
  mealPlanVersions,
  mealTicks,
  type MealPlanRow,
  type MealPlanVersionRow,
} from './meal-plans.tables';

/**
 * What every part of meal plans shares: its dependencies, the caller, and the reads of a
 * plan, its versions and its ticks. The parts themselves: drafts (saving), templates,
 * publishing (versions and the PDF), the client's plan (reading, ticks, adherence) and
 * the energy target, one file each.
 */

export interface MealPlansDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** Absent in tests that push nothing. */
  push?: Pusher;
}

export type Caller = Pick<UserRow, 'id' | 'type'>;
export const isAdmin = (me: Caller) => me.type === 'admin';

/** Whether a plan has anything to eat: a food or a recipe in some meal. */
export const hasItems = (content: TPlanContent) =>
  content.days.some((d) => d.meals.some((m) => m.items.length > 0 || m.recipes.length > 0));

/**
 * JSON with its keys sorted: PostgreSQL's jsonb keeps keys in its own order, so a draft
 * and the version copied from it compare equal only once both are put in one order.
 */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}
const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Whether the draft changed since its latest version (false before the first): its
 * content, or the numbers switch, which the client gets with the next version too.
 */
export const differs = (
  draft: Pick<MealPlanRow, 'title' | 'content' | 'target' | 'showNumbers'>,
  v: Pick<MealPlanVersionRow, 'title' | 'content' | 'target' | 'showNumbers'> | undefined,
) =>
  Boolean(v) &&
  (draft.showNumbers !== v!.showNumbers ||
    !sameJson(
      { title: draft.title, content: draft.content, target: draft.target ?? null },
      { title: v!.title, content: v!.content, target: v!.target ?? null },
    ));

/** Today in Montevideo, by the app's clock. */
export const today = (deps: Pick<MealPlansDeps, 'clock'>) => montevideoDay(deps.clock.now());
/** The first day of the adherence window (today is its last). */
export const windowStart = (day: string) => addDays(day, -(ADHERENCE_DAYS - 1));

export async function planRow(db: Db, id: string): Promise<MealPlanRow> {
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id));
  if (!row) throw notFound(MEAL_PLAN_MSG.notFound);
  return row;
}

/**
 * Whose plan this is, for the access check: its client; a template is nobody's (so only
 * the admin passes); null when there is no such plan (404).
 */
export async function mealPlanOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: mealPlans.userId })
    .from(mealPlans)
    .where(eq(mealPlans.id, id));
  return row ? (row.userId ?? '') : null;
}

/** A plan's versions, newest first. */
export const versionsOf = (db: Db, planId: string) =>
  db
    .select()
    .from(mealPlanVersions)
    .where(eq(mealPlanVersions.planId, planId))
    .orderBy(desc(mealPlanVersions.version));

/** The meals ticked of a plan from a day on, oldest first. */
export async function ticksOf(db: Db, planId: string, from: string): Promise<TMealTick[]> {
  const rows = await db
    .select({ date: mealTicks.date, day: mealTicks.dayIndex, slot: mealTicks.slot })
    .from(mealTicks)
    .where(and(eq(mealTicks.planId, planId), gte(mealTicks.date, from)))
    .orderBy(asc(mealTicks.date), asc(mealTicks.slot));
  return rows;
}
