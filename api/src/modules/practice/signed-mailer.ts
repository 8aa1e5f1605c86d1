import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { signMail } from '../../mail/templates';
import { getPractice } from './practice.service';

/** A title she may have written before her name: 'Lic.', 'Licenciada', 'Dra.', 'Mag.', ... */
const TITLED =
  /^(lic|licda|licenciad[ao]|dra?|doctor|doctora|mag|magíster|máster|msc|prof|profesora?|nut|nutricionista)(\.\s*|\s+|$)/iu;

/**
 * The name her mails come from: 'Lic. ' before her name, unless she already wrote a
 * title ('Lic. Laura Méndez', 'Dra. Laura Méndez' stay as they are).
 */
export function senderName(name: string): string {
  const one = name.replace(/\s+/g, ' ').trim();
  return TITLED.test(one) ? one : `Lic. ${one}`;
}

/**
 * The app's mailer: every mail to a client ends with her signature, her name and title
 * as she wrote them in Editar Web (none while her name is empty). Notices to her are
 * left unsigned by their templates. Once she has a name every mail comes from it
 * ('Lic. Laura Méndez <MAIL_FROM's address>'); before, from MAIL_FROM as configured.
 */
export function signedMailer(mailer: Mailer, db: Db): Mailer {
  return {
    async send(mail) {
      const p = await getPractice(db);
      const name = p.name.trim();
      if (!name) return mailer.send(mail);
      await mailer.send({
        ...signMail(mail, { name, title: p.title.trim() }),
        fromName: senderName(name),
      });
    },
  };
}
