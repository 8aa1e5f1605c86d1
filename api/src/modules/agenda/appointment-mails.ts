import { eq } from 'drizzle-orm';
import { APPOINTMENT_LINKS, appointmentRange, clientMayCancel } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import type { Mail } from '../../mail/mailer';
import { appointmentMail } from '../../mail/templates';
import { getPractice, noticeRecipients } from '../practice';
import { users } from '../users/users.tables';
import type { AgendaDeps, EventRow } from './agenda.service';
import { icsAttachment } from './ics';
import { appointmentPageUrl, appointmentWhatsAppUrl, googleCalendarUrl } from './links';

/*
 * What an appointment's e-mails say and carry (the room, the links, the .ics): the
 * booking, move and cancellation mails here, and the pieces reminders.ts reuses.
 */

type AppointmentChange = 'booked' | 'moved' | 'cancelled';

/**
 * Sends the mails of a booking, a cancellation or a move the client made (the client and
 * the nutritionist), or of a move she made (the client only), each with the .ics of the
 * event as it now is: same UID, its current sequence.
 */
export async function sendAppointmentMails(
  deps: AgendaDeps,
  e: EventRow,
  kind: AppointmentChange,
  before?: { start: Date; end: Date },
  movedBy: 'admin' | 'client' = 'admin',
): Promise<void> {
  // Each side's mail on its own: one that fails does not hold back the other.
  const sent = await Promise.allSettled(
    (await appointmentMails(deps, e, kind, before, movedBy)).map((mail) => deps.mailer.send(mail)),
  );
  const failed = sent.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The consulting room as the mails say it (nothing at all when it is not set), and the
 * nutritionist's name for the .ics organizer (Editar Web; 'Nutricionista' until set).
 */
export async function placeOf(
  deps: AgendaDeps,
): Promise<{ address: string; mapUrl: string; name: string; whatsapp: string }> {
  const { address, mapUrl, name, whatsapp } = await getPractice(deps.db);
  return {
    address: address.trim(),
    mapUrl: mapUrl.trim(),
    name: name.trim() || 'Nutricionista',
    whatsapp,
  };
}

/**
 * The links every mail of a coming appointment carries (issue 20): 'Agregar a Google
 * Calendar' for both sides; for the client's own mails also, while they may still change
 * it (24 hours before), 'Cambiar horario' and 'Cancelar turno' (the booking page opened
 * on it), and the WhatsApp chat with her when WHATSAPP_URL or her number is set. The
 * booking, move and reminder mails all take them from here.
 */
export function appointmentLinks(
  deps: AgendaDeps,
  e: EventRow,
  place: Awaited<ReturnType<typeof placeOf>>,
  forClient: boolean,
): { label: string; url: string }[] {
  if (e.cancelledAt) return [];
  const range = appointmentRange(e.start, e.end);
  const links: { label: string; url: string }[] = [
    {
      label: APPOINTMENT_LINKS.googleCalendar,
      url: googleCalendarUrl({
        title: forClient ? `Turno con ${place.name}` : e.title,
        start: e.start,
        end: e.end,
        details: `Consulta de nutrición presencial, ${range} (hora de Montevideo).`,
        location: place.address,
      }),
    },
  ];
  if (!forClient) return links;
  if (e.userId && clientMayCancel(e.start, deps.clock.now())) {
    const page = appointmentPageUrl(deps.config.publicUrl, e.userId, e.id);
    links.push(
      { label: APPOINTMENT_LINKS.reschedule, url: page },
      { label: APPOINTMENT_LINKS.cancel, url: page },
    );
  }
  const chat = appointmentWhatsAppUrl(deps.config.contact.whatsApp, place.whatsapp, range);
  if (chat) links.push({ label: APPOINTMENT_LINKS.whatsApp, url: chat });
  return links;
}

/** The .ics of the event as it stands, for a client's or the nutritionist's calendar. */
export function eventIcs(
  deps: AgendaDeps,
  e: EventRow,
  place: { address: string; name: string },
  attendee?: { name: string; email: string },
  title = 'Consulta de nutrición presencial',
) {
  return icsAttachment(
    {
      id: e.id,
      start: e.start,
      end: e.end,
      title,
      description: e.description,
      sequence: e.sequence,
      location: place.address,
      organizer: { name: place.name, email: deps.config.contact.email },
      attendee,
    },
    e.cancelledAt ? 'cancel' : 'request',
  );
}

async function appointmentMails(
  deps: AgendaDeps,
  e: EventRow,
  kind: AppointmentChange,
  before?: { start: Date; end: Date },
  movedBy: 'admin' | 'client' = 'admin',
): Promise<Mail[]> {
  const [client] = e.userId
    ? await deps.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, e.userId))
    : [];
  const range = appointmentRange(e.start, e.end);
  const place = await placeOf(deps);
  // Her notice goes where every business notice goes (practice/notices.ts).
  // A move she made herself needs no notice to her; a client's move does.
  const notified = kind === 'moved' && movedBy === 'admin' ? [] : await noticeRecipients(deps);
  const clientEmail = e.email || client?.email;
  const ics = eventIcs(
    deps,
    e,
    place,
    clientEmail ? { name: client?.name ?? clientEmail, email: clientEmail } : undefined,
    client ? undefined : e.title,
  );
  const site = deps.config.publicUrl;
  const mails: Mail[] = notified.map((to) =>
    appointmentMail(
      kind,
      to,
      {
        greeting: 'Hola:',
        range,
        who: client ? `${client.name} <${clientEmail}>` : e.title,
        before: before && appointmentRange(before.start, before.end),
        note: e.description ? `Nota: ${e.description}` : undefined,
        address: place.address,
        mapUrl: place.mapUrl,
        links: appointmentLinks(deps, e, place, false),
      },
      { label: 'Ver agenda', url: `${site}${PATHS.admin('agenda')}` },
      [ics],
    ),
  );
  const mayChange =
    'Podés cambiarlo o cancelarlo hasta 24 horas antes con los enlaces de este correo o desde tu perfil; después, escribile a la nutricionista.';
  const notes: Record<AppointmentChange, string> = {
    booked: mayChange,
    moved:
      movedBy === 'client'
        ? mayChange
        : 'Si el nuevo horario no te queda bien, escribile a la nutricionista.',
    cancelled: 'Si pagaste el turno, queda disponible para que elijas otro día y hora.',
  };
  if (clientEmail)
    mails.push(
      appointmentMail(
        kind,
        clientEmail,
        {
          greeting: client ? `Hola ${client.name}:` : 'Hola:',
          range,
          before: before && appointmentRange(before.start, before.end),
          note: notes[kind],
          address: place.address,
          mapUrl: place.mapUrl,
          links: appointmentLinks(deps, e, place, true),
        },
        { label: 'Ver mis turnos', url: `${site}${PATHS.profile()}` },
        [ics],
      ),
    );
  return mails;
}
