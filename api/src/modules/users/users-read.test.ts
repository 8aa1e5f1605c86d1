import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { registerGuest } from '../../../test/harness';
import { users } from './users.tables';
import { SEARCH_TOTAL_CAP } from './users.service';
import { useUsersSuite } from '../../../test/users-suite';

const { t, admin, userCount } = useUsersSuite();

describe('who may read users', () => {
  it('GET /api/users: 401 for a visitor, 403 for a guest, the list for the admin', async () => {
    const g = await registerGuest(t.app);
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const guest = await t.app.inject({ url: '/api/users', headers: g.headers });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe(MSG.forbidden);
    const res = await t.app.inject({ url: '/api/users', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.some((u: { _id: string }) => u._id === g.id)).toBe(true);
    expect(JSON.stringify(res.json())).not.toMatch(/scrypt|password/i);
  });

  it("GET /api/user/{id}: a guest reads only their own record; another's is 403; the admin reads any", async () => {
    const a = await registerGuest(t.app);
    const b = await registerGuest(t.app);
    expect(
      (await t.app.inject({ url: `/api/user/${a.id}`, headers: a.headers })).json().user._id,
    ).toBe(a.id);
    expect((await t.app.inject({ url: `/api/user/${b.id}`, headers: a.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: `/api/user/${b.id}`, headers: admin })).json().user.email,
    ).toBe(b.email);
    expect((await t.app.inject({ url: `/api/user/${b.id}` })).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    expect((await t.app.inject({ url: '/api/user/123', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/user/'%20or%201=1", headers: admin })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.app.inject({
          url: '/api/user/00000000-0000-4000-8000-000000000000',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('search and pages', () => {
  it("finds 'José' searching 'jose' (accents and case ignored), also by e-mail", async () => {
    await registerGuest(t.app, { name: 'José Pérez', email: 'jperez@test.uy' });
    await registerGuest(t.app, { name: 'María Núñez', email: 'maria@test.uy' });
    const res = await t.app.inject({ url: '/api/users?q=jose', headers: admin });
    expect(res.json().users.map((u: { name: string }) => u.name)).toEqual(['José Pérez']);
    const upper = await t.app.inject({ url: '/api/users?q=NUÑEZ', headers: admin });
    expect(upper.json().users.map((u: { name: string }) => u.name)).toEqual(['María Núñez']);
    const byMail = await t.app.inject({ url: '/api/users?q=JPEREZ@', headers: admin });
    expect(byMail.json().total).toBe(1);
    const wildcard = await t.app.inject({ url: '/api/users?q=%25', headers: admin });
    expect(wildcard.json().total).toBe(0);
  });

  it('a search matching more than it counts says its total is a lower bound, and still pages on', async () => {
    await t.database.db.insert(users).values(
      Array.from({ length: SEARCH_TOTAL_CAP + 5 }, (_, i) => ({
        name: `Zoé Común ${i}`,
        email: `zoe${i}@muchos.uy`,
        passwordHash: 'x',
      })),
    );
    const first = (await t.app.inject({ url: '/api/users?q=zoe comun', headers: admin })).json();
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true });
    expect(first.users).toHaveLength(20);
    const pageSize = 20;
    const last = Math.ceil((SEARCH_TOTAL_CAP + 5) / pageSize);
    const end = (
      await t.app.inject({
        url: `/api/users?q=zoe comun&page=${last}&pageSize=${pageSize}`,
        headers: admin,
      })
    ).json();
    expect(end.users).toHaveLength((SEARCH_TOTAL_CAP + 5) % pageSize);
    expect(end).toMatchObject({ total: SEARCH_TOTAL_CAP + 5, totalIsLowerBound: false });
    const rare = (await t.app.inject({ url: '/api/users?q=zoe comun 12', headers: admin })).json();
    expect(rare.totalIsLowerBound).toBe(false);
  });

  it('pages through the list', async () => {
    const total = await userCount();
    const p1 = (await t.app.inject({ url: '/api/users?pageSize=2&page=1', headers: admin })).json();
    const p2 = (await t.app.inject({ url: '/api/users?pageSize=2&page=2', headers: admin })).json();
    expect(p1.total).toBe(total);
    expect(p1.users).toHaveLength(2);
    expect(p2.users[0]._id).not.toBe(p1.users[0]._id);
    expect(
      (await t.app.inject({ url: '/api/users?pageSize=1000', headers: admin })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/users?page=abc', headers: admin })).statusCode).toBe(
      400,
    );
  });
});
