import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { FOOD_GROUPS } from '@contract/foods-text';
import { FOOD_MSG } from '@contract/foods';
import { sendForm } from '../../../test/harness';
import { useFoodsSuite } from '../../../test/foods-suite';

const { t, admin, client, NOBODY, HEADER, food, create, created, list, activeCount } =
  useFoodsSuite();

describe('the food table', () => {
  it('creates, lists in group order then Spanish name order, edits, archives and restores', async () => {
    const apple = await created(food());
    expect(apple).toMatchObject({ name: 'Manzana de prueba', starter: false, archived: false });
    const cereal = { group: 'Panificados y cereales' } as const;
    await created(food({ name: 'Ñoqui de prueba', ...cereal }));
    await created(food({ name: 'Ozono de prueba', ...cereal }));
    await created(food({ name: 'arroz de prueba', ...cereal }));
    await created(food({ name: 'Nube de prueba', ...cereal }));
    await created(food({ name: 'Aceite de prueba', group: 'Grasas', measures: [] }));
    await created(food({ name: 'Pollo de prueba', group: 'Carnes', kcal: 120 }));

    const names = (await list()).filter((f) => !f.starter).map((f) => f.name);
    // Groups in the anamnesis's order; within one, ñ between n and o, case ignored.
    expect(names).toEqual([
      'Pollo de prueba',
      'Manzana de prueba',
      'arroz de prueba',
      'Nube de prueba',
      'Ñoqui de prueba',
      'Ozono de prueba',
      'Aceite de prueba',
    ]);
    const groups = (await list()).map((f) => FOOD_GROUPS.indexOf(f.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));

    t.clock.advance(60_000);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/alimentos/${apple._id}`,
      headers: admin,
      payload: food({ kcal: '54,5' as unknown as number, measures: [] }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      message: FOOD_MSG.updated,
      alimento: { kcal: 54.5, measures: [] },
    });
    expect(edit.json().alimento.updatedAt > apple.updatedAt).toBe(true);

    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/alimentos/${apple._id}`,
      headers: admin,
    });
    expect(archive.json()).toMatchObject({
      message: FOOD_MSG.archived,
      alimento: { archived: true },
    });
    expect((await list()).some((f) => f._id === apple._id)).toBe(false);
    expect((await list('?archivados=1')).some((f) => f._id === apple._id)).toBe(true);

    // Archived, its name is free again; restoring the old one then collides with the new one.
    const again = await created(food({ name: 'MANZANA DE PRUEBA' }));
    const restore = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/alimentos/${apple._id}/recuperar`,
        headers: admin,
      });
    expect([(await restore()).statusCode, (await restore()).json().message]).toEqual([
      409,
      FOOD_MSG.duplicate,
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/alimentos/${again._id}`, headers: admin });
    const restored = await restore();
    expect(restored.json()).toMatchObject({
      message: FOOD_MSG.restored,
      alimento: { archived: false },
    });
  });

  it('an edit of a starter row makes it hers', async () => {
    const starter = (await list()).find((f) => f.starter)!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/alimentos/${starter._id}`,
      headers: admin,
      payload: { ...starter, kcal: starter.kcal + 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alimento).toMatchObject({ starter: false, kcal: starter.kcal + 1 });
  });

  it('refuses bad values with a Spanish 400, a duplicate with a 409, an unknown id with a 404', async () => {
    const before = await activeCount();
    const cases: [unknown, string][] = [
      [food({ kcal: -1 }), 'Energía (kcal): tiene que ser un número entre 0 y 910'],
      [food({ kcal: 911 }), 'Energía (kcal): tiene que ser un número entre 0 y 910'],
      [food({ grasas: 101 }), 'Grasas (g): tiene que ser un número entre 0 y 100'],
      [food({ proteinas: 60, carbohidratos: 50, grasas: 0, fibra: 0 }), FOOD_MSG.tooMuch],
      [{ ...food(), group: 'Golosinas' }, FOOD_MSG.group],
      [food({ name: '  ' }), FOOD_MSG.name],
      [food({ name: 'Pan\u0000' }), MSG.badChars],
      [food({ measures: [{ name: '1 taza', grams: 0 }] }), 'Gramos de la medida'],
      [
        food({
          measures: [
            { name: '1 taza', grams: 100 },
            { name: '1 TAZA', grams: 120 },
          ],
        }),
        FOOD_MSG.measuresRepeated,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect([res.statusCode, JSON.stringify(res.json())]).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    await created(food({ name: 'Leche de prueba', group: 'Lácteos' }));
    for (const name of ['Leche de prueba', 'leche DE PRUEBA', 'Léche de prúeba']) {
      const dup = await create(food({ name, group: 'Lácteos' }));
      expect([dup.statusCode, dup.json().message, dup.json().code]).toEqual([
        409,
        FOOD_MSG.duplicate,
        'foods.duplicate',
      ]);
    }
    expect(await activeCount()).toBe(before + 1);

    for (const [method, url] of [
      ['PUT', `/api/alimentos/${NOBODY}`],
      ['DELETE', `/api/alimentos/${NOBODY}`],
      ['POST', `/api/alimentos/${NOBODY}/recuperar`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin, payload: food({ name: 'X' }) });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, FOOD_MSG.notFound]);
    }
    // Renaming one onto another's name is the same 409.
    const other = await created(food({ name: 'Yogur de prueba', group: 'Lácteos' }));
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/alimentos/${other._id}`,
      headers: admin,
      payload: food({ name: 'LECHE DE PRUEBA', group: 'Lácteos' }),
    });
    expect([rename.statusCode, rename.json().message]).toEqual([409, FOOD_MSG.duplicate]);
  });

  it('a visitor gets 401 and a client 403 on every foods endpoint, the list included', async () => {
    const form = await sendForm(
      t.app,
      { method: 'POST', url: '/api/alimentos/importar', headers: client.headers },
      {},
      [{ field: 'archivo', name: 'a.csv', type: 'text/csv', data: Buffer.from(HEADER) }],
    );
    expect(form.statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/alimentos'],
      ['GET', '/api/alimentos/todos'],
      ['POST', '/api/alimentos'],
      ['PUT', `/api/alimentos/${NOBODY}`],
      ['DELETE', `/api/alimentos/${NOBODY}`],
      ['POST', `/api/alimentos/${NOBODY}/recuperar`],
      ['POST', '/api/alimentos/importar'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? food() : undefined;
      const visitor = await t.app.inject({ method, url, payload });
      const asClient = await t.app.inject({ method, url, payload, headers: client.headers });
      expect([url, visitor.statusCode, asClient.statusCode]).toEqual([url, 401, 403]);
    }
  });
});
