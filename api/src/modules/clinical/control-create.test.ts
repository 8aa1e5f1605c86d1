import { describe, expect, it } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { MSG } from '@contract/common-text';
import { registerGuest, sendForm } from '../../../test/harness';
import { jpegImage, pdfBytes } from '../../../test/fixtures';
import { useControlsSuite } from '../../../test/controls-suite';

const { t, admin, photosOnDisk, newPhotos, controlCount, row, create, created, setGender } =
  useControlsSuite();

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
    [
      { typo: 'Presencial' },
      'typo',
      "Tipo de control inválido: 'Online' (a distancia) u 'Offline' (presencial)",
    ],
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
