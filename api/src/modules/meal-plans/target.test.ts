import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { registerGuest } from '../../../test/harness';
import { users } from '../users/users.tables';
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
