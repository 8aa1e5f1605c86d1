import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common';
import {
  type Headers,
  multipart,
  registerGuest,
  sendForm,
  useTestApp,
} from '../../../test/harness';
import {
  brokenPng,
  jpegImage,
  oversizedPng,
  pdfBytes,
  pngImage,
  truncatedJpeg,
} from '../../../test/fixtures';
import { users } from './users.tables';
import { SEARCH_TOTAL_CAP } from './users.service';

const { t, admin } = useTestApp();

/** POST user/{id} as that user: a multipart form, with its photo. */
const postOwnUser = (
  user: { id: string; headers: Headers },
  fields: Record<string, string>,
  files: Parameters<typeof sendForm>[3],
) =>
  sendForm(
    t.app,
    { method: 'POST', url: `/api/user/${user.id}`, headers: user.headers },
    fields,
    files,
  );

/** Every stored image name, to prove a refused request stored nothing. */
const storedImages = async () =>
  (await fs.readdir(path.join(t.storageDir, 'images')).catch(() => [] as string[])).sort();

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const row = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

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
    [{ address: 'x'.repeat(5000) }, 'address'],
    [{ state: 'Jefe' }, 'state'],
    [{ dateNextControl: 'mañana' }, 'dateNextControl'],
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

describe('photos', () => {
  it('a guest uploads a JPEG avatar; it is served at 200x200 as WebP and cached', async () => {
    const g = await registerGuest(t.app);
    const res = await postOwnUser(g, { name: 'Con Foto' }, [
      { name: 'yo.jpg', type: 'image/jpeg', data: await jpegImage(900, 600) },
    ]);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const img = await t.app.inject({ url: `/api/media/fit-in/200x200/${avatar}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('immutable');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.width).toBe(200);
    expect(meta.height).toBeLessThanOrEqual(200);
    const again = await t.app.inject({ url: `/api/media/fit-in/200x200/${avatar}` });
    expect(again.rawPayload.equals(img.rawPayload)).toBe(true);
  });

  it('replacing the photo deletes the old file', async () => {
    const g = await registerGuest(t.app);
    const r1 = await postOwnUser(g, {}, [
      { name: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const old = r1.json().user.avatar as string;
    const r2 = await postOwnUser(g, {}, [
      { name: 'b.png', type: 'image/png', data: await pngImage(300, 300) },
    ]);
    expect(r2.json().user.avatar).not.toBe(old);
    expect(await t.storage.exists('images', old)).toBe(false);
  });

  it('refuses a PDF renamed .png and a 4 MB image, storing nothing and changing nothing', async () => {
    const g = await registerGuest(t.app);
    const before = await row(g.id);
    const r1 = await postOwnUser(g, { name: 'Cambio' }, [
      { name: 'foto.png', type: 'image/png', data: pdfBytes },
    ]);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe(MSG.imageFormat);
    const r2 = await postOwnUser(g, { name: 'Cambio' }, [
      { name: 'grande.png', type: 'image/png', data: oversizedPng() },
    ]);
    expect(r2.statusCode).toBe(413);
    expect(r2.json().message).toBe(MSG.imageTooBig);
    expect(await row(g.id)).toEqual(before);
  });

  it('refuses a photo that is broken behind real PNG/JPEG bytes: 400, nothing stored, row unchanged', async () => {
    const g = await registerGuest(t.app);
    const r0 = await postOwnUser(g, {}, [
      { name: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const photo = r0.json().user.avatar as string;
    const before = await row(g.id);
    const stored = await storedImages();
    for (const [name, type, data] of [
      ['rota.png', 'image/png', await brokenPng()],
      ['cortada.jpg', 'image/jpeg', await truncatedJpeg()],
    ] as const) {
      const res = await postOwnUser(g, { name: 'Cambio' }, [{ name, type, data }]);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, MSG.imageFormat]);
    }
    expect(await storedImages()).toEqual(stored);
    expect(await row(g.id)).toEqual(before);
    expect(await t.storage.exists('images', photo)).toBe(true);
  });

  it('one photo per user: of two uploads the last is kept, the other leaves storage', async () => {
    const body = await multipart(
      { name: 'Dos Fotos', email: 'dosfotos@test.uy', password: 'clave-dos-fotos' },
      [
        { name: 'a.png', type: 'image/png', data: await pngImage() },
        { name: 'b.jpg', type: 'image/jpeg', data: await jpegImage() },
      ],
    );
    const before = await storedImages();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user-by-admin',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect((await row(res.json().user._id)).avatar).toEqual([avatar]);
    expect(await storedImages()).toEqual([...before, avatar].sort());
  });

  it('a client cannot point their avatar at files they do not have', async () => {
    const g = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: g.headers,
      payload: { avatar: '0123456789abcdef0123456789abcdef.png' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar).toBe('');
  });

  it('the resize route answers 400 for a size not in the spec and 404 for an unknown image', async () => {
    expect(
      (
        await t.app.inject({
          url: '/api/media/fit-in/9999x9999/0123456789abcdef0123456789abcdef.png',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: '/api/media/fit-in/200x200/0123456789abcdef0123456789abcdef.png',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/media/fit-in/200x200/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});

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
      celPhone: '098765432',
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
