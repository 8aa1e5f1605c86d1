import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, registerGuest } from '../../../test/harness';
import { ensureFirstAdmin } from './first-admin';
import { users } from '../users/users.tables';
import { useAuthSuite } from '../../../test/auth-suite';

const { t, resetLink } = useAuthSuite();

describe('first admin', () => {
  it('exists once, from ADMIN_EMAIL', async () => {
    const admins = await t.database.db.select().from(users).where(eq(users.type, 'admin'));
    expect(admins.map((a) => a.email)).toEqual([ADMIN.email]);
  });

  it('takes over an account that registered ADMIN_EMAIL first: its sessions and reset links die', async () => {
    // No ADMIN_EMAIL at start: the database has no admin yet.
    const fresh = await createTestContext({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const owner = { email: 'duena@test.uy', password: 'la-clave-del-admin-1' };
      const squatter = await registerGuest(fresh.app, { email: owner.email });
      await fresh.app.inject({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: owner.email },
      });
      const link = resetLink((await fresh.waitForMail(owner.email, /resetPassword/)).text);

      expect(await ensureFirstAdmin(fresh.database.db, owner)).toBe(true);

      const me = await fresh.app.inject({ url: '/api/userData', headers: squatter.headers });
      expect(me.statusCode).toBe(401);
      const reset = await fresh.app.inject({
        method: 'POST',
        url: '/api/newPassword',
        payload: { ...link, newPassword: 'clave-del-intruso' },
      });
      expect(reset.statusCode).toBe(400);
      const old = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.email, password: squatter.password },
      });
      expect(old.statusCode).toBe(401);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: owner,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ _id: squatter.id, type: 'admin', state: 'Activo' });
    } finally {
      await fresh.close();
    }
  });
});
