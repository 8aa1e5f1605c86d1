import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  BUSY_TITLE,
  type TCalendarEvent,
  type TCalendarQuery,
  type TUpcomingAnswer,
} from '@contract/agenda';
import { clientMayCancel } from '@contract/practice';
import { DAY_MS } from '@contract/calendar-day';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Pusher } from '../push';
import { getPractice } from '../practice';
import { users } from '../users/users.tables';
import { calendarEvents } from './agenda.tables';

/*
 * The calendar as each viewer may read it. Booking, moving and cancelling are
 * appointments.service.ts; their e-mails appointment-mails.ts; reminders reminders.ts.
 */

export interface AgendaDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  /** Absent in tests that push nothing. */
  push?: Pusher;
}

export type EventRow = typeof calendarEvents.$inferSelect;
type Viewer = { id: string; type: string } | null;

/**
 * What a viewer may see of an event (DECISIONS §2): the admin and the client it is for
 * see it whole; everyone else sees busy time titled 'No disponible', nothing personal.
 */
export function eventFor(viewer: Viewer, e: EventRow, clientName = ''): TCalendarEvent {
  const whole = viewer !== null && (viewer.type === 'admin' || viewer.id === e.userId);
  const base = {
    _id: e.id,
    allDay: e.allDay,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
  };
  return whole
    ? {
        ...base,
        title: e.title,
        email: e.email,
        description: e.description,
        color: e.color,
        userId: e.userId,
        person: e.userId ? clientName : e.contactName,
        phone: e.contactPhone,
        busy: false,
        asistencia: e.attendance,
        asistenciaAutomatica: e.attendanceAuto,
      }
    : {
        ...base,
        title: BUSY_TITLE,
        email: '',
        description: '',
        color: 'red',
        userId: null,
        person: '',
        phone: '',
        busy: true,
        asistencia: null,
        asistenciaAutomatica: false,
      };
}

/** One event as `eventFor` shows it, with its client's name read. */
export async function eventAnswer(
  deps: AgendaDeps,
  viewer: Viewer,
  e: EventRow,
): Promise<TCalendarEvent> {
  const [client] = e.userId
    ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, e.userId))
    : [];
  return eventFor(viewer, e, client?.name);
}

/** Live events overlapping [from, to): by default the last week and the next eight. */
export async function listEvents(deps: AgendaDeps, viewer: Viewer, q: TCalendarQuery) {
  const now = deps.clock.now().getTime();
  const from = q.from ? new Date(q.from) : new Date(now - 7 * DAY_MS);
  const to = q.to ? new Date(q.to) : new Date(now + 56 * DAY_MS);
  // One end given past the other's default (from=9999-12-31 alone): an empty range, not a
  // range PostgreSQL refuses (issue 33's walk of extreme dates found the 500).
  if (from.getTime() >= to.getTime()) return [];
  const rows = await deps.db
    .select({ e: calendarEvents, clientName: users.name })
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.userId))
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        // The no-overlap constraint's own GiST index answers this: 'start < to and end >
        // from' walked every event before `to`, the whole history (8,000 events: 4.5 ms
        // against 1 ms on PGlite). Live events are never empty ranges (end > start).
        sql`tstzrange(${calendarEvents.start}, ${calendarEvents.end}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(calendarEvents.start));
  return rows.map((r) => eventFor(viewer, r.e, r.clientName ?? ''));
}

/**
 * GET calendar/user/{id}: the client's live appointments that have not ended, soonest
 * first, with the consulting room; whether the viewer may still cancel each one.
 */
export async function upcomingEvents(
  deps: AgendaDeps,
  viewer: { id: string; type: string },
  userId: string,
): Promise<TUpcomingAnswer> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: calendarEvents.id, start: calendarEvents.start, end: calendarEvents.end })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        isNull(calendarEvents.cancelledAt),
        gt(calendarEvents.end, now),
      ),
    )
    .orderBy(asc(calendarEvents.start));
  const { address, mapUrl, cancelHours } = await getPractice(deps.db);
  const past = await deps.db
    .select({
      id: calendarEvents.id,
      start: calendarEvents.start,
      end: calendarEvents.end,
      attendance: calendarEvents.attendance,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        isNull(calendarEvents.cancelledAt),
        lte(calendarEvents.start, now),
      ),
    )
    .orderBy(desc(calendarEvents.start))
    .limit(50);
  return {
    history: past.map((e) => ({
      _id: e.id,
      start: e.start.toISOString(),
      end: e.end.toISOString(),
      asistencia: e.attendance,
    })),
    appointments: rows.map((e) => ({
      _id: e.id,
      start: e.start.toISOString(),
      end: e.end.toISOString(),
      mayCancel: viewer.type === 'admin' || clientMayCancel({ cancelHours }, e.start, now),
    })),
    place: { address, mapUrl },
  };
}

/** The owner the access check compares against; '' for an event that is no client's. */
export async function eventOwner(db: Db, id: string): Promise<string | null> {
  const [e] = await db
    .select({ userId: calendarEvents.userId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)));
  return e ? (e.userId ?? '') : null;
}
