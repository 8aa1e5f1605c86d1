import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { multipart, registerGuest, sendForm } from '../../../test/harness';
import { pngImage } from '../../../test/fixtures';
import { useUsersSuite } from '../../../test/users-suite';

const { t, admin, userCount } = useUsersSuite();

describe('admin creates and deletes users', () => {
  it('POST /api/new-user-by-admin: 401/403 for others; the admin creates a user with photo who can log in', async () => {
    const g = await registerGuest(t.app);
    const fields = {
      name: 'Creada Admin',
      email: 'creada@test.uy',
      password: 'clave-creada-1',
      celphone: '098765432',
      state: 'Activo',
      type: 'guest',
    };
    const body = await multipart(fields, [
      { name: 'x.png', type: 'image/png', data: await pngImage() },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/new-user-by-admin',
          headers: body.headers,
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(401);
    const asGuest = await multipart(fields);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/new-user-by-admin',
          headers: { ...g.headers, ...asGuest.headers },
          payload: asGuest.payload,
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user-by-admin',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Creada Admin',
      email: 'creada@test.uy',
      // Typed '098765432': stored as E.164.
      celPhone: '+59898765432',
    });
    expect(res.json().user.avatar).toMatch(/\.png$/);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'creada@test.uy', password: 'clave-creada-1' },
        })
      ).statusCode,
    ).toBe(200);

    const again = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-user-by-admin', headers: admin },
      fields,
      [{ name: 'x.png', type: 'image/png', data: await pngImage() }],
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe(MSG.emailExists);
  });

  it('requires name, email and password', async () => {
    const n = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user-by-admin',
      headers: admin,
      payload: { name: 'Sin mail' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    expect(await userCount()).toBe(n);
  });

  it('DELETE /api/user/{id}: only the admin; answers message and users; never the last admin or oneself', async () => {
    const g = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${other.id}`, headers: g.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${other.id}` })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${other.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Usuario eliminado');
    expect(res.json().users.some((u: { _id: string }) => u._id === other.id)).toBe(false);
    expect((await t.app.inject({ url: '/api/userData', headers: other.headers })).statusCode).toBe(
      401,
    );
    const me = (await t.app.inject({ url: '/api/userData', headers: admin })).json().user
      ._id as string;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${me}`, headers: admin })).statusCode,
    ).toBe(409);
  });
});
