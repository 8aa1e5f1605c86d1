import { describe, expect, it } from 'vitest';
import { registerGuest, sendForm, useTestApp } from '../../../test/harness';
import { senderName } from './signed-mailer';

/** A header of a raw mail, unfolded and with its RFC 2047 words decoded. */
function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const line = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(head)![1]!
    .replace(/\r?\n[ \t]/g, ' ');
  return line.replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_, enc: string, s: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(s, 'base64').toString('utf8')
        : Buffer.from(
            s
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

describe('senderName: her name as her mails come from it', () => {
  it("puts 'Lic.' before her name, never a second title", () => {
    expect(senderName('Laura Méndez')).toBe('Lic. Laura Méndez');
    expect(senderName('  Laura   Méndez ')).toBe('Lic. Laura Méndez');
    for (const titled of [
      'Lic. Laura Méndez',
      'lic Laura Méndez',
      'Lic.Laura Méndez',
      'Licenciada Laura Méndez',
      'Dra. Laura Méndez',
      'Dr. Pablo Ríos',
      'Mag. Laura Méndez',
      'Nutricionista Laura Méndez',
    ])
      expect(senderName(titled)).toBe(titled);
    // A name that only starts like a title is a name.
    expect(senderName('Magdalena Ríos')).toBe('Lic. Magdalena Ríos');
    expect(senderName('Draco Pérez')).toBe('Lic. Draco Pérez');
  });
});

describe("every mail comes from her name, at MAIL_FROM's address", () => {
  const { t, admin } = useTestApp();
  const setName = (name: string) =>
    sendForm(t.app, { method: 'POST', url: '/api/consultorio', headers: admin }, { name });

  /** The From of the welcome mail a new client gets now. */
  async function welcomeFrom(): Promise<string> {
    const before = t.mails.length;
    const client = await registerGuest(t.app);
    const mail = await t.waitForMail(client.email, /Tu cuenta qued/, before);
    return headerOf(mail.raw, 'From');
  }

  it('before she writes her name: MAIL_FROM as configured', async () => {
    expect(t.config.mailFrom).toBe('Nutrición <no-responder@localhost>');
    expect(await welcomeFrom()).toBe('Nutrición <no-responder@localhost>');
  });

  it("with her name: 'Lic. {name}', not doubled when she wrote the title herself", async () => {
    expect((await setName('Laura Méndez')).statusCode).toBe(200);
    expect(await welcomeFrom()).toBe('Lic. Laura Méndez <no-responder@localhost>');
    await setName('Dra. Laura Méndez');
    expect(await welcomeFrom()).toBe('Dra. Laura Méndez <no-responder@localhost>');
  });

  it('a name with commas, quotes or angle brackets stays one quoted display name', async () => {
    // Plain ASCII: quoted, so the address in her name is only words of the name.
    await setName('Ana Perez, MSc <intrusa@evil.uy>');
    expect(await welcomeFrom()).toBe(
      '"Lic. Ana Perez, MSc <intrusa@evil.uy>" <no-responder@localhost>',
    );
    // With accents: one encoded word, decoded back to her name as she wrote it.
    await setName('Laura "Lali" Méndez, <MSc>');
    expect(await welcomeFrom()).toBe('Lic. Laura "Lali" Méndez, <MSc> <no-responder@localhost>');
    // Her name cleared: MAIL_FROM again.
    await setName('');
    expect(await welcomeFrom()).toBe('Nutrición <no-responder@localhost>');
  });
});
