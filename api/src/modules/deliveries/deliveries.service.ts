import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DELIVERY_BUSINESS_DAYS,
  DELIVERY_MSG,
  DELIVERY_WARNING_DAYS,
  type TDelivery,
  type ZDeliveriesQuerySchema,
} from '@contract/deliveries';
import { PLAN_ANAMNESIS } from '@contract/catalog';
import { buildPath } from '@contract/endpoint';
import { deliveriesEndpoints } from '@contract/endpoints/deliveries';
import { PATHS } from '@contract/pages';
import { addBusinessDays, businessDaysUntil, montevideoDay } from '@contract/time';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ownerOf } from '../../db/owner';
import type { Mailer } from '../../mail/mailer';
import { sendOnce } from '../../mail/send-once';
import { deliveredMail, deliveryWarningMail } from '../../mail/templates';
import type { SignedLinks } from '../../media/signed-links';
import type { Storage } from '../../media/storage';
import { notFound } from '../../http/http-error';
import { plans } from '../catalog/catalog.tables';
import { anamneses } from '../clinical/clinical.tables';
import { loadWorkCalendar, sendNotice, type WorkCalendar } from '../practice';
import { sales } from '../commerce/commerce.tables';
import { users } from '../users/users.tables';
import { deliveries } from './deliveries.tables';

export interface DeliveriesDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  links: SignedLinks;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Called in the sale's transaction for every plan sold or assigned (ebooks excepted). */
export async function owePlanDelivery(
  tx: Tx,
  d: { saleId: string; userId: string; planId: string | null; planTitle: string; paidAt: Date },
): Promise<void> {
  await tx.insert(deliveries).values({ ...d, createdAt: d.paidAt });
}

/** Every delivery still owed or delivered whose sale was not refunded, with its client and anamnesis. */
function selectDeliveries(db: Db, where?: SQL) {
  return db
    .select({
      d: deliveries,
      name: users.name,
      email: users.email,
      anamnesisAt: anamneses.createdAt,
      planAnamnesis: plans.anamnesis,
    })
    .from(deliveries)
    .innerJoin(users, eq(users.id, deliveries.userId))
    .innerJoin(sales, eq(sales.id, deliveries.saleId))
    .leftJoin(anamneses, eq(anamneses.userId, deliveries.userId))
    .leftJoin(plans, eq(plans.id, deliveries.planId))
    .where(and(isNull(sales.refundedAt), where));
}
type Joined = Awaited<ReturnType<typeof selectDeliveries>>[number];

/**
 * The due day: 10 business days of her calendar (practice/work-calendar.ts: her days off
 * and the blocked days skipped) after the later of payment and anamnesis; none without one.
 */
export function dueDateOf(
  paidAt: Date,
  anamnesisAt: Date | null,
  calendar: WorkCalendar,
): string | null {
  if (!anamnesisAt) return null;
  const start = anamnesisAt > paidAt ? anamnesisAt : paidAt;
  return addBusinessDays(start, DELIVERY_BUSINESS_DAYS, calendar.closed);
}

const filePath = (name: string) => `/api${buildPath(deliveriesEndpoints.file.path, { name })}`;

/**
 * A delivery's files as the client downloads them: the published meal plan's PDFs first,
 * newest first, each named by its version ('Plan alimentario v2 (actual)'), then the files
 * she uploaded, in the order she did.
 */
export function deliveryFiles(
  files: readonly string[],
  versions: Readonly<Record<string, number>>,
): { name: string; label: string | null }[] {
  const plans = files
    .filter((name) => versions[name] !== undefined)
    .sort((a, b) => versions[b]! - versions[a]!);
  const others = files.filter((name) => versions[name] === undefined);
  return [
    ...plans.map((name, i) => ({
      name,
      label: `Plan alimentario v${versions[name]}${i === 0 ? ' (actual)' : ''}`,
    })),
    ...others.map((name) => ({ name, label: null })),
  ];
}

function toApi(deps: DeliveriesDeps, calendar: WorkCalendar, j: Joined): TDelivery {
  const now = deps.clock.now();
  const dueDate = dueDateOf(j.d.paidAt, j.anamnesisAt, calendar);
  return {
    _id: j.d.id,
    userId: j.d.userId,
    cliente: { name: j.name, email: j.email },
    planId: j.d.planId,
    plan: j.d.planTitle,
    planAnamnesis: PLAN_ANAMNESIS.find((k) => k === j.planAnamnesis) ?? null,
    paidAt: j.d.paidAt.toISOString(),
    anamnesisAt: j.anamnesisAt?.toISOString() ?? null,
    dueDate,
    state: j.d.state,
    daysLeft:
      dueDate && j.d.state === 'Pendiente'
        ? businessDaysUntil(now, dueDate, calendar.closed)
        : null,
    missing: j.anamnesisAt ? null : 'anamnesis',
    notes: j.d.notes,
    deliveredAt: j.d.deliveredAt?.toISOString() ?? null,
    files: deliveryFiles(j.d.files, j.d.fileVersions).map((f) => ({
      ...f,
      url: deps.links.signPath(filePath(f.name), now),
    })),
  };
}

/**
 * GET entregas: the admin's list (pending first, soonest due first; those waiting for an
 * anamnesis after them), or a client's own.
 */
export async function listDeliveries(
  deps: DeliveriesDeps,
  me: { id: string; type: string },
  q: z.output<typeof ZDeliveriesQuerySchema>,
): Promise<TDelivery[]> {
  const filters: SQL[] = [];
  if (me.type !== 'admin') filters.push(eq(deliveries.userId, me.id));
  if (q.estado) filters.push(eq(deliveries.state, q.estado));
  if (q.q && me.type === 'admin') {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        sql`f_unaccent(lower(${users.name})) like f_unaccent(lower(${like}))`,
        ilike(users.email, like),
      )!,
    );
  }
  const [rows, calendar] = await Promise.all([
    selectDeliveries(deps.db, and(...filters)).orderBy(asc(deliveries.paidAt)),
    loadWorkCalendar(deps.db),
  ]);
  const list = rows.map((j) => toApi(deps, calendar, j));
  const rank = (d: TDelivery) => (d.state === 'Entregado' ? 2 : d.dueDate ? 0 : 1);
  return list.sort((a, b) => rank(a) - rank(b) || (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

export async function getDelivery(deps: DeliveriesDeps, id: string): Promise<TDelivery> {
  const [j] = await selectDeliveries(deps.db, eq(deliveries.id, id));
  if (!j) throw notFound(DELIVERY_MSG.notFound);
  return toApi(deps, await loadWorkCalendar(deps.db), j);
}

/** The owner the access check compares against. */
export const deliveryOwner = (db: Db, id: string) =>
  ownerOf(db, deliveries, { id: deliveries.id, owner: deliveries.userId }, id);

/**
 * The nutritionist hands over the client's plan: the files are added, the delivery is
 * 'Entregado', and the client is told where to download it.
 */
export async function deliver(
  deps: DeliveriesDeps,
  id: string,
  uploads: string[],
  notes: string | undefined,
): Promise<TDelivery> {
  await getDelivery(deps, id); // a refunded sale owes nothing: 404 before anything changes
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    if (!d) throw notFound(DELIVERY_MSG.notFound);
    await tx
      .update(deliveries)
      .set({
        files: [...d.files, ...uploads],
        notes: notes ?? d.notes,
        state: 'Entregado',
        deliveredAt: d.deliveredAt ?? now,
      })
      .where(eq(deliveries.id, id));
  });
  return getDelivery(deps, id);
}

/**
 * A delivery a meal plan may answer: its client and the plan sold (null when there is no
 * such delivery, or its sale was refunded: a refunded sale owes nothing).
 */
export async function deliveryForMealPlan(
  db: Db | Tx,
  id: string,
): Promise<{ userId: string; planTitle: string } | null> {
  const [row] = await db
    .select({ userId: deliveries.userId, planTitle: deliveries.planTitle })
    .from(deliveries)
    .innerJoin(sales, eq(sales.id, deliveries.saleId))
    .where(and(eq(deliveries.id, id), isNull(sales.refundedAt)));
  return row ?? null;
}

/**
 * A published meal plan is the delivery (issue 23): its PDF joins the delivery's files,
 * remembered as that version's (issue 31), and the delivery is 'Entregado' (the first
 * delivery day is kept). Runs in the caller's transaction, so a publication that fails
 * leaves the delivery as it was.
 */
export async function deliverMealPlanFile(
  tx: Tx,
  id: string,
  file: { name: string; version: number },
  now: Date,
): Promise<void> {
  const [d] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  if (!d) throw notFound(DELIVERY_MSG.notFound);
  await tx
    .update(deliveries)
    .set({
      files: [...d.files, file.name],
      fileVersions: { ...d.fileVersions, [file.name]: file.version },
      state: 'Entregado',
      deliveredAt: d.deliveredAt ?? now,
    })
    .where(eq(deliveries.id, id));
}

export async function sendDeliveredMail(deps: DeliveriesDeps, d: TDelivery): Promise<void> {
  const url = d.planId
    ? `${deps.config.publicUrl}${PATHS.planPurchase(d.planId, d.userId)}`
    : `${deps.config.publicUrl}${PATHS.profile(d.userId)}`;
  await deps.mailer.send(deliveredMail(d.cliente.email, d.cliente.name, d.plan, url));
}

/** Whether a stored name belongs to some delivery: a signed link to a removed file finds nothing. */
export async function deliveryFileInUse(db: Db, name: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(sql`${name} = any(${deliveries.files})`)
    .limit(1);
  return Boolean(hit);
}

/** A user's delivered files, to remove with the account. */
export async function deliveryFilesOf(tx: Tx | Db, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ files: deliveries.files })
    .from(deliveries)
    .where(eq(deliveries.userId, userId));
  return rows.flatMap((r) => r.files);
}

/**
 * The nutritionist's two warnings per pending delivery, each sent once across sweeps
 * and restarts (mail/send-once.ts): two business days before the due day, and the first
 * day after it.
 */
export async function sendDeliveryWarnings(deps: DeliveriesDeps): Promise<number> {
  const now = deps.clock.now();
  const today = montevideoDay(now);
  const [pending, calendar] = await Promise.all([
    selectDeliveries(deps.db, eq(deliveries.state, 'Pendiente')),
    loadWorkCalendar(deps.db),
  ]);
  let sent = 0;
  for (const j of pending) {
    const due = dueDateOf(j.d.paidAt, j.anamnesisAt, calendar);
    if (!due) continue;
    const kind =
      today > due && !j.d.overdueSentAt
        ? 'overdue'
        : businessDaysUntil(now, due, calendar.closed) <= DELIVERY_WARNING_DAYS &&
            !j.d.dueSoonSentAt &&
            today <= due
          ? 'due-soon'
          : null;
    if (!kind) continue;
    const column = kind === 'overdue' ? deliveries.overdueSentAt : deliveries.dueSoonSentAt;
    const mark = (at: Date | null) =>
      kind === 'overdue' ? { overdueSentAt: at } : { dueSoonSentAt: at };
    const once = await sendOnce(
      async () =>
        (
          await deps.db
            .update(deliveries)
            .set(mark(now))
            .where(and(eq(deliveries.id, j.d.id), isNull(column)))
            .returning({ id: deliveries.id })
        ).length > 0,
      () => deps.db.update(deliveries).set(mark(null)).where(eq(deliveries.id, j.d.id)),
      () =>
        sendNotice(deps, (to) =>
          deliveryWarningMail(to, kind, {
            client: `${j.name} <${j.email}>`,
            plan: j.d.planTitle,
            due,
            url: `${deps.config.publicUrl}${PATHS.delivery(j.d.id)}`,
          }),
        ),
    );
    if (once) sent += 1;
  }
  return sent;
}
