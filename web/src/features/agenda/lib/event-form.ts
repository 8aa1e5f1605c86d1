import type { TCalendarEvent, TEventColor, TNewEvent } from '@contract/agenda';
import { montevideoInstant, montevideoTime } from '@contract/time';
import { formatPhone } from '@contract/phone';
import { toDateInput } from '@web/lib/dates';

/** The colors of spec §3, as the nutritionist reads them. */
export const COLOR_LABELS: Record<TEventColor, string> = {
  azure: 'Celeste',
  red: 'Rojo',
  orange: 'Naranja',
  green: 'Verde',
};

/**
 * Who a turno is for (issue 30): one of her clients (their account: their name, e-mail and
 * links), a person without an account (name, e-mail, phone as she types them), or nobody
 * (her own time: a meeting, a course).
 */
export type EventPersonKind = 'client' | 'person' | 'none';

export const PERSON_KIND_LABELS: Record<EventPersonKind, string> = {
  client: 'Cliente',
  person: 'Persona sin cuenta',
  none: 'Sin cliente',
};

/** The admin's appointment form: the day and hours as typed, in Montevideo. */
export type EventFormValues = {
  title: string;
  who: EventPersonKind;
  /** The client picked ('' while none). */
  userId: string;
  /** The picked client as the picker shows them, or the person's name typed. */
  name: string;
  email: string;
  phone: string;
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
    who: !event || event.userId ? 'client' : event.person || event.email ? 'person' : 'none',
    userId: event?.userId ?? '',
    name: event?.person ?? '',
    email: event?.email ?? '',
    phone: event?.phone ? formatPhone(event.phone) : '',
    color: event?.color ?? 'azure',
    description: event?.description ?? '',
    day: toDateInput(start.toISOString()),
    from: toTimeInput(start),
    to: toTimeInput(end),
  };
}

/**
 * What POST new-calendar and PUT calendar/{id} take from the form: the client's id, or the
 * person's name, e-mail and phone (the server then leaves the turno no client's).
 */
export function eventPayload(v: EventFormValues): TNewEvent {
  const person = {
    client: { userId: v.userId || undefined },
    person: { userId: null, name: v.name, email: v.email, phone: v.phone },
    none: { userId: null, name: '', email: '', phone: '' },
  }[v.who];
  return {
    title: v.title,
    ...person,
    color: v.color,
    description: v.description,
    start: instantOf(v.day, v.from),
    end: instantOf(v.day, v.to),
  };
}

/** What the schema cannot say: the client picked, or the name of the person without an account. */
export function personErrors(v: EventFormValues): Record<string, string> {
  if (v.who === 'client' && !v.userId) return { userId: 'Elegí un cliente de la lista' };
  if (v.who === 'person' && !v.name.trim()) return { name: 'Escribí el nombre' };
  return {};
}
