import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { OBJECTIVES } from '@contract/clinical';
import { DELIVERY_MSG } from '@contract/deliveries';
import { USERS_MSG } from '@contract/users';
import {
  ADHERENCE_DAYS,
  GRAMS,
  MEAL_PLAN_MSG,
  type TAdherence,
  type TEnergyMethod,
  type TMealPlan,
  type TMealPlanSummary,
  type TMealTick,
  type TPlanContent,
  type TPlanFood,
  type TPlanTarget,
  type TTargetProposal,
  type ZMealPlanCreateSchema,
  type ZMealPlanUpdateSchema,
  type ZMealPlansQuerySchema,
  type ZMealTickBodySchema,
} from '@contract/meal-plans';
import {
  dayIndexFor,
  dayTotals,
  indexFoods,
  proposeTarget,
  roundNutrients,
  shoppingList,
} from '@contract/nutrition';
import { PATHS, SITE_NAME } from '@contract/pages';
import { montevideoDay } from '@contract/time';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { mealPlanPublishedMail } from '../../mail/templates';
import type { Storage } from '../../media/storage';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { anamneses, controls } from '../clinical/clinical.tables';
import { deliverMealPlanFile, deliveryForMealPlan } from '../deliveries';
import { planFoodsByIds } from '../foods';
import { getPractice } from '../practice';
import { users, type UserRow } from '../users/users.tables';
import { renderMealPlanPdf } from './meal-plan-pdf';
import {
  mealPlans,
  mealPlanVersions,
  mealTicks,
  type MealPlanRow,
  type MealPlanVersionRow,
} from './meal-plans.tables';

export interface MealPlansDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: Storage;
}

type Caller = Pick<UserRow, 'id' | 'type'>;
const isAdmin = (me: Caller) => me.type === 'admin';

// ---------------------------------------------------------------- small helpers

/** A fresh plan: one 'día tipo' with the four main meals, empty. */
export const emptyContent = (): TPlanContent => ({
  days: [
    {
      name: 'Día tipo',
      timesPerWeek: 7,
      meals: (['desayuno', 'almuerzo', 'merienda', 'cena'] as const).map((slot) => ({
        slot,
        time: '',
        items: [],
        notes: '',
      })),
    },
  ],
  notes: '',
});

/** Every food a plan names, its substitutes' included. */
export function foodIdsOf(content: TPlanContent): string[] {
  return content.days.flatMap((d) =>
    d.meals.flatMap((m) =>
      m.items.flatMap((i) => [i.foodId, ...i.substitutes.map((s) => s.foodId)]),
    ),
  );
}

const hasItems = (content: TPlanContent) =>
  content.days.some((d) => d.meals.some((m) => m.items.length > 0));

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

const differs = (
  draft: Pick<MealPlanRow, 'title' | 'content' | 'target'>,
  v: Pick<MealPlanVersionRow, 'title' | 'content' | 'target'> | undefined,
) =>
  Boolean(v) &&
  !sameJson(
    { title: draft.title, content: draft.content, target: draft.target ?? null },
    { title: v!.title, content: v!.content, target: v!.target ?? null },
  );

/** A calendar day `n` days after (before, if negative) 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const today = (deps: Pick<MealPlansDeps, 'clock'>) => montevideoDay(deps.clock.now());
/** The first day of the adherence window (today is its last). */
const windowStart = (day: string) => addDays(day, -(ADHERENCE_DAYS - 1));

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

// ---------------------------------------------------------------- reads

async function planRow(db: Db, id: string): Promise<MealPlanRow> {
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
const versionsOf = (db: Db, planId: string) =>
  db
    .select()
    .from(mealPlanVersions)
    .where(eq(mealPlanVersions.planId, planId))
    .orderBy(desc(mealPlanVersions.version));

async function ticksOf(db: Db, planId: string, from: string): Promise<TMealTick[]> {
  const rows = await db
    .select({ date: mealTicks.date, day: mealTicks.dayIndex, slot: mealTicks.slot })
    .from(mealTicks)
    .where(and(eq(mealTicks.planId, planId), gte(mealTicks.date, from)))
    .orderBy(asc(mealTicks.date), asc(mealTicks.slot));
  return rows;
}

/**
 * The plan as its reader sees it: the admin the draft, with the food table's current
 * values; a client the latest published version, as frozen then (404 before the first).
 */
export async function getMealPlan(deps: MealPlansDeps, me: Caller, id: string): Promise<TMealPlan> {
  const row = await planRow(deps.db, id);
  const versions = await versionsOf(deps.db, id);
  const latest = versions[0];
  let shown: {
    title: string;
    content: TPlanContent;
    target: TPlanTarget | null;
    foods: TPlanFood[];
  };
  if (isAdmin(me)) {
    shown = {
      title: row.title,
      content: row.content,
      target: row.target ?? null,
      foods: await planFoodsByIds(deps.db, foodIdsOf(row.content)),
    };
  } else {
    if (!latest) throw notFound(MEAL_PLAN_MSG.notPublished);
    shown = {
      title: latest.title,
      content: latest.content,
      target: latest.target ?? null,
      foods: latest.foods,
    };
  }
  const index = indexFoods(shown.foods);
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
    version: isAdmin(me) ? null : latest!.version,
    content: shown.content,
    target: shown.target,
    foods: shown.foods,
    totals: shown.content.days.map((d) => {
      const t = dayTotals(d, index);
      return { total: roundNutrients(t.total), meals: t.meals.map(roundNutrients) };
    }),
    shoppingList: shoppingList(shown.content, index),
    versions: versions.map((v) => ({
      version: v.version,
      publishedAt: v.publishedAt.toISOString(),
    })),
    unpublishedChanges: isAdmin(me) && differs(row, latest),
    ticks: await ticksOf(deps.db, id, windowStart(today(deps))),
    updatedAt: (isAdmin(me) ? row.updatedAt : latest!.publishedAt).toISOString(),
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

// ---------------------------------------------------------------- writes

/**
 * POST planes-alimentarios: a template (no client, no delivery), or a client's plan,
 * answering one of their deliveries or none; empty, or copied from a plan or template.
 */
export async function createMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  body: z.output<typeof ZMealPlanCreateSchema>,
): Promise<TMealPlan> {
  let title = body.title;
  if (body.template) {
    if (body.userId || body.deliveryId)
      throw badRequest(MEAL_PLAN_MSG.templateNoClient, {
        [body.userId ? 'userId' : 'deliveryId']: MEAL_PLAN_MSG.templateNoClient,
      });
  } else {
    if (!body.userId)
      throw badRequest(MEAL_PLAN_MSG.clientRequired, { userId: MEAL_PLAN_MSG.clientRequired });
    const [client] = await deps.db
      .select({ type: users.type })
      .from(users)
      .where(eq(users.id, body.userId));
    if (!client) throw notFound(USERS_MSG.notFound);
    // A plan is for a client: the nutritionist's own account is no client.
    if (client.type === 'admin')
      throw badRequest(MEAL_PLAN_MSG.clientRequired, { userId: MEAL_PLAN_MSG.clientRequired });
    if (body.deliveryId) {
      const delivery = await deliveryForMealPlan(deps.db, body.deliveryId);
      if (!delivery) throw notFound(DELIVERY_MSG.notFound);
      if (delivery.userId !== body.userId)
        throw badRequest(MEAL_PLAN_MSG.deliveryOfOther, {
          deliveryId: MEAL_PLAN_MSG.deliveryOfOther,
        });
      const [taken] = await deps.db
        .select({ id: mealPlans.id })
        .from(mealPlans)
        .where(eq(mealPlans.deliveryId, body.deliveryId));
      if (taken) throw conflict(MEAL_PLAN_MSG.deliveryTaken);
      // The schema's default title says nothing: the plan sold says more.
      if (title === 'Plan alimentario') title = delivery.planTitle;
    }
  }
  let content = emptyContent();
  let target: TPlanTarget | null = null;
  if (body.fromId) {
    const [from] = await deps.db.select().from(mealPlans).where(eq(mealPlans.id, body.fromId));
    if (!from) throw notFound(MEAL_PLAN_MSG.notFound);
    content = from.content;
    // A target is one person's: it follows the copy only within the same client.
    if (from.userId && from.userId === (body.userId ?? null)) target = from.target ?? null;
  }
  const now = deps.clock.now();
  let id: string;
  try {
    const [row] = await deps.db
      .insert(mealPlans)
      .values({
        userId: body.template ? null : body.userId!,
        deliveryId: body.template ? null : (body.deliveryId ?? null),
        template: body.template,
        title,
        content,
        target,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mealPlans.id });
    id = row!.id;
  } catch (err) {
    // Two plans raced for one delivery: the unique index decided.
    if (sqlState(err) === '23505') throw conflict(MEAL_PLAN_MSG.deliveryTaken);
    throw err;
  }
  return getMealPlan(deps, me, id);
}

/**
 * Every food of the draft is in the table (archived ones too: a plan keeps what it named)
 * and every unit is grams or one of that food's measures; the first that is not answers
 * 400 with the field's path.
 */
async function checkFoods(db: Db, content: TPlanContent): Promise<void> {
  const foods = indexFoods(await planFoodsByIds(db, foodIdsOf(content)));
  const check = (p: { foodId: string; unit: string }, path: string) => {
    const food = foods.get(p.foodId);
    if (!food)
      throw badRequest(MEAL_PLAN_MSG.unknownFood, {
        [`${path}.foodId`]: MEAL_PLAN_MSG.unknownFood,
      });
    if (p.unit !== GRAMS && !food.measures.some((m) => m.name === p.unit))
      throw badRequest(MEAL_PLAN_MSG.unknownMeasure, {
        [`${path}.unit`]: MEAL_PLAN_MSG.unknownMeasure,
      });
  };
  content.days.forEach((d, di) =>
    d.meals.forEach((m, mi) =>
      m.items.forEach((item, ii) => {
        const path = `content.days.${di}.meals.${mi}.items.${ii}`;
        check(item, path);
        item.substitutes.forEach((s, si) => check(s, `${path}.substitutes.${si}`));
      }),
    ),
  );
}

/** PUT planes-alimentarios/{id}: the draft; the client sees it once it is published. */
export async function updateMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  id: string,
  body: z.output<typeof ZMealPlanUpdateSchema>,
): Promise<TMealPlan> {
  await planRow(deps.db, id);
  await checkFoods(deps.db, body.content);
  await deps.db
    .update(mealPlans)
    .set({
      title: body.title,
      content: body.content,
      target: body.target,
      updatedAt: deps.clock.now(),
    })
    .where(eq(mealPlans.id, id));
  return getMealPlan(deps, me, id);
}

/** A draft never published, or a template; a published plan is the client's delivery and stays. */
export async function deleteMealPlan(deps: MealPlansDeps, id: string): Promise<void> {
  await planRow(deps.db, id);
  const [published] = await versionsOf(deps.db, id).limit(1);
  if (published) throw conflict(MEAL_PLAN_MSG.publishedNoDelete);
  await deps.db.delete(mealPlans).where(eq(mealPlans.id, id));
}

/**
 * Publishing delivers the plan: a new version freezes the draft, its target and the
 * foods' values, its PDF is stored, and the delivery it answers (if any) gets the PDF and
 * is 'Entregado', all in one transaction. A failure removes the PDF it stored.
 */
export async function publishMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  id: string,
): Promise<{ plan: TMealPlan; version: number }> {
  const draft = await planRow(deps.db, id);
  if (draft.template) throw badRequest(MEAL_PLAN_MSG.templateNoPublish);
  if (!hasItems(draft.content)) throw badRequest(MEAL_PLAN_MSG.emptyPlan);
  const practice = await getPractice(deps.db);
  const now = deps.clock.now();
  let stored: string | undefined;
  try {
    const version = await deps.db.transaction(async (tx) => {
      // The plan's row is locked: two publications at once number their versions in turn.
      const [plan] = await tx.select().from(mealPlans).where(eq(mealPlans.id, id)).for('update');
      if (!plan) throw notFound(MEAL_PLAN_MSG.notFound);
      if (!hasItems(plan.content)) throw badRequest(MEAL_PLAN_MSG.emptyPlan);
      const [client] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, plan.userId!));
      const [last] = await tx
        .select({ n: sql<number | null>`max(${mealPlanVersions.version})` })
        .from(mealPlanVersions)
        .where(eq(mealPlanVersions.planId, id));
      const next = Number(last?.n ?? 0) + 1;
      const foods = await planFoodsByIds(tx, foodIdsOf(plan.content));
      const pdf = await renderMealPlanPdf({
        practice: { name: practice.name.trim() || SITE_NAME, title: practice.title },
        client: client?.name ?? '',
        title: plan.title,
        version: next,
        publishedAt: now,
        content: plan.content,
        target: plan.target ?? null,
        foods,
      });
      stored = await deps.storage.put('deliveries', pdf, 'pdf');
      await tx.insert(mealPlanVersions).values({
        planId: id,
        version: next,
        title: plan.title,
        content: plan.content,
        target: plan.target ?? null,
        foods,
        pdfName: stored,
        publishedAt: now,
      });
      if (plan.deliveryId) await deliverMealPlanFile(tx, plan.deliveryId, stored, now);
      return next;
    });
    return { plan: await getMealPlan(deps, me, id), version };
  } catch (err) {
    if (stored) await deps.storage.remove('deliveries', stored);
    throw err;
  }
}

/** The client's e-mail after a publication: the plan is ready (or changed), and where to see it. */
export async function sendMealPlanPublishedMail(
  deps: MealPlansDeps,
  plan: Pick<TMealPlan, '_id' | 'cliente'>,
  version: number,
): Promise<void> {
  if (!plan.cliente) return;
  await deps.mailer.send(
    mealPlanPublishedMail(plan.cliente.email, plan.cliente.name, {
      version,
      url: `${deps.config.publicUrl}${PATHS.mealPlan(plan._id)}`,
    }),
  );
}

/** A published version's PDF (default: the latest) and the name it downloads as. */
export async function mealPlanPdf(
  deps: MealPlansDeps,
  id: string,
  version: number | undefined,
): Promise<{ data: Buffer; filename: string }> {
  const [v] = await deps.db
    .select({ version: mealPlanVersions.version, pdfName: mealPlanVersions.pdfName })
    .from(mealPlanVersions)
    .where(
      and(
        eq(mealPlanVersions.planId, id),
        version === undefined ? undefined : eq(mealPlanVersions.version, version),
      ),
    )
    .orderBy(desc(mealPlanVersions.version))
    .limit(1);
  if (!v) throw notFound(MEAL_PLAN_MSG.versionNotFound);
  const data = await deps.storage.read('deliveries', v.pdfName);
  if (!data) throw notFound(MEAL_PLAN_MSG.versionNotFound);
  return { data, filename: `plan-alimentario-v${v.version}.pdf` };
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
  if (!day?.meals.some((m) => m.slot === body.slot))
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
  for (let d = start; d <= to; d = addDays(d, 1)) {
    const expected = content.days[dayIndexFor(d, content.days)]?.meals.length ?? 0;
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

// ---------------------------------------------------------------- energy target

const numberOrNull = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/**
 * The proposed daily target for a client: the user's sex and age, the latest control that
 * has both weight and height, and the anamnesis's sport and objective, through the one
 * arithmetic (contract/nutrition.ts).
 */
export async function proposeTargetFor(
  deps: MealPlansDeps,
  userId: string,
  method: TEnergyMethod,
): Promise<TTargetProposal> {
  const [user] = await deps.db
    .select({ age: users.age, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(USERS_MSG.notFound);
  const [control] = await deps.db
    .select({ peso: controls.peso, talla: controls.talla, at: controls.createdAt })
    .from(controls)
    .where(and(eq(controls.userId, userId), isNotNull(controls.peso), isNotNull(controls.talla)))
    .orderBy(desc(controls.createdAt), desc(controls.id))
    .limit(1);
  const [anamnesis] = await deps.db
    .select({
      sportsDays: anamneses.sportsDays,
      sportsHours: anamneses.sportsHours,
      physicalActivity: anamneses.physicalActivity,
      objectives: anamneses.objectives,
    })
    .from(anamneses)
    .where(eq(anamneses.userId, userId));
  const objective = OBJECTIVES.find((o) => o === anamnesis?.objectives) ?? null;
  const inputs = {
    sex: user.gender,
    age: user.age,
    heightCm: numberOrNull(control?.talla),
    weightKg: numberOrNull(control?.peso),
    measuredAt: control?.at.toISOString() ?? null,
    sportsDays: numberOrNull(anamnesis?.sportsDays),
    sportsHours: anamnesis?.sportsHours ?? null,
    physicalActivity: anamnesis?.physicalActivity ?? null,
    objective,
  };
  return { method, inputs, ...proposeTarget(inputs, { method }) };
}
