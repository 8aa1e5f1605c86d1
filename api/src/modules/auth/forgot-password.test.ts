import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { registerGuest } from '../../../test/harness';
import { AUTH_MSG } from '@contract/auth';
import { passwordResets } from './auth.tables';
import { useAuthSuite } from '../../../test/auth-suite';

const { t, postLogin, resetLink } = useAuthSuite();

describe('forgot and new password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: 'nadie@test.uy' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MSG.forgotPasswordAnswer);
    await t.afterAnswers();
    // Mails of earlier tests may have come since `before`: only a reset mail, or one to this
    // address, would be wrong.
    const leaked = t.mails
      .slice(before)
      .filter((m) => m.to.includes('nadie@test.uy') || /resetPassword/.test(m.text));
    expect(leaked).toEqual([]);
  });

  it('mails a single-use link; the new password works, the old one does not, the link fails twice', async () => {
    const g = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: g.email },
    });
    expect(res.json().message).toBe(AUTH_MSG.forgotPasswordAnswer);
    const mail = await t.waitForMail(g.email, /resetPassword/);
    const { token, id } = resetLink(mail.text);
    expect(id).toBe(g.id);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { token, id, newPassword: 'nueva-clave-99' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await postLogin(g.email, g.password)).statusCode).toBe(401);
    expect((await postLogin(g.email, 'nueva-clave-99')).statusCode).toBe(200);
    // The old session ended with the password change.
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { token, id, newPassword: 'otra-clave-999' },
    });
    expect(again.statusCode).toBe(400);
    expect((await postLogin(g.email, 'nueva-clave-99')).statusCode).toBe(200);
  });

  it('carries the page the sign-in was going to in the link, and drops another origin', async () => {
    const g = await registerGuest(t.app);
    const ask = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: g.email, next },
      });
    const plan = '/auth/plan-alimentario/0b8e6c2a-1f1a-4d8e-9a55-0d6f3b0c9e11';
    expect((await ask(plan)).statusCode).toBe(200);
    const first = await t.waitForMail(g.email, /resetPassword/);
    const link = new URL(/https?:\/\/\S+resetPassword\S+/.exec(first.text)![0]);
    expect(link.searchParams.get('next')).toBe(plan);
    expect(link.searchParams.get('id')).toBe(g.id);

    const before = t.mails.length;
    expect((await ask('https://evil.example/auth/usuario')).statusCode).toBe(200);
    const second = await t.waitForMail(g.email, /resetPassword/, before);
    expect(second.text).not.toMatch(/evil|next=/);
  });

  it('refuses a link after one hour, and a link used with another user id', async () => {
    const g = await registerGuest(t.app);
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: g.email } });
    const firstMail = await t.waitForMail(g.email, /resetPassword/);
    const first = resetLink(firstMail.text);
    t.clock.advance(61 * 60 * 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { ...first, newPassword: 'nueva-clave-99' },
    });
    expect(late.statusCode).toBe(400);

    const from = t.mails.indexOf(firstMail) + 1;
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: g.email } });
    const second = resetLink((await t.waitForMail(g.email, /resetPassword/, from)).text);
    const otherId = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: {
        token: second.token,
        id: '00000000-0000-4000-8000-000000000000',
        newPassword: 'nueva-clave-99',
      },
    });
    expect(otherId.statusCode).toBe(400);
    // A refused attempt does not use the link up.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { ...second, newPassword: 'nueva-clave-99' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for a registered address, before its link exists, and mails it after', async () => {
    const g = await registerGuest(t.app);
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email } });
    const unknown = await ask('nadie-mas@test.uy');
    const from = t.mails.length;
    // Hold the user's row (PGlite: the whole database) until the answer is in: a route
    // that waited for the reset-link work could not answer at all.
    const { registered, linksAtAnswer } = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${g.id} for update`);
      const registered = await ask(g.email);
      const [row] = await tx
        .select({ n: count() })
        .from(passwordResets)
        .where(eq(passwordResets.userId, g.id));
      return { registered, linksAtAnswer: row!.n };
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.body).toBe(unknown.body);
    expect(registered.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(linksAtAnswer).toBe(0);
    const mail = await t.waitForMail(g.email, /resetPassword/, from);
    expect(resetLink(mail.text).id).toBe(g.id);
  });

  it("validates the new password with the spec's message", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { token: 'x'.repeat(43), newPassword: 'corta' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.newPassword).toBe(MSG.password);
  });
});
