import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * The sender's name ('Lic. Laura Méndez'): the From header becomes that name with
   * MAIL_FROM's address. Without it the From is MAIL_FROM as configured.
   */
  fromName?: string;
  /** Where an answer goes when it should reach her rather than MAIL_FROM (nodemailer's replyTo). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface MailLogger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox (and logged), so a newcomer's machine needs no mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
}): Mailer {
  // MAIL_FROM's address alone ('Nutrición <no-responder@x.uy>' -> 'no-responder@x.uy').
  const address = addressparser(opts.from, { flatten: true })[0]?.address || opts.from;
  // An address object: nodemailer quotes and encodes the name ('Lic. Laura Méndez').
  const message = ({ fromName, ...mail }: Mail) => ({
    ...mail,
    from: fromName ? { name: fromName, address } : opts.from,
  });
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
        opts.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      opts.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
