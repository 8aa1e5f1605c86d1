import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical';
import { MSG } from '@contract/common';
import {
  type Headers,
  multipart,
  registerGuest,
  sendForm,
  useTestApp,
} from '../../../test/harness';
import { jpegImage, pdfBytes } from '../../../test/fixtures';
import { users } from '../users/users.tables';
import { controls } from './clinical.tables';

const { t, admin } = useTestApp();

interface ApiControl {
  _id: string;
  userId: string;
  typo: string;
  avatar: string;
  photos: { name: string; thumbUrl: string; url: string }[];
  metrics: Record<string, number | null>;
  [k: string]: unknown;
}

const photosOnDisk = async () =>
  (await fs.readdir(path.join(t.storageDir, 'photos')).catch(() => [] as string[])).sort();
/** Photo files stored since `before` (tests share one storage directory). */
const newPhotos = async (before: string[]) =>
  (await photosOnDisk()).filter((n) => !before.includes(n));
const controlCount = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(controls).where(eq(controls.userId, userId)))[0]!
    .n;
const row = async (id: string) =>
  (await t.database.db.select().from(controls).where(eq(controls.id, id)))[0];

/** A control form through the API: JSON, or multipart when it carries photos. */
async function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Headers,
  fields: Record<string, string | number | null>,
  photos: Buffer[] = [],
) {
  if (photos.length === 0) return t.app.inject({ method, url, headers, payload: fields });
  const form = await multipart(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v ?? '')])),
    photos.map((data, i) => ({ name: `foto${i}.jpg`, type: 'image/jpeg', data })),
  );
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const create = (
  headers: Headers,
  fields: Record<string, string | number | null>,
  photos?: Buffer[],
) => send('POST', '/api/new-control', headers, fields, photos);
const edit = (
  id: string,
  headers: Headers,
  fields: Record<string, string | number | null>,
  photos?: Buffer[],
) => send('PUT', `/api/controls/${id}`, headers, fields, photos);

async function created(res: Awaited<ReturnType<typeof create>>): Promise<ApiControl> {
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res.json<{ control: ApiControl }>().control;
}

async function setGender(id: string, gender: 'Masculino' | 'Femenino' | 'Otro' | null) {
  await t.database.db.update(users).set({ gender }).where(eq(users.id, id));
}

describe('creating a control (POST /api/new-control)', () => {
  it('a client records an Online control of their own; the answer has numbers and metrics', async () => {
    const c = await registerGuest(t.app);
    const res = await create(c.headers, {
      userId: c.id,
      typo: 'Online',
      talla: 175,
      peso: '70,5',
      perimetroCintura: 80,
      perimetroCadera: '100',
      notas: '  Me siento bien  ',
    });
    expect(res.json().message).toBe(CLINICAL_MSG.controlSaved);
    const control = await created(res);
    expect(control).toMatchObject({
      userId: c.id,
      typo: 'Online',
      talla: 175,
      peso: 70.5,
      perimetroCintura: 80,
      perimetroCadera: 100,
      brazoContraido: null,
      notas: 'Me siento bien',
      avatar: '',
      photos: [],
      createdAt: t.clock.now().toISOString(),
    });
    // 70.5 / 1.75² = 70.5 / 3.0625 = 23.02 -> 23.0; 80/100 = 0.8; 80/175 = 0.457 -> 0.46
    expect(control.metrics).toEqual({
      bmi: 23,
      waistHip: 0.8,
      waistHeight: 0.46,
      bodyFatPct: null,
    });
  });

  it('an Online control stores no in-person fields, whoever sends them', async () => {
    const c = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, {
        userId: c.id,
        typo: 'Online',
        peso: 60,
        sumade6: 80,
        masaMuscular: 30,
        objetivo: 'Ganar masa',
      }),
    );
    expect(control).toMatchObject({ peso: 60, sumade6: null, masaMuscular: null, objetivo: null });
    expect(await row(control._id)).toMatchObject({
      sumade6: null,
      masaMuscular: null,
      objetivo: null,
    });
    const byAdmin = await created(
      await create(admin, { userId: c.id, typo: 'Online', peso: 61, biceps: 30 }),
    );
    expect(byAdmin.biceps).toBeNull();
  });

  it('a client may not create an in-person (Offline) control: 403, nothing stored, no photo left', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const res = await create(c.headers, { userId: c.id, typo: 'Offline', peso: 70 }, [
      await jpegImage(),
    ]);
    expect([res.statusCode, res.json().message]).toEqual([403, CLINICAL_MSG.offlineAdminOnly]);
    expect(await controlCount(c.id)).toBe(0);
    expect(await newPhotos(before)).toEqual([]);
  });

  it('the admin records an in-person control; body fat is estimated from the skinfolds when the gender is known', async () => {
    const her = await registerGuest(t.app);
    const him = await registerGuest(t.app);
    const them = await registerGuest(t.app);
    await setGender(her.id, 'Femenino');
    await setGender(him.id, 'Masculino');
    await setGender(them.id, 'Otro');
    const offline = {
      typo: 'Offline',
      talla: 160,
      peso: 62.5,
      sumade6: 142,
      masaMuscular: 25.3,
      objetivo: 'Bajar 3 kg',
    };
    const a = await created(await create(admin, { ...offline, userId: her.id }));
    // Women: 0.1548 x 142 + 3.580 = 21.9816 + 3.58 = 25.5616 -> 25.6; BMI 62.5 / 2.56 = 24.4
    expect(a.metrics).toMatchObject({ bmi: 24.4, bodyFatPct: 25.6 });
    expect(a).toMatchObject({
      typo: 'Offline',
      sumade6: 142,
      masaMuscular: 25.3,
      objetivo: 'Bajar 3 kg',
    });
    // Men: 0.1051 x 142 + 2.585 = 14.9242 + 2.585 = 17.5092 -> 17.5
    expect(
      (await created(await create(admin, { ...offline, userId: him.id }))).metrics.bodyFatPct,
    ).toBe(17.5);
    expect(
      (await created(await create(admin, { ...offline, userId: them.id }))).metrics.bodyFatPct,
    ).toBeNull();
  });

  it.each([
    [{ peso: 401 }, 'peso', 'Peso (kg): tiene que ser entre 2 y 400'],
    [{ peso: '1.9' }, 'peso', 'Peso (kg): tiene que ser entre 2 y 400'],
    [{ talla: 251 }, 'talla', 'Talla (cm): tiene que ser entre 50 y 250'],
    [{ talla: -170 }, 'talla', 'Talla (cm): tiene que ser entre 50 y 250'],
    [
      { perimetroCintura: 'mucho' },
      'perimetroCintura',
      'Perímetro de cintura (cm): tiene que ser entre 20 y 300',
    ],
    [
      { perimetroCadera: 'Infinity' },
      'perimetroCadera',
      'Perímetro de cadera (cm): tiene que ser entre 20 y 300',
    ],
    [
      { brazoContraido: '1e3' },
      'brazoContraido',
      'Brazo contraído (cm): tiene que ser entre 10 y 100',
    ],
    [{ sumade6: 4 }, 'sumade6', 'Suma de 6 pliegues (mm): tiene que ser entre 5 y 400'],
    [{ typo: 'Presencial' }, 'typo', 'Tipo de control inválido: Online u Offline'],
    [{ notas: 'x'.repeat(2001) }, 'notas', 'Máximo 2000 caracteres'],
  ])(
    'out of range or garbage %j: 400 naming the field, nothing stored, no photo left',
    async (bad, field, message) => {
      const before = await photosOnDisk();
      const c = await registerGuest(t.app);
      for (const photos of [[], [await jpegImage()]]) {
        const res = await create(
          admin,
          { userId: c.id, typo: 'Offline', peso: 70, ...bad },
          photos,
        );
        expect([res.statusCode, res.json().errors?.[field]]).toEqual([400, message]);
        expect(res.json().message).toBe(message);
      }
      expect(await controlCount(c.id)).toBe(0);
      expect(await newPhotos(before)).toEqual([]);
    },
  );

  it('a PDF among the photos is refused with nothing stored', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-control', headers: c.headers },
      { userId: c.id, typo: 'Online' },
      [
        { name: 'a.jpg', type: 'image/jpeg', data: await jpegImage() },
        { name: 'b.jpg', type: 'image/jpeg', data: pdfBytes },
      ],
    );
    expect([res.statusCode, res.json().message]).toEqual([400, MSG.imageFormat]);
    expect(await controlCount(c.id)).toBe(0);
    expect(await newPhotos(before)).toEqual([]);
  });

  it('a client may not create a control for someone else (403, nothing stored); an unknown client is 404', async () => {
    const before = await photosOnDisk();
    const a = await registerGuest(t.app);
    const b = await registerGuest(t.app);
    const res = await create(a.headers, { userId: b.id, typo: 'Online', peso: 70 }, [
      await jpegImage(),
    ]);
    expect([res.statusCode, res.json().message]).toEqual([403, MSG.forbidden]);
    expect(await controlCount(b.id)).toBe(0);
    expect(await newPhotos(before)).toEqual([]);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const missing = await create(admin, { userId: nobody, typo: 'Online' }, [await jpegImage()]);
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'No encontramos ese usuario',
    ]);
    expect((await create(admin, { userId: 'abc', typo: 'Online' })).statusCode).toBe(400);
    expect(await newPhotos(before)).toEqual([]);
  });
});

describe('reading controls', () => {
  it('the list is newest first; a client reads only their own; unknown ids are 404, bad ids 400', async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const first = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 80 }),
    );
    t.clock.advance(7 * 24 * 3600_000);
    const second = await created(await create(admin, { userId: c.id, typo: 'Offline', peso: 79 }));
    const list = await t.app.inject({
      url: `/api/controls-by-user-id/${c.id}`,
      headers: c.headers,
    });
    expect(list.json().controls.map((x: ApiControl) => x._id)).toEqual([second._id, first._id]);
    const one = await t.app.inject({ url: `/api/controls/${first._id}`, headers: c.headers });
    expect(one.json().control).toMatchObject({ _id: first._id, peso: 80 });

    expect(
      (await t.app.inject({ url: `/api/controls/${first._id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/controls-by-user-id/${c.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/controls/${first._id}` })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      url: '/api/controls/00000000-0000-4000-8000-000000000000',
      headers: c.headers,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No encontramos ese control',
    ]);
    expect(
      (await t.app.inject({ url: '/api/controls/1%27%20or%201=1', headers: admin })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: '/api/controls-by-user-id/00000000-0000-4000-8000-000000000000',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const empty = await t.app.inject({
      url: `/api/controls-by-user-id/${other.id}`,
      headers: other.headers,
    });
    expect(empty.json()).toEqual({ message: expect.any(String), controls: [] });
  });
});

describe('editing a control (PUT /api/controls/{id})', () => {
  it("changes only the fields sent: absent leaves a field; '' (multipart) or null (JSON) clears it", async () => {
    const c = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, {
        userId: c.id,
        typo: 'Online',
        talla: 170,
        peso: 70,
        perimetroCintura: 80,
        notas: 'antes',
      }),
    );
    // One multipart save: a new weight, the notes emptied, the height not sent, one photo.
    const multi = await created(
      await edit(control._id, c.headers, { typo: 'Online', peso: '68,2', notas: '' }, [
        await jpegImage(),
      ]),
    );
    expect(multi).toMatchObject({ talla: 170, peso: 68.2, perimetroCintura: 80, notas: null });
    expect(multi.photos).toHaveLength(1);
    const json = await created(
      await edit(control._id, c.headers, { typo: 'Online', talla: null, perimetroCintura: '' }),
    );
    expect(json).toMatchObject({ talla: null, peso: 68.2, perimetroCintura: null, notas: null });
    expect(json.photos).toHaveLength(1);
    expect(json.metrics.bmi).toBeNull();
    expect(json.updatedAt).toBe(t.clock.now().toISOString());
  });

  it('a client may not edit an in-person control, nor turn an Online one into Offline', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const offline = await created(await create(admin, { userId: c.id, typo: 'Offline', peso: 70 }));
    const online = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }),
    );
    for (const [id, typo] of [
      [offline._id, 'Offline'],
      [offline._id, 'Online'],
      [online._id, 'Offline'],
    ] as const) {
      const res = await edit(id, c.headers, { typo, peso: 99 }, [await jpegImage()]);
      expect([res.statusCode, res.json().message]).toEqual([403, CLINICAL_MSG.offlineAdminOnly]);
    }
    expect(await row(offline._id)).toMatchObject({ typo: 'Offline', peso: '70.00' });
    expect(await row(online._id)).toMatchObject({ typo: 'Online', peso: '70.00' });
    expect(await newPhotos(before)).toEqual([]);
  });

  it('the admin edits any control; turning one Online drops its in-person fields', async () => {
    const c = await registerGuest(t.app);
    const offline = await created(
      await create(admin, { userId: c.id, typo: 'Offline', peso: 70, sumade6: 90, objetivo: 'x' }),
    );
    const same = await created(
      await edit(offline._id, admin, { typo: 'Offline', masaAdiposa: 20 }),
    );
    expect(same).toMatchObject({ peso: 70, sumade6: 90, masaAdiposa: 20, objetivo: 'x' });
    const online = await created(await edit(offline._id, admin, { typo: 'Online' }));
    expect(online).toMatchObject({
      typo: 'Online',
      peso: 70,
      sumade6: null,
      masaAdiposa: null,
      objetivo: null,
    });
  });

  it('another client gets 403 and stores nothing; unknown id 404; out of range 400 with nothing changed', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }),
    );
    const stored = await row(control._id);
    const res = await edit(control._id, other.headers, { typo: 'Online', peso: 50 }, [
      await jpegImage(),
    ]);
    expect(res.statusCode).toBe(403);
    const bad = await edit(control._id, c.headers, { typo: 'Online', peso: 500 }, [
      await jpegImage(),
    ]);
    expect([bad.statusCode, bad.json().errors.peso]).toEqual([
      400,
      'Peso (kg): tiene que ser entre 2 y 400',
    ]);
    expect(
      (await edit('00000000-0000-4000-8000-000000000000', admin, { typo: 'Online' })).statusCode,
    ).toBe(404);
    expect(await row(control._id)).toEqual(stored);
    expect(await newPhotos(before)).toEqual([]);
  });

  it('photos: avatar lists the names to keep; a dropped one is deleted with its private variant; at most 10', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, { userId: c.id, typo: 'Online' }, [
        await jpegImage(),
        await jpegImage(300, 300),
      ]),
    );
    const [keep, drop] = control.photos.map((p) => p.name);
    // Made once so the private cache holds a variant of the photo about to go.
    expect((await t.app.inject({ url: control.photos[1]!.thumbUrl })).statusCode).toBe(200);
    const variant = path.join(
      t.storageDir,
      'private-cache',
      '250x280',
      drop!.replace(/\.jpg$/, '.webp'),
    );
    await expect(fs.access(variant)).resolves.toBeUndefined();
    // A name this control does not have cannot be slipped in.
    const edited = await created(
      await edit(control._id, c.headers, {
        typo: 'Online',
        avatar: `${keep},${'f'.repeat(32)}.jpg`,
      }),
    );
    expect(edited.avatar).toBe(keep);
    expect(await newPhotos(before)).toEqual([keep]);
    await expect(fs.access(variant)).rejects.toThrow();
    expect((await t.app.inject({ url: control.photos[1]!.url })).statusCode).toBe(404);

    const many = await created(
      await edit(
        control._id,
        c.headers,
        { typo: 'Online' },
        await Promise.all(Array.from({ length: 10 }, () => jpegImage(64, 64))),
      ),
    );
    // The oldest goes first: the ten newest are kept.
    expect(many.photos).toHaveLength(10);
    expect(many.avatar.split(',')).not.toContain(keep);
    expect(await newPhotos(before)).toEqual(many.photos.map((p) => p.name).sort());
  });
});

describe('deleting a control (DELETE /api/control/{id})', () => {
  it("answers the client's remaining controls and deletes the photo files", async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const a = await created(
      await create(c.headers, { userId: c.id, typo: 'Online' }, [
        await jpegImage(),
        await jpegImage(),
      ]),
    );
    const b = await created(await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }));
    expect(await newPhotos(before)).toHaveLength(2);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${a._id}`,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: CLINICAL_MSG.controlDeleted,
      controls: [{ _id: b._id }],
    });
    expect(res.json().controls).toHaveLength(1);
    expect(await newPhotos(before)).toEqual([]);
    expect(await row(a._id)).toBeUndefined();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${a._id}`,
      headers: c.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("a client may not delete an in-person control, nor another client's", async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const offline = await created(await create(admin, { userId: c.id, typo: 'Offline', peso: 70 }));
    const online = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }),
    );
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${offline._id}`,
      headers: c.headers,
    });
    expect([mine.statusCode, mine.json().message]).toEqual([403, CLINICAL_MSG.offlineAdminOnly]);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${online._id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect(await controlCount(c.id)).toBe(2);
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${offline._id}`,
      headers: admin,
    });
    expect(byAdmin.json().controls.map((x: ApiControl) => x._id)).toEqual([online._id]);
  });
});
