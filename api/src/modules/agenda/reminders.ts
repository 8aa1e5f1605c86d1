import { cancelPolicySentence } from '@contract/practice';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { REMINDER_TEXT } from '@contract/agenda';
import { APPOINTMENT_LINKS, appointmentRange } from '@contract/agenda-slots';
import { DAY_MS } from '@contract/calendar-day';
import { PATHS } from '@contract/pages';
import type { Mail } from '../../mail/mailer';
import { sendOnce } from '../../mail/send-once';
import { appointmentMail } from '../../mail/templates';
import { PUSH_TEXTS } from '../push';
import { calendarEvents } from './agenda.tables';
import type { AgendaDeps, EventRow } from './agenda.service';
import {
  AGENDA_MAIL,
  answeredByHer,
  appointmentLinks,
  eventIcs,
  greetingOf,
  personOf,
  placeOf,
} from './appointment-mails';

/** How long before an appointment each reminder goes (DECISIONS §5, issue 20). */
export const REMINDER_AHEAD = { '24h': DAY_MS, '2h': 2 * 3_600_000 } as const;

/**
 * The reminder columns of an appointment (re)placed at `start`: a reminder whose moment
 * has already come is marked done (the booking's or the move's own mail says it all), the
 * others are due; an earlier failure no longer applies.
 */
export function reminderMarks(start: Date, now: Date) {
  const ahead = start.getTime() - now.getTime();
  return {
    reminderSentAt: ahead <= REMINDER_AHEAD['24h'] ? now : null,
    reminder2hSentAt: ahead <= REMINDER_AHEAD['2h'] ? now : null,
    reminderFailedAt: null,
    reminderError: null,
  };
}

type ReminderKind = keyof typeof REMINDER_AHEAD;

/** Each reminder's 'sent' column: set when it is claimed, cleared again if its send fails. */
const SENT = {
  '24h': calendarEvents.reminderSentAt,
  '2h': calendarEvents.reminder2hSentAt,
} as const;

/**
 * Reminders due (DECISIONS §5, issue 20): 24 hours and 2 hours before each live
 * appointment, each sent once across sweeps, servers and restarts (mail/send-once.ts: the
 * row is claimed before the mail goes). A send that fails is released and recorded
 * (`reminder_failed_at`, `reminder_error`, shown in 'Hoy'), so the next sweep tries again,
 * up to the appointment's start; after that the failure stays recorded. A success clears
 * it. The 2-hour one goes first: an appointment already within 2 hours gets only that one.
 * Resolves with how many were sent; rejects, after trying every due one, if any failed.
 */
export async function sendDueReminders(deps: AgendaDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  const failures: unknown[] = [];
  for (const kind of ['2h', '24h'] as const) {
    const due = await deps.db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(
        and(
          isNull(SENT[kind]),
          isNull(calendarEvents.cancelledAt),
          gt(calendarEvents.start, now),
          lte(calendarEvents.start, new Date(now.getTime() + REMINDER_AHEAD[kind])),
        ),
      );
    for (const { id } of due) {
      try {
        if (await sendReminder(deps, kind, id, now)) sent += 1;
      } catch (err) {
        failures.push(err);
      }
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} reminder(s) not sent`);
  return sent;
}

/** Claims, sends and settles one reminder; true when this call sent it. */
async function sendReminder(
  deps: AgendaDeps,
  kind: ReminderKind,
  id: string,
  now: Date,
): Promise<boolean> {
  // The row as claimed, not as listed: a move in between must not be mailed at the old time.
  let claimed: EventRow | undefined;
  return sendOnce(
    async () => {
      [claimed] = await deps.db
        .update(calendarEvents)
        .set(
          kind === '2h'
            ? {
                reminder2hSentAt: now,
                // Within 2 hours the day-before reminder has no point any more.
                reminderSentAt: sql`coalesce(${calendarEvents.reminderSentAt}, ${now})`,
              }
            : { reminderSentAt: now },
        )
        .where(
          and(
            eq(calendarEvents.id, id),
            isNull(SENT[kind]),
            isNull(calendarEvents.cancelledAt),
            gt(calendarEvents.start, now),
          ),
        )
        .returning();
      return claimed !== undefined;
    },
    (err?: unknown) =>
      deps.db
        .update(calendarEvents)
        .set({
          ...(kind === '2h' ? { reminder2hSentAt: null } : { reminderSentAt: null }),
          reminderFailedAt: now,
          reminderError: `${REMINDER_TEXT[kind]}: ${reasonOf(err)}`,
        })
        .where(eq(calendarEvents.id, id)),
    async () => {
      const mail = claimed && (await reminderMail(deps, kind, claimed));
      if (mail) await deps.mailer.send(mail);
      // The push goes with the mail, once per reminder of the appointment at this time.
      if (mail && claimed?.userId)
        await deps.push?.toUsers(
          [claimed.userId],
          `reminder-${kind}:${id}:${claimed.start.toISOString()}`,
          PUSH_TEXTS.reminder(kind, claimed.start, claimed.userId, now),
        );
      if (claimed?.reminderFailedAt)
        await deps.db
          .update(calendarEvents)
          .set({ reminderFailedAt: null, reminderError: null })
          .where(eq(calendarEvents.id, id));
    },
  );
}

/** What went wrong, in words she understands (the SMTP code when the server answered one). */
function reasonOf(err: unknown): string {
  const e = (err ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof e.responseCode === 'number')
    return `${REMINDER_TEXT.refused} (código ${e.responseCode})`;
  if (e.code === 'ECONNECTION' || e.code === 'ETIMEDOUT' || e.code === 'ESOCKET')
    return REMINDER_TEXT.unreachable;
  return REMINDER_TEXT.failed;
}

/**
 * The reminder of the appointment as it stands: its time, the place, the links every
 * appointment mail carries and the .ics.
 */
async function reminderMail(
  deps: AgendaDeps,
  kind: ReminderKind,
  e: EventRow,
): Promise<Mail | null> {
  const person = await personOf(deps, e);
  if (!person.email) return null;
  const place = await placeOf(deps);
  // Google Calendar, change/cancel while still allowed, WhatsApp (appointment-mails.ts).
  const links = appointmentLinks(deps, e, place, true);
  return answeredByHer(
    deps,
    person,
    appointmentMail(
      kind === '2h' ? 'reminder-2h' : 'reminder',
      person.email,
      {
        greeting: greetingOf(person),
        range: appointmentRange(e.start, e.end),
        note: person.account
          ? `${cancelPolicySentence(place.policy)} Si no podés venir, escribile a la nutricionista lo antes posible.`
          : AGENDA_MAIL.mayChangeByReply(links.some((l) => l.label === APPOINTMENT_LINKS.whatsApp)),
        address: place.address,
        mapUrl: place.mapUrl,
        links,
      },
      // A person without an account gets no link to an account they do not have.
      person.account
        ? { label: 'Ver mis turnos', url: `${deps.config.publicUrl}${PATHS.profile()}` }
        : undefined,
      [eventIcs(deps, e, place)],
    ),
  );
}
