import { and, desc, eq } from 'drizzle-orm';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import {
  uncoveredWeekdays,
  weekdaysMissingText,
  type TMealPlan,
  type TPlanContent,
} from '@contract/meal-plans';
import { PATHS, SITE_NAME } from '@contract/pages';
import { formatPhone } from '@contract/phone';
import { mealPlanPublishedMail } from '../../mail/templates';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import { deliverMealPlanFile } from '../deliveries';
import { getPractice } from '../practice';
import { PUSH_TEXTS } from '../push';
import { users } from '../users/users.tables';
import { renderMealPlanPdf, type PdfIdentity } from './meal-plan-pdf';
import { getMealPlan } from './meal-plan-reading.service';
import { differs, hasItems, planRow, type Caller, type MealPlansDeps } from './meal-plan-store';
import { mealPlans, mealPlanVersions } from './meal-plans.tables';
import { checkRecipes, planParts } from './plan-recipes';

/** Publishing: frozen versions, their PDFs, the delivery they answer and the client's e-mail. */

/**
 * A plan the client follows says what to eat every day of the week (issue 31): each weekday
 * on one of its days. A draft may be unfinished; a publication may not.
 */
function assertWeekCovered(content: TPlanContent): void {
  const missing = uncoveredWeekdays(content.days);
  if (missing.length === 0) return;
  const message = weekdaysMissingText(missing);
  throw new HttpError(400, message, { 'content.days': message }, 'mealPlans.weekdaysMissing');
}

/**
 * Her identity for the PDF's letterhead (practice module, docs/decisions/0014): her name
 * (the site's while she has written none), title, registration, WhatsApp as people read
 * it, address, and her photo when it can still be read.
 */
export async function pdfIdentity(deps: MealPlansDeps): Promise<PdfIdentity> {
  const p = await getPractice(deps.db);
  const photoName = p.avatar[0];
  const photo = photoName ? await deps.storage.read('images', photoName).catch(() => null) : null;
  return {
    name: p.name.trim() || SITE_NAME,
    title: p.title.trim(),
    registration: p.registration.trim(),
    whatsapp: p.whatsapp ? formatPhone(p.whatsapp) : '',
    address: p.address.trim(),
    photo,
  };
}

/**
 * Publishing delivers the plan: a new version freezes the draft, its target and the
 * foods' values, its PDF is stored, and the delivery it answers (if any) gets the PDF and
 * is 'Entregado', all in one transaction. A failure removes the PDF it stored. A draft the
 * same as the last version (title, days, target, numbers shown) makes none: `fresh` is
 * false, and nothing is mailed (issue 33: five clicks at once made five versions and
 * five mails).
 */
export async function publishMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  id: string,
): Promise<{ plan: TMealPlan; version: number; fresh: boolean }> {
  const draft = await planRow(deps.db, id);
  if (draft.template) throw badRequest(MEAL_PLAN_MSG.templateNoPublish);
  if (!hasItems(draft.content)) throw badRequest(MEAL_PLAN_MSG.emptyPlan);
  assertWeekCovered(draft.content);
  // A recipe deleted or emptied since the draft was saved would be frozen as nothing.
  await checkRecipes(deps.db, draft.content);
  const practice = await pdfIdentity(deps);
  const now = deps.clock.now();
  let stored: string | undefined;
  try {
    const { version, fresh } = await deps.db.transaction(async (tx) => {
      // The plan's row is locked: two publications at once number their versions in turn.
      const [plan] = await tx.select().from(mealPlans).where(eq(mealPlans.id, id)).for('update');
      if (!plan) throw notFound(MEAL_PLAN_MSG.notFound);
      if (!hasItems(plan.content)) throw badRequest(MEAL_PLAN_MSG.emptyPlan);
      const [client] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, plan.userId!));
      const [last] = await tx
        .select()
        .from(mealPlanVersions)
        .where(eq(mealPlanVersions.planId, id))
        .orderBy(desc(mealPlanVersions.version))
        .limit(1);
      if (last && !differs(plan, last)) return { version: last.version, fresh: false };
      const next = (last?.version ?? 0) + 1;
      const { foods, recipes } = await planParts(tx, plan.content);
      const pdf = await renderMealPlanPdf({
        practice,
        client: client?.name ?? '',
        title: plan.title,
        version: next,
        publishedAt: now,
        content: plan.content,
        target: plan.target ?? null,
        foods,
        recipes,
        showNumbers: plan.showNumbers,
      });
      stored = await deps.storage.put('deliveries', pdf, 'pdf');
      await tx.insert(mealPlanVersions).values({
        planId: id,
        version: next,
        title: plan.title,
        content: plan.content,
        target: plan.target ?? null,
        foods,
        recipes,
        showNumbers: plan.showNumbers,
        pdfName: stored,
        publishedAt: now,
      });
      if (plan.deliveryId)
        await deliverMealPlanFile(tx, plan.deliveryId, { name: stored, version: next }, now);
      return { version: next, fresh: true };
    });
    return { plan: await getMealPlan(deps, me, id), version, fresh };
  } catch (err) {
    if (stored) await deps.storage.remove('deliveries', stored);
    throw err;
  }
}

/**
 * The client's e-mail after a publication: the plan is ready (or changed), and where to see
 * it; and a push to the phones they opted in on.
 */
export async function sendMealPlanPublishedMail(
  deps: MealPlansDeps,
  plan: Pick<TMealPlan, '_id' | 'cliente' | 'userId'>,
  version: number,
): Promise<void> {
  if (!plan.cliente) return;
  if (plan.userId)
    await deps.push?.toUsers(
      [plan.userId],
      `plan:${plan._id}:${version}`,
      PUSH_TEXTS.planPublished(plan._id, version === 1),
    );
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
