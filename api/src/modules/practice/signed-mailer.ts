import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { signMail } from '../../mail/templates';
import { getPractice } from './practice.service';

/**
 * The app's mailer: every mail to a client ends with her signature, her name and title
 * as she wrote them in Editar Web (none while her name is empty). Notices to her are
 * left unsigned by their templates.
 */
export function signedMailer(mailer: Mailer, db: Db): Mailer {
  return {
    async send(mail) {
      const p = await getPractice(db);
      const name = p.name.trim();
      await mailer.send(name ? signMail(mail, { name, title: p.title.trim() }) : mail);
    },
  };
}
