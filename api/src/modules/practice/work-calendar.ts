import { and, asc, gte, lte } from 'drizzle-orm';
import { DELIVERY_BUSINESS_DAYS } from '@contract/deliveries';
import type { TDeliveryPromise } from '@contract/practice';
import {
  addBusinessDays,
  blockedByDefault,
  type ClosedDay,
  defaultBlockedDaysBetween,
  montevideoDay,
} from '@contract/time';
import { daysFromTo } from '@contract/calendar-day';
import type { Db } from '../../db/client';
import { agendaDaysOff, agendaOpenedDays } from './practice.tables';

/**
 * Her one calendar of days off (issue 30, DECISIONS §10): her days off (a vacation is one
 * row) and the days blocked by default (holidays, Carnival, Tourism Week) she did not open.
 * The Agenda's free hours, the delivery promise, the controls a plan schedules and the
 * 'Entregas' deadlines all read it here, so a vacation she blocks moves every one of them.
 */
export interface WorkCalendar {
  /** Whether a day is closed (weekends are closed by the business-day functions themselves). */
  closed: ClosedDay;
  /** Her days off, in calendar order. */
  daysOff: readonly { firstDay: string; lastDay: string; note: string }[];
}

/**
 * The whole calendar: both tables hold a handful of rows (a few vacations and opened
 * holidays a year), so one read serves any day asked, past or future, for a whole request.
 */
export async function loadWorkCalendar(db: Pick<Db, 'select'>): Promise<WorkCalendar> {
  const [daysOff, opened] = await Promise.all([
    db
      .select({
        firstDay: agendaDaysOff.firstDay,
        lastDay: agendaDaysOff.lastDay,
        note: agendaDaysOff.note,
      })
      .from(agendaDaysOff)
      .orderBy(asc(agendaDaysOff.firstDay)),
    db.select({ day: agendaOpenedDays.day }).from(agendaOpenedDays),
  ]);
  const openedDays = new Set(opened.map((r) => r.day));
  return {
    daysOff,
    closed: (day) =>
      daysOff.some((r) => r.firstDay <= day && day <= r.lastDay) ||
      (blockedByDefault(day) && !openedDays.has(day)),
  };
}

/** The days from `from` to `to` with no hours: her days off, and blocked days she did not open. */
export async function closedDaysBetween(db: Db, from: string, to: string): Promise<Set<string>> {
  const closed = new Set<string>();
  const off = await db
    .select({ firstDay: agendaDaysOff.firstDay, lastDay: agendaDaysOff.lastDay })
    .from(agendaDaysOff)
    .where(and(lte(agendaDaysOff.firstDay, to), gte(agendaDaysOff.lastDay, from)));
  for (const r of off)
    for (const day of daysFromTo(
      r.firstDay > from ? r.firstDay : from,
      r.lastDay < to ? r.lastDay : to,
    ))
      closed.add(day);
  const blocked = defaultBlockedDaysBetween(from, to);
  if (blocked.length) {
    const opened = new Set(
      (
        await db
          .select({ day: agendaOpenedDays.day })
          .from(agendaOpenedDays)
          .where(and(gte(agendaOpenedDays.day, from), lte(agendaOpenedDays.day, to)))
      ).map((r) => r.day),
    );
    for (const b of blocked) if (!opened.has(b.day)) closed.add(b.day);
  }
  return closed;
}

/**
 * The delivery promise of a plan bought now, with the anamnesis done today: the due day,
 * and the days off of hers that fall between today and it (she is away, or about to be),
 * which the plan pages and the checkout announce.
 */
export function deliveryPromise(calendar: WorkCalendar, now: Date): TDeliveryPromise {
  const today = montevideoDay(now);
  const dueDay = addBusinessDays(now, DELIVERY_BUSINESS_DAYS, calendar.closed);
  const away = calendar.daysOff.find((r) => r.lastDay >= today && r.firstDay <= dueDay);
  return {
    dueDay,
    businessDays: DELIVERY_BUSINESS_DAYS,
    away: away ? { firstDay: away.firstDay, lastDay: away.lastDay } : null,
  };
}
