import { createEvent } from 'ics';
import type { MailAttachment } from '../../mail/mailer';

export interface IcsEvent {
  id: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
}

/**
 * The appointment as an .ics attachment: times in UTC ('Z'), so every calendar app
 * shows it at the right Montevideo hour whatever its own zone. One uid per appointment:
 * the cancellation (METHOD:CANCEL, a higher sequence) removes the same event.
 */
export function icsAttachment(e: IcsEvent, kind: 'request' | 'cancel'): MailAttachment {
  const { error, value } = createEvent({
    uid: `${e.id}@nutricion`,
    productId: 'nutricion/agenda',
    method: kind === 'cancel' ? 'CANCEL' : 'REQUEST',
    status: kind === 'cancel' ? 'CANCELLED' : 'CONFIRMED',
    sequence: kind === 'cancel' ? 1 : 0,
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: e.title,
    description: e.description,
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
