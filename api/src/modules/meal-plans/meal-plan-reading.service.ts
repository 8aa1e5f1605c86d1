import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { mainMeals, indexRecipes } from '@contract/nutrition';
import type {
  TAdherence,
  TMealPlan,
  TMealPlanSummary,
  TMealTick,
  TPlanContent,
  TPlanFood,
  TPlanRecipe,
  TPlanTarget,
  ZMealPlansQuerySchema,
  ZMealTickBodySchema,
} from '@contract/meal-plans';
import { addDays, daysFromTo } from '@contract/calendar-day';
import { dayIndexFor, dayTotals, indexFoods, roundNutrients } from '@contract/nutrition';
import { shoppingList } from '@contract/shopping';
import { montevideoDay } from '@contract/time';
import { USERS_MSG } from '@contract/users';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import { users } from '../users/users.tables';
import {
  differs,
  isAdmin,
  planRow,
  ticksOf,
  today,
  versionsOf,
  windowStart,
  type Caller,
  type MealPlansDeps,
} from './meal-plan-store';
import { mealPlans, mealPlanVersions, mealTicks } from './meal-plans.tables';
import { planParts } from './plan-recipes';
import { referencesOf } from './nutrient-references';

/**
 * Reading a plan: the admin reads the draft, a client the latest published version; the
 * lists of a client's plans and of the templates; the client's ticks and adherence.
 */

/**
 * The plan as its reader sees it: the admin the draft, with the food table's current
 * values; a client the latest published version, as frozen then (404 before the first).
 * `asClient`: the admin reads it exactly as its client does ('Ver como el cliente').
 * Without the numbers switched on, a client's answer has no target and no totals
 * (DECISIONS §16): what is not sent cannot be shown.
 */
export async function getMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  id: string,
  opts: { asClient?: boolean } = {},
): Promise<TMealPlan> {
  const row = await planRow(deps.db, id);
  const versions = await versionsOf(deps.db, id);
  const latest = versions[0];
  const draft = isAdmin(me) && !opts.asClient;
  let shown: {
    title: string;
    content: TPlanContent;
    target: TPlanTarget | null;
    foods: TPlanFood[];
    recipes: TPlanRecipe[];
    showNumbers: boolean;
  };
  if (draft) {
    shown = {
      title: row.title,
      content: row.content,
      target: row.target ?? null,
      ...(await planParts(deps.db, row.content)),
      showNumbers: row.showNumbers,
    };
  } else {
    if (!latest) throw notFound(MEAL_PLAN_MSG.notPublished);
    shown = {
      title: latest.title,
      content: latest.content,
      target: latest.target ?? null,
      foods: latest.foods,
      recipes: latest.recipes,
      showNumbers: latest.showNumbers,
    };
  }
  // She always sees the numbers; a client only when she switched them on.
  const numbers = draft || shown.showNumbers;
  const index = indexFoods(shown.foods);
  const recipeIndex = indexRecipes(shown.recipes);
  const [cliente] = row.userId
    ? await deps.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  return {
    _id: row.id,
    title: shown.title,
    template: row.template,
    userId: row.userId,
    cliente: cliente ?? null,
    deliveryId: row.deliveryId,
    version: draft ? null : latest!.version,
    publishedVersion: latest?.version ?? null,
    publishedAt: latest?.publishedAt.toISOString() ?? null,
    showNumbers: shown.showNumbers,
    content: shown.content,
    target: numbers ? shown.target : null,
    foods: numbers
      ? shown.foods
      : shown.foods.map(({ _id, name, group, measures }) => ({ _id, name, group, measures })),
    recipes: shown.recipes,
    referencias: numbers ? await referencesOf(deps.db) : null,
    totals: numbers
      ? shown.content.days.map((d) => {
          const t = dayTotals(d, index, recipeIndex);
          return { total: roundNutrients(t.total), meals: t.meals.map(roundNutrients) };
        })
      : [],
    shoppingList: shoppingList(shown.content, index, recipeIndex),
    versions: versions.map((v) => ({
      version: v.version,
      publishedAt: v.publishedAt.toISOString(),
    })),
    unpublishedChanges: draft && differs(row, latest),
    ticks: await ticksOf(deps.db, id, windowStart(today(deps))),
    updatedAt: (draft ? row.updatedAt : latest!.publishedAt).toISOString(),
  };
}

/**
 * GET planes-alimentarios: a client's plans (a client: their own, published only, and
 * their own when they name nobody) or the templates (admin). Newest first.
 */
export async function listMealPlans(
  deps: MealPlansDeps,
  me: Caller,
  q: z.output<typeof ZMealPlansQuerySchema>,
): Promise<TMealPlanSummary[]> {
  const templates = q.plantillas === '1';
  if (!isAdmin(me) && (templates || (q.userId && q.userId !== me.id))) throw forbidden();
  const userId = isAdmin(me) ? q.userId : me.id;
  if (!templates && !userId)
    throw badRequest(MEAL_PLAN_MSG.clientRequired, { userId: MEAL_PLAN_MSG.clientRequired });
  const rows = await deps.db
    .select()
    .from(mealPlans)
    .where(templates ? eq(mealPlans.template, true) : eq(mealPlans.userId, userId!))
    .orderBy(desc(mealPlans.updatedAt));
  const ids = rows.map((r) => r.id);
  // The latest version of each plan, in one query.
  const latest =
    ids.length === 0
      ? []
      : await deps.db
          .selectDistinctOn([mealPlanVersions.planId])
          .from(mealPlanVersions)
          .where(inArray(mealPlanVersions.planId, ids))
          .orderBy(mealPlanVersions.planId, desc(mealPlanVersions.version));
  const latestOf = new Map(latest.map((v) => [v.planId, v]));
  const list = rows
    .filter((r) => isAdmin(me) || latestOf.has(r.id))
    .map((r): TMealPlanSummary => {
      const v = latestOf.get(r.id);
      return {
        _id: r.id,
        title: isAdmin(me) || !v ? r.title : v.title,
        template: r.template,
        userId: r.userId,
        deliveryId: r.deliveryId,
        version: v?.version ?? null,
        publishedAt: v?.publishedAt.toISOString() ?? null,
        unpublishedChanges: isAdmin(me) && differs(r, v),
        updatedAt: (isAdmin(me) || !v ? r.updatedAt : v.publishedAt).toISOString(),
      };
    });
  return list.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

// ---------------------------------------------------------------- ticks and adherence

/**
 * The client ticks (or unticks) a meal of a day: today or up to 7 days back, never before
 * the plan was first published, a meal the plan's day has.
 */
export async function tickMeal(
  deps: MealPlansDeps,
  id: string,
  body: z.output<typeof ZMealTickBodySchema>,
): Promise<TMealTick[]> {
  const plan = await planRow(deps.db, id);
  const versions = await versionsOf(deps.db, id);
  const latest = versions[0];
  if (!latest || !plan.userId) throw notFound(MEAL_PLAN_MSG.notPublished);
  const first = montevideoDay(versions[versions.length - 1]!.publishedAt);
  const now = today(deps);
  if (body.date > now || body.date < addDays(now, -7) || body.date < first)
    throw badRequest(MEAL_PLAN_MSG.tickDay, { date: MEAL_PLAN_MSG.tickDay });
  const day = latest.content.days[body.day];
  // A meal's other option is ticked as that meal: only the day's meals themselves are.
  if (!day || !mainMeals(day.meals).some((m) => m.slot === body.slot))
    throw badRequest(MEAL_PLAN_MSG.tickMeal, { slot: MEAL_PLAN_MSG.tickMeal });
  if (body.done)
    await deps.db
      .insert(mealTicks)
      .values({
        planId: id,
        userId: plan.userId,
        date: body.date,
        dayIndex: body.day,
        slot: body.slot,
        createdAt: deps.clock.now(),
      })
      .onConflictDoUpdate({
        target: [mealTicks.planId, mealTicks.date, mealTicks.slot],
        set: { dayIndex: body.day },
      });
  else
    await deps.db
      .delete(mealTicks)
      .where(
        and(eq(mealTicks.planId, id), eq(mealTicks.date, body.date), eq(mealTicks.slot, body.slot)),
      );
  return ticksOf(deps.db, id, windowStart(now));
}

/**
 * A client's adherence over the last 14 days (today included, Montevideo), to their most
 * recently published plan: per day since its first publication, the meals ticked (at
 * most the meals of that day's plan day) of the meals it has.
 */
export async function adherenceOf(deps: MealPlansDeps, userId: string): Promise<TAdherence> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USERS_MSG.notFound);
  const to = today(deps);
  const none: TAdherence = { from: null, to, done: 0, expected: 0, pct: null, days: [] };
  const [latest] = await deps.db
    .select({ v: mealPlanVersions })
    .from(mealPlanVersions)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanVersions.planId))
    .where(eq(mealPlans.userId, userId))
    .orderBy(desc(mealPlanVersions.publishedAt), desc(mealPlanVersions.version))
    .limit(1);
  if (!latest) return none;
  const planId = latest.v.planId;
  const [first] = await deps.db
    .select({ at: mealPlanVersions.publishedAt })
    .from(mealPlanVersions)
    .where(eq(mealPlanVersions.planId, planId))
    .orderBy(asc(mealPlanVersions.version))
    .limit(1);
  const firstDay = montevideoDay(first!.at);
  const start = windowStart(to) > firstDay ? windowStart(to) : firstDay;
  const ticks = await ticksOf(deps.db, planId, start);
  const perDate = new Map<string, number>();
  for (const t of ticks) perDate.set(t.date, (perDate.get(t.date) ?? 0) + 1);
  const days: TAdherence['days'] = [];
  const content = latest.v.content;
  for (const d of daysFromTo(start, to)) {
    const day = content.days[dayIndexFor(d, content.days)];
    const expected = day ? mainMeals(day.meals).length : 0;
    days.push({ date: d, expected, done: Math.min(expected, perDate.get(d) ?? 0) });
  }
  const done = days.reduce((s, d) => s + d.done, 0);
  const expected = days.reduce((s, d) => s + d.expected, 0);
  return {
    from: days[0]?.date ?? null,
    to,
    done,
    expected,
    pct: expected === 0 ? null : Math.round((100 * done) / expected),
    days,
  };
}
