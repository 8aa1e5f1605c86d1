import { eq } from 'drizzle-orm';
import { APPOINTMENT_LINKS, appointmentRange } from '@contract/agenda-slots';
import { cancelPolicySentence, clientMayCancel, type CancelPolicy } from '@contract/practice';
import { PATHS } from '@contract/pages';
import type { Mail } from '../../mail/mailer';
import { appointmentMail } from '../../mail/templates';
import { formatPhone } from '@contract/phone';
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
export async function placeOf(deps: AgendaDeps): Promise<{
  address: string;
  mapUrl: string;
  name: string;
  whatsapp: string;
  policy: CancelPolicy;
}> {
  const { address, mapUrl, name, whatsapp, cancelHours, lateCredit } = await getPractice(deps.db);
  return {
    address: address.trim(),
    mapUrl: mapUrl.trim(),
    name: name.trim() || 'Nutricionista',
    whatsapp,
    policy: { cancelHours, lateCredit },
  };
}

/**
 * The links every mail of a coming appointment carries (issue 20): 'Agregar a Google
 * Calendar' for both sides; for the client's own mails also, while they may still change
 * it (her policy's hours before), 'Cambiar horario' and 'Cancelar turno' (the booking page opened
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
  if (e.userId && clientMayCancel(place.policy, e.start, deps.clock.now())) {
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

/** Who an appointment is for, as its mails name them: a client's account, or who she typed. */
export interface AppointmentPerson {
  name: string;
  email: string;
  phone: string;
  /** A client with an account: their links and 'Ver mis turnos'; else none of those. */
  account: boolean;
}

export async function personOf(deps: AgendaDeps, e: EventRow): Promise<AppointmentPerson> {
  const [client] = e.userId
    ? await deps.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, e.userId))
    : [];
  // A client's mails go to their account's address, never to one typed on the appointment
  // (issue 33: a typed address let anyone send her invitations anywhere).
  return client
    ? { name: client.name, email: client.email, phone: '', account: true }
    : { name: e.contactName, email: e.email, phone: e.contactPhone, account: false };
}

/** 'Hola Ana:', or 'Hola:' when she typed no name. */
export const greetingOf = (p: AppointmentPerson) => (p.name ? `Hola ${p.name}:` : 'Hola:');

/**
 * How her notice names who it is for: 'Ana Pérez <ana@…>', 'Juan (sin cuenta) <…>, +598…',
 * never the appointment's title taken for a person.
 */
function whoOf(p: AppointmentPerson): string {
  if (!p.name && !p.email && !p.phone) return AGENDA_MAIL.nobody;
  const name = p.account ? p.name : `${p.name || AGENDA_MAIL.noName} (${AGENDA_MAIL.noAccount})`;
  return [`${name}${p.email ? ` <${p.email}>` : ''}`, formatPhone(p.phone)]
    .filter(Boolean)
    .join(', ');
}

/** Words of the appointment mails that depend on who the person is. */
export const AGENDA_MAIL = {
  nobody: 'sin cliente asignado',
  noName: 'sin nombre',
  noAccount: 'sin cuenta',
  /** Her policy in one sentence, and where to change it. */
  mayChange: (policy: CancelPolicy) =>
    `${cancelPolicySentence(policy)} Para cambiarlo o cancelarlo usá los enlaces de este correo o tu perfil.`,
  /** A person without an account has no page to change it on: they answer or write. */
  mayChangeByReply: (whatsApp: boolean) =>
    `Si necesitás cambiarlo o cancelarlo, respondé este correo${whatsApp ? ' o escribinos por WhatsApp' : ''}.`,
} as const;

async function appointmentMails(
  deps: AgendaDeps,
  e: EventRow,
  kind: AppointmentChange,
  before?: { start: Date; end: Date },
  movedBy: 'admin' | 'client' = 'admin',
): Promise<Mail[]> {
  const person = await personOf(deps, e);
  const range = appointmentRange(e.start, e.end);
  const place = await placeOf(deps);
  // Her notice goes where every business notice goes (practice/notices.ts).
  // A move she made herself needs no notice to her; a client's move does.
  const notified = kind === 'moved' && movedBy === 'admin' ? [] : await noticeRecipients(deps);
  const ics = eventIcs(
    deps,
    e,
    place,
    person.email ? { name: person.name || person.email, email: person.email } : undefined,
    person.account ? undefined : e.title,
  );
  const site = deps.config.publicUrl;
  const mails: Mail[] = notified.map((to) =>
    appointmentMail(
      kind,
      to,
      {
        greeting: 'Hola:',
        range,
        who: whoOf(person),
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
  if (!person.email) return mails;
  const links = appointmentLinks(deps, e, place, true);
  const mayChange = person.account
    ? AGENDA_MAIL.mayChange(place.policy)
    : AGENDA_MAIL.mayChangeByReply(links.some((l) => l.label === APPOINTMENT_LINKS.whatsApp));
  const notes: Record<AppointmentChange, string> = {
    booked: mayChange,
    moved:
      movedBy === 'client'
        ? mayChange
        : person.account
          ? 'Si el nuevo horario no te queda bien, escribile a la nutricionista.'
          : mayChange,
    cancelled: person.account
      ? 'Si pagaste el turno, queda disponible para que elijas otro día y hora.'
      : 'Si querés otro día y hora, respondé este correo.',
  };
  mails.push(
    answeredByHer(
      deps,
      person,
      appointmentMail(
        kind,
        person.email,
        {
          greeting: greetingOf(person),
          range,
          before: before && appointmentRange(before.start, before.end),
          note: notes[kind],
          address: place.address,
          mapUrl: place.mapUrl,
          links,
        },
        // A person without an account gets no link to an account they do not have.
        person.account ? { label: 'Ver mis turnos', url: `${site}${PATHS.profile()}` } : undefined,
        [ics],
      ),
    ),
  );
  return mails;
}

/**
 * A mail to a person without an account: their answer ('respondé este correo') reaches her
 * public address, not the no-reply sender.
 */
export function answeredByHer(deps: AgendaDeps, person: AppointmentPerson, mail: Mail): Mail {
  return !person.account && deps.config.contact.email
    ? { ...mail, replyTo: deps.config.contact.email }
    : mail;
}
