import { AGENDA_HOURS, AGENDA_MSG, AGENDA_TIME_ZONE } from '@contract/agenda';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENDA_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Weekday (0 Sunday) and time of day of an instant in Montevideo, from the IANA zone. */
export function montevideoTime(d: Date): {
  weekday: number;
  hour: number;
  minute: number;
  second: number;
} {
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!);
  return { weekday, hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second) };
}

const HOUR_MS = 3_600_000;

/**
 * Why a client may not book this range, or null: Monday to Friday, a whole hour starting
 * on the hour between 9:00 and 16:00 in Montevideo, not in the past (DECISIONS §5).
 */
export function clientSlotProblem(start: Date, end: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return AGENDA_MSG.past;
  const t = montevideoTime(start);
  if (t.weekday === 0 || t.weekday === 6) return AGENDA_MSG.weekday;
  const whole = t.minute === 0 && t.second === 0 && start.getUTCMilliseconds() === 0;
  const slot = AGENDA_HOURS.slotMinutes * 60_000;
  if (
    !whole ||
    end.getTime() - start.getTime() !== slot ||
    t.hour < AGENDA_HOURS.first ||
    t.hour * HOUR_MS + slot > AGENDA_HOURS.last * HOUR_MS
  )
    return AGENDA_MSG.hours;
  return null;
}

/** The admin may book outside the hours, never in the past nor for more than 12 hours. */
export function adminSlotProblem(start: Date, end: Date, now: Date): string | null {
  if (end.getTime() <= now.getTime()) return AGENDA_MSG.past;
  if (end.getTime() <= start.getTime()) return AGENDA_MSG.badRange;
  if (end.getTime() - start.getTime() > 12 * HOUR_MS) return AGENDA_MSG.tooLong;
  return null;
}
