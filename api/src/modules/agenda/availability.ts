import { and, asc, eq, gt, gte, isNull, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TAvailabilityOverview,
  TAvailabilityQuery,
  TAvailabilitySettings,
  TSlot,
  ZDayOffInputSchema,
} from '@contract/agenda';
import {
  AGENDA_MSG,
  type AvailabilitySettings,
  type AvailabilityWorld,
  clientSlotProblem,
  DEFAULT_AVAILABILITY,
  freeSlots,
  inAgendaWindow,
  tooFarText,
  tooSoonText,
  withinHours,
} from '@contract/agenda-slots';
import { DAY_MS } from '@contract/calendar-day';
import {
  addMonthsInMontevideo,
  blockedByDefault,
  defaultBlockedDaysBetween,
  montevideoDay,
  montevideoNoon,
} from '@contract/time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { agendaDaysOff, agendaOpenedDays } from '../practice/practice.tables';
import { closedDaysBetween } from '../practice';
import { agendaSettings, calendarEvents } from './agenda.tables';
import { heldSlots } from './waitlist-holds';

/**
 * Her availability (issue 20, DECISIONS §10), kept by the server: the one rule that
 * decides what a client may book is contract/agenda-slots.ts `freeSlots` /
 * `clientSlotProblem`, fed here from the database (settings, days off, days blocked by
 * default and not opened, live appointments). GET disponibilidad, a client's booking and a
 * client's reschedule all go through this file.
 */
export interface AvailabilityDeps {
  db: Db;
  clock: Clock;
}

/** Her settings as stored (a fresh install: the spec's Monday to Friday, 9 to 17). */
export async function loadSettings(db: Db): Promise<AvailabilitySettings> {
  const [row] = await db.select().from(agendaSettings).where(eq(agendaSettings.id, 1));
  if (!row) return DEFAULT_AVAILABILITY;
  return {
    weeklyHours: row.weeklyHours,
    slotMinutes: row.slotMinutes,
    bufferMinutes: row.bufferMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
  };
}

/**
 * What the rule needs for the days `from` to `to`: the settings, the closed days, and the
 * live appointments around them (but `ignoreEventId`, the one being moved).
 */
export async function availabilityWorld(
  db: Db,
  from: string,
  to: string,
  options: { ignoreEventId?: string; holds?: { now: Date; heldFor: string | null } } = {},
): Promise<AvailabilityWorld> {
  const settings = await loadSettings(db);
  // A day and a half either side covers every slot of those days and its buffer.
  const after = new Date(montevideoNoon(from)!.getTime() - 1.5 * DAY_MS);
  const before = new Date(montevideoNoon(to)!.getTime() + 1.5 * DAY_MS);
  const busy = await db
    .select({ start: calendarEvents.start, end: calendarEvents.end })
    .from(calendarEvents)
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        lt(calendarEvents.start, before),
        gt(calendarEvents.end, after),
        options.ignoreEventId ? ne(calendarEvents.id, options.ignoreEventId) : undefined,
      ),
    );
  // A freed slot offered to someone on the waiting list is theirs for its hours (issue 34).
  const held = options.holds
    ? await heldSlots(db, after, before, options.holds.now, options.holds.heldFor)
    : [];
  return { settings, closedDays: await closedDaysBetween(db, from, to), busy: [...busy, ...held] };
}

/**
 * 400 naming each day outside the agenda's window (contract AGENDA_WINDOW) at the server's
 * clock: the schemas bound dates to the years 1900-9999, this to what the agenda keeps.
 */
export function assertInAgendaWindow(now: Date, days: Record<string, string>): void {
  const errors = Object.fromEntries(
    Object.entries(days)
      .filter(([, day]) => !inAgendaWindow(day, now))
      .map(([field]) => [field, AGENDA_MSG.outsideWindow]),
  );
  if (Object.keys(errors).length) throw badRequest(AGENDA_MSG.outsideWindow, errors);
}

/** GET disponibilidad: the free slots of the days asked (the query schema caps them at 62). */
export async function listFreeSlots(
  deps: AvailabilityDeps,
  q: TAvailabilityQuery,
): Promise<TSlot[]> {
  assertInAgendaWindow(deps.clock.now(), { desde: q.desde, hasta: q.hasta });
  const now = deps.clock.now();
  const world = await availabilityWorld(deps.db, q.desde, q.hasta, {
    holds: { now, heldFor: null },
  });
  return freeSlots(q.desde, q.hasta, world, deps.clock.now()).map((s) => ({
    start: s.start.toISOString(),
    end: s.end.toISOString(),
  }));
}

/**
 * THE check of every client booking path: is [start, end) exactly one free slot now, for
 * this client (a slot held for another person of the waiting list is not)?
 * Throws a 400 with the reason in Spanish (stable codes agenda.past, agenda.tooFar,
 * agenda.tooSoon, agenda.unavailable), or 409 agenda.overlap when an appointment takes it
 * (the database's exclusion constraint still decides races).
 * H6 (a client's reschedule, PUT calendar/{id}): call this with `ignoreEventId` = the
 * appointment being moved, so its own current time does not stand in its way. The admin
 * never goes through it (adminSlotProblem: anywhere free of overlap).
 */
export async function assertClientSlot(
  deps: AvailabilityDeps,
  client: string,
  start: Date,
  end: Date,
  options: { ignoreEventId?: string } = {},
): Promise<void> {
  const day = montevideoDay(start);
  const world = await availabilityWorld(deps.db, day, day, {
    ...options,
    holds: { now: deps.clock.now(), heldFor: client },
  });
  const problem = clientSlotProblem(start, end, world, deps.clock.now());
  if (!problem) return;
  const say = (message: string, code?: ConstructorParameters<typeof HttpError>[3]) =>
    new HttpError(400, message, { start: message }, code);
  switch (problem) {
    case 'overlap':
      throw conflict(AGENDA_MSG.overlap, { start: AGENDA_MSG.overlap });
    case 'tooFar':
      throw say(tooFarText(world.settings.horizonDays), 'agenda.tooFar');
    case 'tooSoon':
      throw say(tooSoonText(Math.round(world.settings.minNoticeMinutes / 60)), 'agenda.tooSoon');
    default:
      throw say(AGENDA_MSG[problem]);
  }
}

// ---------------------------------------------------------------- her settings (admin)

const toApi = (s: AvailabilitySettings): TAvailabilitySettings => ({
  weeklyHours: [...s.weeklyHours].sort(
    (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
  ),
  slotMinutes: s.slotMinutes,
  bufferMinutes: s.bufferMinutes,
  minNoticeHours: Math.round(s.minNoticeMinutes / 60),
  horizonDays: s.horizonDays,
});

/**
 * GET agenda/disponibilidad: the settings, the days off not yet over, the days blocked by
 * default of the coming 12 months (and whether she opened each), and the live
 * appointments still to come that no longer fall within her hours.
 */
export async function availabilityOverview(deps: AvailabilityDeps): Promise<TAvailabilityOverview> {
  const now = deps.clock.now();
  const today = montevideoDay(now);
  const settings = await loadSettings(deps.db);
  const daysOff = await deps.db
    .select()
    .from(agendaDaysOff)
    .where(gte(agendaDaysOff.lastDay, today))
    .orderBy(asc(agendaDaysOff.firstDay));
  const yearAhead = montevideoDay(addMonthsInMontevideo(now, 12));
  const opened = new Set(
    (
      await deps.db
        .select({ day: agendaOpenedDays.day })
        .from(agendaOpenedDays)
        .where(gte(agendaOpenedDays.day, today))
    ).map((r) => r.day),
  );
  const coming = await deps.db
    .select()
    .from(calendarEvents)
    .where(and(isNull(calendarEvents.cancelledAt), gt(calendarEvents.end, now)))
    .orderBy(asc(calendarEvents.start));
  const lastDay = coming.length ? montevideoDay(coming.at(-1)!.start) : today;
  const closedDays = await closedDaysBetween(deps.db, today, lastDay > today ? lastDay : today);
  return {
    settings: toApi(settings),
    daysOff: daysOff.map((d) => ({
      _id: d.id,
      firstDay: d.firstDay,
      lastDay: d.lastDay,
      note: d.note,
    })),
    holidays: defaultBlockedDaysBetween(today, yearAhead).map((b) => ({
      ...b,
      open: opened.has(b.day),
    })),
    outside: coming
      .filter((e) => !withinHours(e.start, e.end, { settings, closedDays }))
      .map((e) => ({
        _id: e.id,
        title: e.title,
        start: e.start.toISOString(),
        end: e.end.toISOString(),
        userId: e.userId,
      })),
  };
}

/** PUT agenda/disponibilidad. Appointments already booked stay as they are. */
export async function saveSettings(db: Db, input: TAvailabilitySettings, now: Date) {
  const values = {
    weeklyHours: input.weeklyHours,
    slotMinutes: input.slotMinutes,
    bufferMinutes: input.bufferMinutes,
    minNoticeMinutes: input.minNoticeHours * 60,
    horizonDays: input.horizonDays,
    updatedAt: now,
  };
  await db
    .insert(agendaSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: agendaSettings.id, set: values });
}

/** POST agenda/dias-libres. */
export async function addDayOff(
  deps: AvailabilityDeps,
  input: z.output<typeof ZDayOffInputSchema>,
) {
  assertInAgendaWindow(deps.clock.now(), { firstDay: input.firstDay, lastDay: input.lastDay });
  await deps.db
    .insert(agendaDaysOff)
    .values({ firstDay: input.firstDay, lastDay: input.lastDay, note: input.note ?? '' });
}

/** DELETE agenda/dias-libres/{id}. */
export async function removeDayOff(db: Db, id: string) {
  const gone = await db
    .delete(agendaDaysOff)
    .where(eq(agendaDaysOff.id, id))
    .returning({ id: agendaDaysOff.id });
  if (!gone.length) throw notFound(AGENDA_MSG.dayOffNotFound);
}

/** PUT (open) or DELETE (block again) agenda/feriados/{day}: only a day blocked by default. */
export async function setHolidayOpen(deps: AvailabilityDeps, day: string, open: boolean) {
  assertInAgendaWindow(deps.clock.now(), { day });
  if (!blockedByDefault(day))
    throw badRequest(AGENDA_MSG.notHoliday, { day: AGENDA_MSG.notHoliday });
  const { db } = deps;
  if (open) await db.insert(agendaOpenedDays).values({ day }).onConflictDoNothing();
  else await db.delete(agendaOpenedDays).where(eq(agendaOpenedDays.day, day));
}
