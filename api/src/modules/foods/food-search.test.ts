import { describe, expect, it } from 'vitest';
import { FOOD_MSG } from '@contract/foods';
import { useFoodsSuite } from '../../../test/foods-suite';

const { t, admin, HEADER, food, create, created, list, importCsv } = useFoodsSuite();

/** The names GET alimentos?buscar= answers, in its order. */
const found = async (search: string, archived = false) =>
  (await list(`?buscar=${encodeURIComponent(search)}${archived ? '&archivados=1' : ''}`)).map(
    (f) => f.name,
  );

describe('finding a food (issue 31), on the starter table', () => {
  it("'te' answers Té first, and Atún en aceite (it only holds the letters) later", async () => {
    const names = await found('te');
    expect(names[0]).toBe('Té (infusión, sin azúcar)');
    expect(names.indexOf('Atún en aceite (escurrido)')).toBeGreaterThan(0);
    expect(await found('TÉ')).toEqual(names);
  });

  it("'pan' answers the names that start with the word Pan, then Panceta, then a later word", async () => {
    const names = await found('pan');
    const panceta = names.indexOf('Panceta ahumada cruda');
    const breads = names.filter((n) => /^Pan /.test(n));
    expect(breads.length).toBeGreaterThanOrEqual(5);
    expect(names.slice(0, breads.length)).toEqual(breads);
    expect(panceta).toBeGreaterThanOrEqual(breads.length);
    expect(names.indexOf('Tostadas de pan envasadas')).toBeGreaterThan(panceta);
  });

  it('plurals and the starter synonyms find the food', async () => {
    // 'Nuez moscada' starts with the word as typed, so it goes first (contract/food-search.ts).
    expect((await found('nuez')).slice(0, 2)).toEqual(['Nuez moscada', 'Nueces']);
    expect((await found('nueces'))[0]).toBe('Nueces');
    // Every food the table also calls 'calabaza' (the USDA foods added more of them).
    const calabaza = await found('calabaza');
    expect(calabaza).toEqual(
      expect.arrayContaining(['Zapallo kabutiá cocido', 'Zapallo kabutiá crudo']),
    );
    expect(calabaza.every((name) => /zapallo/i.test(name))).toBe(true);
    expect(await found('pancho')).toContain('Salchicha tipo Viena');
    expect(await found('frankfurter')).toContain('Salchicha tipo Viena');
    expect((await found('aguacate'))[0]).toBe('Palta');
    expect((await found('mantequilla'))[0]).toBe('Manteca');
    expect((await found('frutillas'))[0]).toBe('Frutilla');
    expect((await found('batata'))[0]).toMatch(/^Boniato/);
    expect(await found('papa cruda')).toEqual(['Papa cruda']);
    expect(await found('xyzw')).toEqual([]);
  });
});

describe('synonyms she edits', () => {
  it('are saved trimmed, without empty or repeated ones, and found by the search', async () => {
    const almond = await created(
      food({
        name: 'Bebida de almendras sin azúcar',
        group: 'Bebidas',
        synonyms: [' bebida vegetal ', 'Leche de almendras', '', 'BEBIDA VEGETAL'],
      }),
    );
    expect(almond.synonyms).toEqual(['bebida vegetal', 'Leche de almendras']);
    await created(
      food({ name: 'Bebida de avena', group: 'Bebidas', synonyms: ['bebida vegetal'] }),
    );
    expect(await found('bebida vegetal')).toEqual([
      // Both through their synonym (their names lack 'vegetal'), in the table's order.
      'Bebida de almendras sin azúcar',
      'Bebida de avena',
    ]);
    expect(await found('leche de almendras')).toEqual(['Bebida de almendras sin azúcar']);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/alimentos/${almond._id}`,
      headers: admin,
      payload: food({ name: almond.name, group: 'Bebidas', synonyms: ['leche vegetal'] }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().alimento.synonyms).toEqual(['leche vegetal']);
    expect(await found('bebida vegetal')).toEqual(['Bebida de avena']);

    // Archived, it is found only among the archived ones.
    await t.app.inject({ method: 'DELETE', url: `/api/alimentos/${almond._id}`, headers: admin });
    expect(await found('leche vegetal')).toEqual([]);
    expect(await found('leche vegetal', true)).toEqual(['Bebida de almendras sin azúcar']);
  });

  it('refuses too many or too long synonyms, and a search too long, with a Spanish 400', async () => {
    for (const [synonyms, message] of [
      [Array.from({ length: 21 }, (_, i) => `nombre ${i}`), FOOD_MSG.synonymsTooMany],
      [['x'.repeat(61)], FOOD_MSG.synonymTooLong],
      ['calabaza', 'Sinónimos inválidos'],
    ] as const) {
      const res = await create(food({ name: 'Zapallo de prueba', synonyms } as never));
      expect([res.statusCode, JSON.stringify(res.json())]).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    const res = await t.app.inject({
      url: `/api/alimentos?buscar=${'a'.repeat(101)}`,
      headers: admin,
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      expect.stringContaining('La búsqueda puede tener hasta 100 caracteres'),
    ]);
  });

  it("travel in the CSV's sinonimos column ('|' between them); a file without it keeps them", async () => {
    const row = 'Choclo de prueba;Verduras;86;3,3;19;1,4;2,7;1 taza=150;Propia';
    const first = await importCsv(`${HEADER};sinonimos\n${row};maíz dulce|choclito`, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(await found('choclito')).toEqual(['Choclo de prueba']);

    const changed = await importCsv(`${HEADER};Sinónimos\n${row};maíz dulce`);
    expect(changed.json().rows).toEqual([
      expect.objectContaining({
        action: 'Cambia',
        changes: ['sinonimos: maíz dulce | choclito → maíz dulce'],
      }),
    ]);
    // Without the column, the stored synonyms stay: nothing changes.
    const without = await importCsv(`${HEADER}\n${row}`);
    expect(without.json().counts).toMatchObject({ Igual: 1, Cambia: 0 });

    const tooLong = await importCsv(`${HEADER};sinonimos\n${row};${'x'.repeat(61)}`);
    expect(tooLong.json().rows[0]).toMatchObject({
      action: 'Rechazado',
      reason: `sinonimos: ${FOOD_MSG.synonymTooLong}`,
    });
  });
});
