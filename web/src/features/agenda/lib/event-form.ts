import type { TCalendarEvent, TEventColor, TNewEvent } from '@contract/agenda';
import { montevideoInstant, montevideoTime } from '@contract/time';
import { toDateInput } from '@web/lib/dates';

/** The colors of spec §3, as the nutritionist reads them. */
export const COLOR_LABELS: Record<TEventColor, string> = {
  azure: 'Celeste',
  red: 'Rojo',
  orange: 'Naranja',
  green: 'Verde',
};

/** The admin's appointment form: the day and hours as typed, in Montevideo. */
export type EventFormValues = {
  title: string;
  email: string;
  color: TEventColor;
  description: string;
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  from: string;
  to: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** '09:30' in Montevideo, for a time input. */
export function toTimeInput(at: Date): string {
  const t = montevideoTime(at);
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** A day and a time typed in Montevideo, as an instant (ISO), or '' while incomplete. */
export function instantOf(day: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return '';
  const [, y, m, dd] = d.map(Number);
  const [, h, min] = t.map(Number);
  return montevideoInstant(y!, m!, dd!, h, min).toISOString();
}

/** The form for a new appointment in a range, or to edit one. */
export function eventFormValues(
  from: { start: Date; end: Date } | TCalendarEvent,
): EventFormValues {
  const event = 'title' in from ? from : null;
  const start = new Date(from.start);
  const end = new Date(from.end);
  return {
    title: event?.title ?? '',
    email: event?.email ?? '',
    color: event?.color ?? 'azure',
    description: event?.description ?? '',
    day: toDateInput(start.toISOString()),
    from: toTimeInput(start),
    to: toTimeInput(end),
  };
}

/** What POST new-calendar and PUT calendar/{id} take from the form. */
export function eventPayload(v: EventFormValues): TNewEvent {
  return {
    title: v.title,
    email: v.email,
    color: v.color,
    description: v.description,
    start: instantOf(v.day, v.from),
    end: instantOf(v.day, v.to),
  };
}
