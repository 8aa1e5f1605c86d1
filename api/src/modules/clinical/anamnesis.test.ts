import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { EXTENDED_FIELD_NAMES, HEALTH_CONSENT_VERSION } from '@contract/clinical';
import { MSG } from '@contract/common-text';
import { BIRTH_DATE_MSG } from '@contract/users';
import { type Headers, registerGuest, useTestApp } from '../../../test/harness';
import { ANAMNESIS_FORM, anamnesisCreate } from '@contract/testing/anamnesis';
import { users } from '../users/users.tables';
import { anamneses } from './clinical.tables';

const { t, admin } = useTestApp();

const rowsOf = async (userId: string) =>
  (
    await t.database.db.select({ n: count() }).from(anamneses).where(eq(anamneses.userId, userId))
  )[0]!.n;
const post = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/new-anamnesis', headers, payload });
const put = (id: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/anamnesis/${id}`, headers, payload });

/** Some extended fields of the long form, of each kind. */
const EXTENDED = {
  desayuno_lugar: 'Casa',
  desayuno_hora: '7:30',
  cena_preparaciones: 'Milanesa con ensalada',
  carne_vacuna_frecuencia: 'Determinadas veces por semana',
  carne_vacuna_cantidad: '150',
  frutas_cantidad: 2,
  frutas_detalle: 'Manzana y banana',
  caldo_cantidad: '250cc',
  alcohol_frecuencia: '1 vez cada dos semanas',
};

describe('creating the anamnesis (POST /api/new-anamnesis)', () => {
  it('a client saves their own with consent: stored with the text version, the time and who', async () => {
    const c = await registerGuest(t.app);
    const res = await post(c.headers, { ...anamnesisCreate(c.id), sportsDays: '2,5' });
    expect(res.statusCode).toBe(200);
    const { message, anamnesis } = res.json();
    expect(message).toBe(CLINICAL_MSG.anamnesisSaved);
    expect(anamnesis).toMatchObject({
      userId: c.id,
      kind: 'Simple',
      workHours: '9 a 18',
      sportsDays: 2.5,
      intolerancias: null,
      consentVersion: HEALTH_CONSENT_VERSION,
      consentedAt: t.clock.now().toISOString(),
      consentRecordedBy: 'client',
    });
    // The flat answer: every extended field present, null when not given.
    for (const n of EXTENDED_FIELD_NAMES) expect([n, anamnesis[n]]).toEqual([n, null]);
    expect(anamnesis).not.toHaveProperty('consent');
    expect(anamnesis).not.toHaveProperty('extended');
  });

  it('without consent: 400 asking for it, nothing stored', async () => {
    const c = await registerGuest(t.app);
    const { consent: _, ...withoutConsent } = anamnesisCreate(c.id);
    for (const body of [
      withoutConsent,
      { ...withoutConsent, consent: false },
      { ...withoutConsent, consent: 'true' },
    ]) {
      const res = await post(c.headers, body);
      expect([res.statusCode, res.json().message]).toEqual([400, CLINICAL_MSG.consent]);
    }
    expect(await rowsOf(c.id)).toBe(0);
  });

  it.each([['workHours'], ['typeFeedin'], ['medicalNotes'], ['sportsDays']])(
    "without %s (absent, '' or blanks): 'Por favor, completá todos los campos', nothing stored",
    async (field) => {
      const c = await registerGuest(t.app);
      const { [field as keyof typeof ANAMNESIS_FORM]: _, ...rest } = anamnesisCreate(c.id);
      for (const body of [rest, { ...rest, [field]: '' }, { ...rest, [field]: '   ' }]) {
        const res = await post(c.headers, body);
        expect([res.statusCode, res.json().message]).toEqual([400, CLINICAL_MSG.required]);
        expect(res.json().errors).toHaveProperty(field);
      }
      expect(await rowsOf(c.id)).toBe(0);
    },
  );

  it.each([
    [{ typeFeedin: 'Carnívoro' }, 'typeFeedin', CLINICAL_MSG.required],
    [{ objectives: 'Ser feliz' }, 'objectives', CLINICAL_MSG.required],
    [{ sportsDays: 8 }, 'sportsDays', 'Días de deporte: tiene que ser entre 0 y 7'],
    [{ sportsDays: -1 }, 'sportsDays', 'Días de deporte: tiene que ser entre 0 y 7'],
    [{ sportsDays: 'muchos' }, 'sportsDays', 'Días de deporte: tiene que ser entre 0 y 7'],
    [{ diseases: 'x'.repeat(2001) }, 'diseases', 'Máximo 2000 caracteres'],
    [{ workHours: 'x'.repeat(201) }, 'workHours', 'Máximo 200 caracteres'],
    [
      { carne_vacuna_cantidad: 5001 },
      'carne_vacuna_cantidad',
      'carne vacuna (cantidad): tiene que ser entre 0 y 5000',
    ],
    [{ frutas_cantidad: -2 }, 'frutas_cantidad', 'frutas (cantidad): tiene que ser entre 0 y 5000'],
    [{ pollo_frecuencia: 'A veces' }, 'pollo_frecuencia', 'pollo: elegí una opción de la lista'],
    [{ desayuno_lugar: 'x'.repeat(201) }, 'desayuno_lugar', 'Máximo 200 caracteres'],
    [{ kind: 'Completo' }, 'kind', 'Tipo de anamnesis inválido'],
    [{ userId: 'abc' }, 'userId', 'Identificador inválido'],
  ])('%j: 400 naming the field, nothing stored', async (bad, field, message) => {
    const c = await registerGuest(t.app);
    const res = await post(admin, { ...anamnesisCreate(c.id), ...bad });
    expect([res.statusCode, res.json().errors?.[field]]).toEqual([400, message]);
    expect(await rowsOf(c.id)).toBe(0);
  });

  it('the admin fills the extended one for a client: consent recorded by the admin, extended fields flat', async () => {
    const c = await registerGuest(t.app);
    const res = await post(admin, { ...anamnesisCreate(c.id), kind: 'Extendido', ...EXTENDED });
    expect(res.statusCode).toBe(200);
    const { anamnesis } = res.json();
    expect(anamnesis).toMatchObject({
      kind: 'Extendido',
      consentRecordedBy: 'admin',
      ...EXTENDED,
      carne_vacuna_cantidad: 150,
      pollo_frecuencia: null,
      verduras_detalle: null,
    });
    const read = await t.app.inject({ url: `/api/anamnesis/${anamnesis._id}`, headers: c.headers });
    expect(read.json().anamnesis).toEqual(anamnesis);
  });

  it('one per client: a second one answers 409 pointing to the existing one', async () => {
    const c = await registerGuest(t.app);
    const first = (await post(c.headers, anamnesisCreate(c.id))).json().anamnesis;
    for (const headers of [c.headers, admin]) {
      const res = await post(headers, anamnesisCreate(c.id));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'clinical.anamnesisExists',
        message: CLINICAL_MSG.anamnesisExists,
        errors: { anamnesisId: first._id },
      });
    }
    expect(await rowsOf(c.id)).toBe(1);
  });

  it('two creates at the same moment: exactly one is stored (the database decides)', async () => {
    const c = await registerGuest(t.app);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post(i % 2 ? admin : c.headers, anamnesisCreate(c.id))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await rowsOf(c.id)).toBe(1);
  });

  it('a client may not create one for someone else; an unknown client is 404', async () => {
    const a = await registerGuest(t.app);
    const b = await registerGuest(t.app);
    const res = await post(a.headers, anamnesisCreate(b.id));
    expect([res.statusCode, res.json().message]).toEqual([403, MSG.forbidden]);
    expect(await rowsOf(b.id)).toBe(0);
    const missing = await post(admin, anamnesisCreate('00000000-0000-4000-8000-000000000000'));
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'No encontramos ese usuario',
    ]);
    expect((await post({}, anamnesisCreate(b.id))).statusCode).toBe(401);
  });
});

describe('reading and editing it', () => {
  it('by user: null before the first one; the client reads only their own', async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const url = `/api/anamnesis-by-user-id/${c.id}`;
    const before = await t.app.inject({ url, headers: c.headers });
    expect(before.json()).toEqual({ message: expect.any(String), anamnesis: null });
    const created = (await post(c.headers, anamnesisCreate(c.id))).json().anamnesis;
    expect((await t.app.inject({ url, headers: c.headers })).json().anamnesis).toEqual(created);
    expect((await t.app.inject({ url, headers: admin })).json().anamnesis._id).toBe(created._id);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    const byId = await t.app.inject({
      url: `/api/anamnesis/${created._id}`,
      headers: other.headers,
    });
    expect(byId.statusCode).toBe(403);
    expect(byId.body).not.toContain(created.workHours);
    const unknown = await t.app.inject({
      url: '/api/anamnesis/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No encontramos esa anamnesis',
    ]);
    expect((await t.app.inject({ url: '/api/anamnesis/abc', headers: admin })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.app.inject({
          url: '/api/anamnesis-by-user-id/00000000-0000-4000-8000-000000000000',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('editing changes the fields; the consent stays as first given', async () => {
    const c = await registerGuest(t.app);
    const created = (await post(c.headers, anamnesisCreate(c.id))).json().anamnesis;
    t.clock.advance(3600_000);
    const res = await put(created._id, admin, {
      ...ANAMNESIS_FORM,
      sports: 'Tenis',
      intolerancias: 'Lactosa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CLINICAL_MSG.anamnesisSaved);
    expect(res.json().anamnesis).toMatchObject({
      sports: 'Tenis',
      intolerancias: 'Lactosa',
      consentVersion: created.consentVersion,
      consentedAt: created.consentedAt,
      consentRecordedBy: 'client',
      createdAt: created.createdAt,
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it('the short form never erases the long one: a Simple edit leaves the extended section and kind', async () => {
    const c = await registerGuest(t.app);
    const created = (
      await post(admin, { ...anamnesisCreate(c.id), kind: 'Extendido', ...EXTENDED })
    ).json().anamnesis;
    const simple = (
      await put(created._id, c.headers, { ...ANAMNESIS_FORM, kind: 'Simple', sports: 'Yoga' })
    ).json().anamnesis;
    expect(simple).toMatchObject({
      kind: 'Extendido',
      sports: 'Yoga',
      desayuno_lugar: 'Casa',
      frutas_cantidad: 2,
    });
    // The long form replaces its section: what it leaves out is cleared.
    const extended = (
      await put(created._id, admin, {
        ...ANAMNESIS_FORM,
        kind: 'Extendido',
        desayuno_lugar: 'Oficina',
      })
    ).json().anamnesis;
    expect(extended).toMatchObject({
      kind: 'Extendido',
      desayuno_lugar: 'Oficina',
      frutas_cantidad: null,
      caldo_cantidad: null,
    });
  });

  it('refusals change nothing: another client 403, missing fields 400, unknown id 404', async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const created = (await post(c.headers, anamnesisCreate(c.id))).json().anamnesis;
    const theirs = await put(created._id, other.headers, { ...ANAMNESIS_FORM, sports: 'Pirata' });
    expect(theirs.statusCode).toBe(403);
    const missing = await put(created._id, c.headers, { ...ANAMNESIS_FORM, medicines: '' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, CLINICAL_MSG.required]);
    const unknown = await put('00000000-0000-4000-8000-000000000000', admin, ANAMNESIS_FORM);
    expect(unknown.statusCode).toBe(404);
    const now = (
      await t.app.inject({ url: `/api/anamnesis/${created._id}`, headers: c.headers })
    ).json().anamnesis;
    expect(now).toEqual(created);
  });
});

describe('birth date and sex: asked by the anamnesis, kept on the user (issue 31)', () => {
  const userOf = async (id: string) =>
    (
      await t.database.db
        .select({ birthDate: users.birthDate, gender: users.gender, age: users.age })
        .from(users)
        .where(eq(users.id, id))
    )[0]!;
  const userAnswer = async (c: { id: string; headers: Headers }) =>
    (await t.app.inject({ url: `/api/user/${c.id}`, headers: c.headers })).json().user;

  it('creating saves them to the user; the user answers the age from the birth date', async () => {
    const c = await registerGuest(t.app);
    // An age typed before birth dates were asked is replaced by the computed one.
    await t.database.db.update(users).set({ age: 41 }).where(eq(users.id, c.id));
    const res = await post(c.headers, {
      ...anamnesisCreate(c.id),
      birthDate: '1996-03-03',
      gender: 'Prefiero no decir',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().anamnesis).not.toHaveProperty('birthDate');
    expect(await userOf(c.id)).toEqual({
      birthDate: '1996-03-03',
      gender: 'Prefiero no decir',
      age: 41,
    });
    // The test clock reads 2 March 2026: 29 until tomorrow.
    expect(await userAnswer(c)).toMatchObject({
      birthDate: '1996-03-03',
      gender: 'Prefiero no decir',
      age: 29,
    });
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await userAnswer(c)).age).toBe(30);
    t.clock.advance(-24 * 60 * 60 * 1000);
  });

  it("editing changes them; a form without them (the spec's) leaves the user's as they are", async () => {
    const c = await registerGuest(t.app);
    const id = (await post(c.headers, { ...anamnesisCreate(c.id), birthDate: '1990-01-01' })).json()
      .anamnesis._id;
    expect(await userOf(c.id)).toMatchObject({ birthDate: '1990-01-01', gender: null });
    const edited = await put(id, admin, {
      ...ANAMNESIS_FORM,
      birthDate: '1990-01-02',
      gender: 'Femenino',
    });
    expect(edited.statusCode).toBe(200);
    expect(await userOf(c.id)).toMatchObject({ birthDate: '1990-01-02', gender: 'Femenino' });
    for (const body of [ANAMNESIS_FORM, { ...ANAMNESIS_FORM, birthDate: '', gender: '' }])
      expect((await put(id, c.headers, body)).statusCode).toBe(200);
    expect(await userOf(c.id)).toMatchObject({ birthDate: '1990-01-02', gender: 'Femenino' });
  });

  it.each([
    ['0000-05-17', BIRTH_DATE_MSG.range],
    ['2099-01-01', BIRTH_DATE_MSG.range],
    ['1990-02-30', BIRTH_DATE_MSG.bad],
    ['17/05/1990', BIRTH_DATE_MSG.bad],
  ])('a birth date %s is refused in Spanish and nothing is stored', async (birthDate, message) => {
    const c = await registerGuest(t.app);
    const res = await post(c.headers, { ...anamnesisCreate(c.id), birthDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.birthDate).toBe(message);
    expect(await rowsOf(c.id)).toBe(0);
    expect((await userOf(c.id)).birthDate).toBeNull();
  });

  it('a sex outside the list is refused', async () => {
    const c = await registerGuest(t.app);
    const res = await post(c.headers, { ...anamnesisCreate(c.id), gender: 'Robot' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.gender).toBe('Sexo: elegí una opción de la lista');
    expect(await rowsOf(c.id)).toBe(0);
  });

  it('a second create (409) changes nothing on the user either', async () => {
    const c = await registerGuest(t.app);
    await post(c.headers, {
      ...anamnesisCreate(c.id),
      birthDate: '1990-01-01',
      gender: 'Masculino',
    });
    const again = await post(c.headers, {
      ...anamnesisCreate(c.id),
      birthDate: '1980-01-01',
      gender: 'Femenino',
    });
    expect(again.statusCode).toBe(409);
    expect(await userOf(c.id)).toMatchObject({ birthDate: '1990-01-01', gender: 'Masculino' });
  });
});
