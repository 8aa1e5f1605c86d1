import { and, count, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { AGENDA_MSG } from '@contract/agenda-slots';
import type { TAttendance } from '@contract/agenda';
import { MONTEVIDEO_TIME_ZONE, montevideoDay } from '@contract/time';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { returnCredit } from '../commerce';
import { cancelPolicy } from '../practice';
import { calendarEvents } from './agenda.tables';
import type { AgendaDeps, EventRow } from './agenda.service';

/*
 * Whether the client came to a turno (issue 34). She marks it once it started; what she
 * did not mark is 'Asistió' the day after. A no-show follows her policy for the credit:
 * 'pierde' keeps it used, 'conserva' gives it back.
 */

/** PUT calendar/{id}/asistencia. */
export async function markAttendance(
  deps: Pick<AgendaDeps, 'db' | 'clock'>,
  id: string,
  attendance: TAttendance,
): Promise<EventRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [e] = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)))
      .for('update');
    if (!e) throw notFound(AGENDA_MSG.notFound);
    if (e.start.getTime() > now.getTime()) throw conflict(AGENDA_MSG.notStarted);
    let creditId = e.creditId;
    if (attendance === 'no-asistio' && creditId) {
      const policy = await cancelPolicy(tx);
      if (policy.lateCredit === 'conserva') {
        // The credit comes back and the turno lets go of it, so it can book another (a
        // credit books one live turno). Marked 'Asistió' again later, it is not taken
        // back: the client may have booked with it meanwhile.
        await returnCredit(tx, creditId, e, now);
        creditId = null;
      }
    }
    const [saved] = await tx
      .update(calendarEvents)
      .set({ attendance, attendanceAuto: false, attendanceAt: now, creditId })
      .where(eq(calendarEvents.id, id))
      .returning();
    return saved!;
  });
}

/**
 * The job: every turno that ended before today (Montevideo) and that she did not mark is
 * 'Asistió', said to be by default. Only turnos of someone (a client or a person she
 * typed), not time she blocked for herself.
 */
export async function markAttendanceByDefault(deps: Pick<AgendaDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const todayStarts = sql`(${montevideoDay(now)}::date)::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`;
  const marked = await deps.db
    .update(calendarEvents)
    .set({ attendance: 'asistio', attendanceAuto: true, attendanceAt: now })
    .where(
      and(
        isNull(calendarEvents.attendance),
        isNull(calendarEvents.cancelledAt),
        lt(calendarEvents.end, todayStarts),
        or(isNotNull(calendarEvents.userId), ne(calendarEvents.contactName, '')),
      ),
    )
    .returning({ id: calendarEvents.id });
  return marked.length;
}

/** This month's (Montevideo) turnos that started and were marked, and the no-shows among them. */
export async function attendanceThisMonth(db: Db, now: Date) {
  const monthStarts = sql`(date_trunc('month', (${now.toISOString()}::timestamptz at time zone ${MONTEVIDEO_TIME_ZONE})))::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`;
  const [row] = await db
    .select({
      marked: count(),
      noShows: sql<number>`(count(*) filter (where ${calendarEvents.attendance} = 'no-asistio'))::int`,
    })
    .from(calendarEvents)
    .where(
      and(
        isNotNull(calendarEvents.attendance),
        isNull(calendarEvents.cancelledAt),
        sql`${calendarEvents.start} >= ${monthStarts}`,
        sql`${calendarEvents.start} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return { marked: row?.marked ?? 0, noShows: row?.noShows ?? 0 };
}
