import { whatsAppAboutAppointment } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import { whatsappChatBase, whatsappChatUrl } from '@contract/practice';

/** An instant as Google Calendar's `dates` wants it: UTC, 'YYYYMMDDTHHMMSSZ'. */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * 'Agregar a Google Calendar' beside the .ics: a link that opens Google Calendar with the
 * appointment filled in (its times in UTC, so it lands at the right Montevideo hour).
 */
export function googleCalendarUrl(e: {
  title: string;
  start: Date;
  end: Date;
  details?: string;
  location?: string;
}): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', e.title);
  url.searchParams.set('dates', `${utcStamp(e.start)}/${utcStamp(e.end)}`);
  if (e.details) url.searchParams.set('details', e.details);
  if (e.location) url.searchParams.set('location', e.location);
  return url.toString();
}

/**
 * Where a client's mail sends them to change or cancel one appointment: the booking page
 * opened on it (it offers both while allowed, else says to write to her).
 */
export const appointmentPageUrl = (site: string, userId: string, eventId: string) =>
  `${site}${PATHS.appointment(userId, eventId)}`;

/**
 * The chat with her about this appointment, the message already written: wa.me with her
 * number (contract/phone.ts `waMeLink`), else WHATSAPP_URL; '' when neither is set.
 */
export function appointmentWhatsAppUrl(
  configured: string | undefined,
  number: string,
  range: string,
): string {
  return whatsappChatUrl(whatsappChatBase(configured, number), whatsAppAboutAppointment(range));
}
