import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PersonalDataSource } from '../users';
import { users } from '../users/users.tables';
import { calendarEvents, slotOffers, waitlist } from './agenda.tables';
import { sendAppointmentMails } from './appointment-mails';
import type { AgendaDeps } from './agenda.service';

/** What an appointment of a person erased says of them: nothing. */
const ERASED_TITLE = 'Turno (cuenta eliminada)';

/**
 * The person's appointments. As they are erased (issue 33), the ones still to come are
 * cancelled, and mailed as such to them and to her once the erasure is committed (the
 * mails are made from what the account said, read before it goes); every appointment of
 * theirs keeps no name, address or note of them, so no reminder can reach them after.
 * Without `deps` (a registry for listing only) nothing is done on erasure.
 */
export function agendaPersonalData(deps?: AgendaDeps): PersonalDataSource {
  return {
    module: 'agenda',
    rows: [
      { table: calendarEvents, by: calendarEvents.userId, kind: 'turnos' },
      { table: waitlist, by: waitlist.userId, kind: 'lista-de-espera' },
      { table: slotOffers, by: slotOffers.userId, kind: 'turnos-ofrecidos' },
    ],
    ...(deps && {
      async onErase(tx, userId) {
        const now = deps.clock.now();
        const [person] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        const cancelled = await tx
          .update(calendarEvents)
          // The cancellation's .ics must outrank every earlier one of this UID.
          .set({ cancelledAt: now, sequence: sql`${calendarEvents.sequence} + 1` })
          .where(
            and(
              eq(calendarEvents.userId, userId),
              isNull(calendarEvents.cancelledAt),
              gt(calendarEvents.start, now),
            ),
          )
          .returning();
        await tx
          .update(calendarEvents)
          .set({
            title: ERASED_TITLE,
            email: '',
            contactName: '',
            contactPhone: '',
            description: '',
          })
          .where(eq(calendarEvents.userId, userId));
        if (!person || cancelled.length === 0) return undefined;
        // Mailed as to a person without an account: theirs is gone, and so are its links.
        return async () => {
          for (const e of cancelled)
            await sendAppointmentMails(
              deps,
              { ...e, userId: null, email: person.email, contactName: person.name },
              'cancelled',
            );
        };
      },
    }),
  };
}
