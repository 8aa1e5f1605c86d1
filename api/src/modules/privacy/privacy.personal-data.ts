import { and, eq, isNull } from 'drizzle-orm';
import type { Mailer } from '../../mail/mailer';
import { erasureOutcomeMail } from '../../mail/templates';
import type { PersonalDataSource } from '../users';
import { users } from '../users/users.tables';
import { dataRequests } from './privacy.tables';

/** What an answered deletion request says, as the record of it. */
const ERASED = {
  kept: 'Cuenta eliminada; la historia clínica se conserva aparte, como pide la ley.',
  all: 'Cuenta eliminada, con su historia clínica.',
};

/**
 * The person's requests about their data. As the person is erased, their pending requests
 * are answered (whoever erased them, from 'Hoy' or from Usuarios), every request
 * keeps no word of theirs, and the foreign key leaves it naming no one; the outcome mail
 * goes to the address the account had, once the erasure is committed. Without `mailer` (a
 * registry for listing only) nothing is done on erasure.
 */
export function privacyPersonalData(mailer?: Mailer): PersonalDataSource {
  return {
    module: 'privacy',
    rows: [{ table: dataRequests, by: dataRequests.userId, kind: 'pedidos' }],
    ...(mailer && {
      async onErase(tx, userId, how) {
        const [person] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        const answered = await tx
          .update(dataRequests)
          .set({ answeredAt: how.at, answer: how.keepClinicalRecord ? ERASED.kept : ERASED.all })
          .where(and(eq(dataRequests.userId, userId), isNull(dataRequests.answeredAt)))
          .returning({ kind: dataRequests.kind });
        await tx.update(dataRequests).set({ detail: '' }).where(eq(dataRequests.userId, userId));
        if (!person || !answered.some((r) => r.kind === 'baja')) return undefined;
        return () =>
          mailer.send(erasureOutcomeMail(person.email, person.name, how.keepClinicalRecord));
      },
    }),
  };
}
