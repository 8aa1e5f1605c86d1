import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TARGET_MSG } from '@contract/meal-plans';
import { energyRangeText } from '@contract/nutrition';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { BIRTH_DATE_MSG } from '@contract/users';
import { registerGuest } from '../../../test/harness';
import { controls } from '../clinical/clinical.tables';
import { users } from '../users/users.tables';
import { TARGET_CONTROL_NOTE } from './meal-plan-target.service';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

const { t, admin, NOBODY, inject, ok } = useMealPlansSuite();

// ---------------------------------------------------------------- energy target

describe('the proposed target', () => {
  it('30-year-old woman, 170 cm, 70 kg: 1451,5 kcal at rest by Mifflin-St Jeor; Harris-Benedict on demand', async () => {
    const client = await registerGuest(t.app);
    await t.database.db
      .update(users)
      .set({ age: 30, gender: 'Femenino' })
      .where(eq(users.id, client.id));
    const url = `/planes-alimentarios/objetivo/${client.id}`;
    const missing = (await ok(inject('GET', url, admin))).objetivo;
    expect(missing).toMatchObject({ method: 'mifflin', steps: [], target: null });
    expect(missing.missing).toEqual(['talla de un control', 'peso de un control']);

    await ok(
      inject('POST', '/new-control', admin, {
        userId: client.id,
        typo: 'Online',
        peso: 70,
        talla: 170,
      }),
    );
    // A later control without height does not hide the one that has both.
    await ok(
      inject('POST', '/new-control', admin, { userId: client.id, typo: 'Online', peso: 72 }),
    );
    await ok(inject('POST', '/new-anamnesis', admin, anamnesisCreate(client.id)));
    const mifflin = (await ok(inject('GET', url, admin))).objetivo;
    expect(mifflin.missing).toEqual([]);
    expect(mifflin.inputs).toMatchObject({
      sex: 'Femenino',
      age: 30,
      heightCm: 170,
      weightKg: 70,
      sportsDays: 3,
      sportsHours: '1 hora',
      objective: 'Bajar grasa corporal',
    });
    expect(mifflin.inputs.measuredAt).not.toBeNull();
    expect(mifflin.steps[0]!.value).toBe(1451.5);
    // 3 days × 1 hour: moderate (1,55); losing fat: −20 %.
    expect(mifflin.target!.kcal).toBe(Math.round(1451.5 * 1.55 * 0.8));

    const harris = (await ok(inject('GET', `${url}?metodo=harris`, admin))).objetivo;
    expect(harris.method).toBe('harris');
    expect(harris.steps[0]!.value).toBe(
      Math.round((447.593 + 9.247 * 70 + 3.098 * 170 - 4.33 * 30) * 10) / 10,
    );
    expect((await inject('GET', `${url}?metodo=otro`, admin)).statusCode).toBe(400);
    expect((await inject('GET', `/planes-alimentarios/objetivo/${NOBODY}`, admin)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', url, client.headers)).statusCode).toBe(403);
  });
});

describe('what the target needs, from where it lives (issue 31)', () => {
  const url = (id: string) => `/planes-alimentarios/objetivo/${id}`;
  const userOf = async (id: string) =>
    (
      await t.database.db
        .select({ birthDate: users.birthDate, gender: users.gender })
        .from(users)
        .where(eq(users.id, id))
    )[0]!;
  const herControls = (id: string) =>
    t.database.db
      .select({
        typo: controls.typo,
        peso: controls.peso,
        talla: controls.talla,
        notas: controls.notas,
      })
      .from(controls)
      .where(eq(controls.userId, id));

  it("the anamnesis's birth date and sex feed the target; the age counts in Montevideo on the clock's day", async () => {
    const client = await registerGuest(t.app);
    await ok(
      inject('POST', '/new-anamnesis', client.headers, {
        ...anamnesisCreate(client.id),
        // The test clock reads 2 March 2026: 30 years old since 1 March.
        birthDate: '1996-03-01',
        gender: 'Femenino',
      }),
    );
    await ok(
      inject('POST', '/new-control', admin, {
        userId: client.id,
        typo: 'Online',
        peso: 70,
        talla: 170,
      }),
    );
    const proposal = (await ok(inject('GET', url(client.id), admin))).objetivo;
    expect(proposal.inputs).toMatchObject({ sex: 'Femenino', age: 30, birthDate: '1996-03-01' });
    expect(proposal.range).toBeNull();
    expect(proposal.steps[0]!.value).toBe(1451.5);
  });

  it("'Prefiero no decir': a range from both equations, the target in its middle", async () => {
    const client = await registerGuest(t.app);
    await ok(
      inject('POST', '/new-anamnesis', admin, {
        ...anamnesisCreate(client.id),
        birthDate: '1996-03-01',
        gender: 'Prefiero no decir',
      }),
    );
    await ok(
      inject('POST', '/new-control', admin, {
        userId: client.id,
        typo: 'Online',
        peso: 70,
        talla: 170,
      }),
    );
    const proposal = (await ok(inject('GET', url(client.id), admin))).objetivo;
    expect(proposal.missing).toEqual([]);
    // Mifflin at rest 1451,5 (women) and 1617,5 (men); 3 days × 1 hour: × 1,55; −20 %.
    expect(proposal.range).toEqual({ low: 1800, high: 2006 });
    expect(proposal.target!.kcal).toBe(Math.round(((1451.5 + 1617.5) / 2) * 1.55 * 0.8));
    expect(proposal.target!.how).toContain(energyRangeText({ low: 1800, high: 2006 }));
  });

  it('she types what is missing in the builder: birth date and sex go to the user, weight and height to an in-person control, and it recomputes', async () => {
    const client = await registerGuest(t.app);
    const before = (await ok(inject('GET', url(client.id), admin))).objetivo;
    expect(before.missing).toEqual([
      'sexo',
      'fecha de nacimiento',
      'talla de un control',
      'peso de un control',
    ]);
    expect(before.target).toBeNull();

    const saved = await ok(
      inject('PUT', `${url(client.id)}?metodo=harris`, admin, {
        birthDate: '1996-03-01',
        gender: 'Masculino',
        talla: '170',
        peso: '70,5',
      }),
    );
    expect(saved.message).toBe(TARGET_MSG.recorded);
    expect(saved.objetivo).toMatchObject({
      method: 'harris',
      missing: [],
      range: null,
      inputs: { sex: 'Masculino', age: 30, birthDate: '1996-03-01', heightCm: 170, weightKg: 70.5 },
    });
    expect(saved.objetivo.target).not.toBeNull();
    expect(await userOf(client.id)).toEqual({ birthDate: '1996-03-01', gender: 'Masculino' });
    expect(await herControls(client.id)).toEqual([
      { typo: 'Offline', peso: '70.50', talla: '170.00', notas: TARGET_CONTROL_NOTE },
    ]);
    // The profile answers the same.
    const user = (await ok(inject('GET', `/user/${client.id}`, admin))) as unknown as {
      user: { birthDate: string; age: number; gender: string };
    };
    expect(user.user).toMatchObject({ birthDate: '1996-03-01', age: 30, gender: 'Masculino' });

    // One thing at a time is enough; the rest stays.
    await ok(inject('PUT', url(client.id), admin, { gender: 'Prefiero no decir' }));
    expect(await userOf(client.id)).toEqual({
      birthDate: '1996-03-01',
      gender: 'Prefiero no decir',
    });
    expect((await ok(inject('GET', url(client.id), admin))).objetivo.range).not.toBeNull();
  });

  it('only the admin may: a client (even about themselves) 403, no session 401; an unknown client 404', async () => {
    const client = await registerGuest(t.app);
    for (const [headers, status] of [
      [client.headers, 403],
      [{}, 401],
    ] as const) {
      const res = await inject('PUT', url(client.id), headers, {
        birthDate: '1990-01-01',
        gender: 'Femenino',
        talla: 160,
        peso: 60,
      });
      expect(res.statusCode).toBe(status);
    }
    expect(await userOf(client.id)).toEqual({ birthDate: null, gender: null });
    expect(await herControls(client.id)).toEqual([]);
    expect((await inject('PUT', url(NOBODY), admin, { gender: 'Femenino' })).statusCode).toBe(404);
  });

  it.each([
    [{ birthDate: '0000-01-01' }, 'birthDate', BIRTH_DATE_MSG.range],
    [{ birthDate: '2099-01-01' }, 'birthDate', BIRTH_DATE_MSG.range],
    [{ birthDate: '1990-13-01' }, 'birthDate', BIRTH_DATE_MSG.bad],
    [{ gender: 'Robot' }, 'gender', TARGET_MSG.sex],
    [{ talla: 170 }, 'peso', TARGET_MSG.measuresTogether],
    [{ peso: 70, talla: 20 }, 'talla', 'Talla (cm): tiene que ser entre 50 y 250'],
  ])('%o is refused in Spanish and nothing is saved', async (body, field, message) => {
    const client = await registerGuest(t.app);
    const res = await inject('PUT', url(client.id), admin, { gender: 'Femenino', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await userOf(client.id)).toEqual({ birthDate: null, gender: null });
    expect(await herControls(client.id)).toEqual([]);
  });

  it('an empty form says what to write', async () => {
    const client = await registerGuest(t.app);
    const res = await inject('PUT', url(client.id), admin, {});
    expect([res.statusCode, res.json().message]).toEqual([400, TARGET_MSG.nothing]);
  });
});
