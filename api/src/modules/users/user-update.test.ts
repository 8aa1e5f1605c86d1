import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_MSG } from '@contract/users';
import { registerGuest } from '../../../test/harness';
import { useUsersSuite } from '../../../test/users-suite';

const { t, admin, row } = useUsersSuite();

describe('updating a user (POST /api/user/{id})', () => {
  it('a guest changes their own contact fields; type, state, password and plan fields are ignored', async () => {
    const g = await registerGuest(t.app);
    const before = await row(g.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: g.headers,
      payload: {
        name: 'Nuevo Nombre',
        age: '34',
        gender: 'Femenino',
        instagrame: '@nueva',
        type: 'admin',
        state: 'Baniado',
        password: 'hackeada-123',
        purchases: ['x'],
        activePlan: 'Plan gratis',
        paymentState: 'Pago',
        email: 'otro@test.uy',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await row(g.id);
    expect(after).toMatchObject({
      name: 'Nuevo Nombre',
      age: 34,
      gender: 'Femenino',
      instagram: '@nueva',
    });
    expect(after).toMatchObject({
      type: 'guest',
      state: 'Activo',
      activePlan: null,
      paymentState: 'No pago',
      email: g.email,
      purchases: [],
    });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(200);
  });

  it('phones as people write them are stored E.164; an empty one clears it', async () => {
    const g = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: g.headers,
      payload: { celPhone: '099 123 456', housePhone: '2901-1234', whatsApp: '+54 9 11 1234 5678' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      celPhone: '+59899123456',
      housePhone: '+59829011234',
      whatsApp: '+5491112345678',
    });
    const cleared = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: g.headers,
      payload: { housePhone: '' },
    });
    expect(cleared.json().user).toMatchObject({ celPhone: '+59899123456', housePhone: null });
  });

  it("a guest cannot update someone else's record", async () => {
    const a = await registerGuest(t.app);
    const b = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${b.id}`,
      headers: a.headers,
      payload: { name: 'Pirata' },
    });
    expect(res.statusCode).toBe(403);
    expect((await row(b.id)).name).not.toBe('Pirata');
  });

  it('the admin sets type, state, plan fields and a new password', async () => {
    const g = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: admin,
      payload: {
        type: 'admin',
        paymentState: 'Pago',
        activePlan: 'Plan Descenso',
        dateNextControl: '2026-04-01T13:00:00.000Z',
        password: 'nueva-clave-77',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      type: 'admin',
      paymentState: 'Pago',
      activePlan: 'Plan Descenso',
      dateNextControl: '2026-04-01T13:00:00.000Z',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: g.email, password: 'nueva-clave-77' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ age: '-1' }, 'age'],
    [{ age: 'veinte' }, 'age'],
    [{ gender: 'Robot' }, 'gender'],
    [{ name: '' }, 'name'],
    [{ celPhone: 'llamame' }, 'celPhone'],
    [{ whatsApp: '12 34' }, 'whatsApp'],
    [{ address: 'x'.repeat(5000) }, 'address'],
    [{ state: 'Jefe' }, 'state'],
    [{ dateNextControl: 'mañana' }, 'dateNextControl'],
    // The test clock reads 2 March 2026: more than five years ahead, more than one back.
    [{ dateNextControl: '9999-12-31' }, 'dateNextControl'],
    [{ dateNextControl: '2031-03-03T12:00:00Z' }, 'dateNextControl'],
    [{ dateNextControl: '2025-03-01T12:00:00Z' }, 'dateNextControl'],
    [{ birthDate: '0000-01-01' }, 'birthDate'],
    [{ birthDate: '2099-01-01' }, 'birthDate'],
    [{ birthDate: '31/12/1990' }, 'birthDate'],
  ])('refuses bad fields with 400 and changes nothing (%#)', async (payload, field) => {
    const g = await registerGuest(t.app);
    const before = await row(g.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await row(g.id)).toEqual(before);
  });

  it("a birth date: the age follows it as of today in Montevideo; the age typed before stays until one is given; '' clears it", async () => {
    const g = await registerGuest(t.app);
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/user/${g.id}`, headers: g.headers, payload });
    expect((await save({ age: '34' })).json().user).toMatchObject({ age: 34, birthDate: null });
    // The test clock reads 2 March 2026.
    const saved = await save({ birthDate: '2000-03-03', gender: 'Prefiero no decir' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      birthDate: '2000-03-03',
      age: 25,
      gender: 'Prefiero no decir',
    });
    expect(await row(g.id)).toMatchObject({ birthDate: '2000-03-03', age: 34 });
    const listed = await t.app.inject({ url: `/api/users?q=${g.email}`, headers: admin });
    expect(listed.json().users[0]).toMatchObject({ birthDate: '2000-03-03', age: 25 });
    const refused = await save({ birthDate: '2099-01-01' });
    expect(refused.json().errors.birthDate).toBe(BIRTH_DATE_MSG.range);
    expect((await save({ birthDate: '' })).json().user).toMatchObject({ birthDate: null, age: 34 });
  });

  it('refuses a JSON array or a string as body', async () => {
    const g = await registerGuest(t.app);
    const arr = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: g.headers,
      payload: [1, 2],
    });
    expect(arr.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: { ...g.headers, 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(text.statusCode).toBe(400);
  });
});
