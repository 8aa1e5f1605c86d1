import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../mail/mailer';
import { users } from '../users/users.tables';

export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'notifyEmail'>;
}

/**
 * Who gets the business's notices (DECISIONS §9): NOTIFY_EMAIL when it is set, else
 * every active admin's e-mail. Never CONTACT_EMAIL: that is the public address.
 */
export async function noticeRecipients(deps: Omit<NoticeDeps, 'mailer'>): Promise<string[]> {
  if (deps.config.notifyEmail) return [deps.config.notifyEmail];
  const rows = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.state, 'Activo')))
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}

/**
 * Sends one notice (a sale, a sign-up, a booking, a message, a delivery due) to each of
 * its recipients, each their own mail: the one way every module mails the nutritionist.
 */
export async function sendNotice(deps: NoticeDeps, build: (to: string) => Mail): Promise<void> {
  const recipients = await noticeRecipients(deps);
  await Promise.all(recipients.map((to) => deps.mailer.send(build(to))));
}
