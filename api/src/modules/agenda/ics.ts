import { createEvent } from 'ics';
import type { MailAttachment } from '../../mail/mailer';

export interface IcsEvent {
  id: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  /** calendar_events.sequence: 0 when booked, raised by every move and by the cancellation. */
  sequence: number;
  /** The consulting room's address; '' leaves LOCATION out. */
  location: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
}

/** The appointment's iCalendar UID: one per event, from its id, in every .ics it ever gets. */
export const icsUid = (eventId: string) => `${eventId}@nutricion`;

/**
 * The appointment as an .ics attachment: times in UTC ('Z'), so every calendar app
 * shows it at the right Montevideo hour whatever its own zone. One uid per appointment:
 * a move (same UID, a higher SEQUENCE) replaces the event in the client's calendar, the
 * cancellation (METHOD:CANCEL, a higher sequence still) removes it.
 */
export function icsAttachment(e: IcsEvent, kind: 'request' | 'cancel'): MailAttachment {
  const { error, value } = createEvent({
    uid: icsUid(e.id),
    productId: 'nutricion/agenda',
    method: kind === 'cancel' ? 'CANCEL' : 'REQUEST',
    status: kind === 'cancel' ? 'CANCELLED' : 'CONFIRMED',
    sequence: e.sequence,
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: e.title,
    description: e.description,
    ...(e.location && { location: e.location }),
    organizer: e.organizer,
    attendees: e.attendee
      ? [{ ...e.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }]
      : [],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return {
    filename: kind === 'cancel' ? 'turno-cancelado.ics' : 'turno.ics',
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${kind === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
  };
}
