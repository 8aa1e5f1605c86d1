import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { TDashboard } from '@contract/dashboard';
import { DELIVERY_WARNING_DAYS } from '@contract/deliveries';
import {
  addDaysInMontevideo,
  businessDaysUntil,
  montevideoDay,
  montevideoInstant,
  montevideoTime,
} from '@contract/time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { calendarEvents } from '../agenda/agenda.tables';
import { attendanceThisMonth, waitlistThisMonth } from '../agenda';
import { backupHealth } from '../backups';
import { pendingRequests } from '../privacy';
import { keptRecordsDue } from '../clinical';
import { pendingInvoiceCount } from '../invoicing';
import { anamneses, controls } from '../clinical/clinical.tables';
import { sales } from '../commerce/commerce.tables';
import { dueDateOf } from '../deliveries';
import { loadWorkCalendar } from '../practice';
import { deliveries } from '../deliveries/deliveries.tables';
import { mealPlans } from '../meal-plans/meal-plans.tables';
import { messages } from '../messages/messages.tables';
import { getPractice } from '../practice';
import { users } from '../users/users.tables';

export interface DashboardDeps {
  db: Db;
  clock: Clock;
}

/** How many clients each list names (the counts are whole). */
const LIST_LIMIT = 20;

/** The Montevideo days, week (Monday to Sunday) and months the counts run over. */
export function dashboardRanges(now: Date) {
  const c = montevideoTime(now);
  const today = montevideoInstant(c.year, c.month, c.day);
  const sinceMonday = (c.weekday + 6) % 7;
  return {
    today,
    tomorrow: addDaysInMontevideo(today, 1),
    dayAfter: addDaysInMontevideo(today, 2),
    weekStart: montevideoInstant(c.year, c.month, c.day - sinceMonday),
    weekEnd: montevideoInstant(c.year, c.month, c.day - sinceMonday + 7),
    monthStart: montevideoInstant(c.year, c.month, 1),
    nextMonthStart: montevideoInstant(c.year, c.month + 1, 1),
    lastMonthStart: montevideoInstant(c.year, c.month - 1, 1),
  };
}

const clientsOnly = eq(users.type, 'guest');

/**
 * GET resumen ('Hoy', DECISIONS §9): her day in one answer. Every count is aggregated in
 * SQL over an indexed range (appointments by start, sales by creation, new clients by
 * sign-up, unread messages by their partial index, pending deliveries by theirs); the
 * due days of the few pending deliveries are business-day arithmetic (contract/time.ts).
 */
export async function dashboard(deps: DashboardDeps): Promise<TDashboard> {
  const { db } = deps;
  const now = deps.clock.now();
  const r = dashboardRanges(now);
  const received = and(
    gt(sales.monto, '0'),
    isNull(sales.refundedAt),
    eq(sales.refundDue, false),
    gte(sales.createdAt, r.lastMonthStart),
    lt(sales.createdAt, r.nextMonthStart),
  );
  const thisMonth = sql`${sales.createdAt} >= ${r.monthStart}`;
  const [
    practice,
    appointments,
    pending,
    unread,
    nextControls,
    nextControlCount,
    unseen,
    unseenCount,
    fresh,
    freshCount,
    money,
    failed,
    failedCount,
    backup,
    dataRequests,
    keptDue,
    invoicesPending,
    attendance,
    waitlist,
  ] = await Promise.all([
    getPractice(db),
    db
      .select({
        id: calendarEvents.id,
        start: calendarEvents.start,
        end: calendarEvents.end,
        userId: calendarEvents.userId,
        title: calendarEvents.title,
        email: calendarEvents.email,
        name: users.name,
      })
      .from(calendarEvents)
      .leftJoin(users, eq(users.id, calendarEvents.userId))
      .where(
        and(
          isNull(calendarEvents.cancelledAt),
          gte(calendarEvents.start, r.today),
          lt(calendarEvents.start, r.dayAfter),
        ),
      )
      .orderBy(asc(calendarEvents.start)),
    db
      .select({
        id: deliveries.id,
        userId: deliveries.userId,
        plan: deliveries.planTitle,
        paidAt: deliveries.paidAt,
        name: users.name,
        email: users.email,
        anamnesisAt: anamneses.createdAt,
        mealPlanId: mealPlans.id,
      })
      .from(deliveries)
      .innerJoin(users, eq(users.id, deliveries.userId))
      .innerJoin(sales, eq(sales.id, deliveries.saleId))
      .leftJoin(anamneses, eq(anamneses.userId, deliveries.userId))
      .leftJoin(mealPlans, eq(mealPlans.deliveryId, deliveries.id))
      .where(and(eq(deliveries.state, 'Pendiente'), isNull(sales.refundedAt))),
    db
      .select({ messages: count(), conversations: countDistinct(messages.clientId) })
      .from(messages)
      .where(and(eq(messages.state, 'Nuevo'), eq(messages.fromUserId, messages.clientId))),
    db
      .select({ id: users.id, name: users.name, email: users.email, at: users.dateNextControl })
      .from(users)
      .where(nextControlThisWeek(r))
      .orderBy(asc(users.dateNextControl))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(users).where(nextControlThisWeek(r)),
    db
      .select({
        id: controls.id,
        userId: controls.userId,
        at: controls.createdAt,
        name: users.name,
        email: users.email,
      })
      .from(controls)
      .innerJoin(users, eq(users.id, controls.userId))
      .where(isNull(controls.seenAt))
      .orderBy(asc(controls.createdAt), asc(controls.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(controls).where(isNull(controls.seenAt)),
    db
      .select({ id: users.id, name: users.name, email: users.email, at: users.createdAt })
      .from(users)
      .where(and(clientsOnly, gte(users.createdAt, r.weekStart)))
      .orderBy(desc(users.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({ n: count() })
      .from(users)
      .where(and(clientsOnly, gte(users.createdAt, r.weekStart))),
    db
      .select({
        thisMonth: sql<string>`coalesce(sum(${sales.monto}) filter (where ${thisMonth}), 0)::text`,
        lastMonth: sql<string>`coalesce(sum(${sales.monto}) filter (where not (${thisMonth})), 0)::text`,
        salesThisMonth: sql<number>`(count(*) filter (where ${thisMonth}))::int`,
        salesLastMonth: sql<number>`(count(*) filter (where not (${thisMonth})))::int`,
      })
      .from(sales)
      .where(received),
    db
      .select({
        id: calendarEvents.id,
        start: calendarEvents.start,
        userId: calendarEvents.userId,
        title: calendarEvents.title,
        email: calendarEvents.email,
        name: users.name,
        failedAt: calendarEvents.reminderFailedAt,
        error: calendarEvents.reminderError,
      })
      .from(calendarEvents)
      .leftJoin(users, eq(users.id, calendarEvents.userId))
      .where(reminderFailed(r))
      .orderBy(asc(calendarEvents.start))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(calendarEvents).where(reminderFailed(r)),
    backupHealth(deps),
    pendingRequests(deps),
    keptRecordsDue(db, now),
    pendingInvoiceCount(db),
    attendanceThisMonth(db, now),
    waitlistThisMonth(db, now),
  ]);

  const today = montevideoDay(now);
  const calendar = await loadWorkCalendar(db);
  const owed = pending.flatMap((d) => {
    const dueDate = dueDateOf(d.paidAt, d.anamnesisAt, calendar);
    if (!dueDate) return [];
    const item = {
      _id: d.id,
      userId: d.userId,
      client: d.name,
      plan: d.plan,
      dueDate,
      daysLeft: businessDaysUntil(now, dueDate, calendar.closed),
    };
    return [{ ...item, email: d.email, mealPlanId: d.mealPlanId }];
  });
  owed.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  // 'Entregas' shows the delivery; 'Planes para armar' also whose it is and the plan begun.
  const deliveryOf = ({ email: _e, mealPlanId: _m, ...d }: (typeof owed)[number]) => d;
  const m = money[0]!;
  return {
    today,
    appointments: appointments.map((a) => ({
      _id: a.id,
      start: a.start.toISOString(),
      end: a.end.toISOString(),
      day: a.start < r.tomorrow ? ('today' as const) : ('tomorrow' as const),
      userId: a.userId,
      client: a.name ?? (a.title || a.email),
      place: practice.address,
    })),
    deliveries: {
      overdue: owed.filter((d) => d.dueDate < today).map(deliveryOf),
      dueSoon: owed
        .filter((d) => d.dueDate >= today && d.daysLeft <= DELIVERY_WARNING_DAYS)
        .map(deliveryOf),
    },
    // Every plan owed whose anamnesis is done (so its due day runs), soonest due first.
    plansToBuild: { count: owed.length, items: owed.slice(0, LIST_LIMIT) },
    newControls: {
      count: unseenCount[0]?.n ?? 0,
      items: unseen.map((c) => ({
        _id: c.id,
        userId: c.userId,
        client: c.name,
        email: c.email,
        at: c.at.toISOString(),
      })),
    },
    unread: { messages: unread[0]?.messages ?? 0, conversations: unread[0]?.conversations ?? 0 },
    controlsThisWeek: {
      count: nextControlCount[0]?.n ?? 0,
      clients: nextControls.map((u) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        at: u.at!.toISOString(),
      })),
    },
    newClientsThisWeek: {
      count: freshCount[0]?.n ?? 0,
      clients: fresh.map((u) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        at: u.at.toISOString(),
      })),
    },
    reminderFailures: {
      count: failedCount[0]?.n ?? 0,
      items: failed.map((a) => ({
        _id: a.id,
        start: a.start.toISOString(),
        userId: a.userId,
        client: a.name ?? (a.title || a.email),
        failedAt: a.failedAt!.toISOString(),
        error: a.error ?? '',
      })),
    },
    money: {
      thisMonth: m.thisMonth,
      lastMonth: m.lastMonth,
      salesThisMonth: m.salesThisMonth,
      salesLastMonth: m.salesLastMonth,
    },
    backup: { lastOkAt: backup.lastOkAt?.toISOString() ?? null, overdue: backup.overdue },
    dataRequests,
    keptRecordsDue: keptDue,
    invoicesPending,
    attendance,
    waitlist,
  };
}

function nextControlThisWeek(r: { weekStart: Date; weekEnd: Date }) {
  return and(
    clientsOnly,
    gte(users.dateNextControl, r.weekStart),
    lt(users.dateNextControl, r.weekEnd),
  );
}

/** A live appointment from today on whose last reminder send failed (a success clears it). */
function reminderFailed(r: { today: Date }) {
  return and(
    isNotNull(calendarEvents.reminderFailedAt),
    isNull(calendarEvents.cancelledAt),
    gte(calendarEvents.start, r.today),
  );
}
