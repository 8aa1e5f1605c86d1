import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { welcomeMail } from './templates';

describe('mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox and logs it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({
      from: 'Nutri <no@test.uy>',
      outboxDir: dir,
      logger: { info: (_o, msg) => logged.push(msg) },
    });
    await mailer.send(welcomeMail('ana@test.uy', 'Ana <b>', 'http://localhost:3000'));
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: ana@test.uy');
    expect(eml).toContain('http://localhost:3000/auth/entrar');
    // Names are escaped in the HTML part.
    expect(eml).not.toContain('Ana <b>:</p>');
    expect(logged).toEqual(['mail written to outbox']);
  });
});
