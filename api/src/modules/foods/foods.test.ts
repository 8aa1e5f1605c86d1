import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common';
import { FOOD_GROUPS, FOOD_MSG, type TFood, type TFoodInput } from '@contract/foods';
import type { TFoodValues } from './foods-csv';
import { sendForm, useTestApp } from '../../../test/harness';
import { pngImage } from '../../../test/fixtures';
import { MIGRATIONS_DIR } from '../../db/client';
import { sortFoods } from './foods.service';
import { foods } from './foods.tables';
import { STARTER_CSV, starterFoods, starterSql } from './starter-sql';

const {
  t,
  admin,
  clients: { client },
} = useTestApp({ clients: ['client'] });

const NOBODY = '00000000-0000-4000-8000-000000000000';
const HEADER = 'nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra;medidas;fuente';

const food = (over: Partial<TFoodInput> = {}): TFoodInput => ({
  name: 'Manzana de prueba',
  group: 'Frutas',
  kcal: 52,
  proteinas: 0.3,
  carbohidratos: 13.8,
  grasas: 0.2,
  fibra: 2.4,
  measures: [{ name: '1 unidad mediana', grams: 150 }],
  source: 'USDA FoodData Central',
  ...over,
});

const create = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/alimentos', headers: admin, payload: body as object });

async function created(body: TFoodInput): Promise<TFood> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().alimento;
}

async function list(query = ''): Promise<TFood[]> {
  const res = await t.app.inject({ url: `/api/alimentos${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().alimentos;
}

const importCsv = (csv: string | Buffer, confirm = false, name = 'alimentos.csv') =>
  sendForm(
    t.app,
    {
      method: 'POST',
      url: `/api/alimentos/importar${confirm ? '?confirmar=1' : ''}`,
      headers: admin,
    },
    {},
    [{ field: 'archivo', name, type: 'text/csv', data: Buffer.from(csv) }],
  );

/** Every food in use, straight from the table. */
const listAll = () => t.database.db.select().from(foods).where(isNull(foods.archivedAt));

const activeCount = async () =>
  (await t.database.db.select({ id: foods.id }).from(foods).where(isNull(foods.archivedAt))).length;

// First: the later suites change rows of the fresh database.
describe('the starter table a fresh install ships', () => {
  it('has at least 150 foods in use, each with its source and a household measure', async () => {
    const all = await listAll();
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const f of all)
      expect([f.name, f.starter, f.source !== '', f.measures.length > 0]).toEqual([
        f.name,
        true,
        true,
        true,
      ]);
  });

  it('is exactly what the importer reads from starter-foods.csv (one truth)', async () => {
    const fromCsv = starterFoods();
    const values = (f: TFoodValues) => ({
      name: f.name,
      group: f.group,
      kcal: f.kcal,
      proteinas: f.proteinas,
      carbohidratos: f.carbohidratos,
      grasas: f.grasas,
      fibra: f.fibra,
      measures: f.measures,
      source: f.source,
    });
    expect(sortFoods((await listAll()).map(values))).toEqual(sortFoods(fromCsv.map(values)));
    const migration = await fs.readFile(
      path.join(MIGRATIONS_DIR, '0011_starter_foods.sql'),
      'utf8',
    );
    expect(migration).toBe(starterSql(fromCsv));
  });

  it('importing starter-foods.csv into the fresh database previews every row as Igual', async () => {
    const res = await importCsv(await fs.readFile(STARTER_CSV));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({
      Nuevo: 0,
      Cambia: 0,
      Igual: starterFoods().length,
      Rechazado: 0,
    });
  });
});

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
      [food({ kcal: -1 }), 'Energía (kcal): tiene que ser un número entre 0 y 900'],
      [food({ kcal: 901 }), 'Energía (kcal): tiene que ser un número entre 0 y 900'],
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

/** 500 foods written as a spreadsheet in Uruguay exports them: ';' and decimal commas. */
const generated = (n: number, kcal = (i: number) => 100 + (i % 700) + 0.5) =>
  [
    HEADER,
    ...Array.from({ length: n }, (_, i) => {
      const group = FOOD_GROUPS[i % FOOD_GROUPS.length];
      return `Alimento importado ${i + 1};${group};${String(kcal(i)).replace('.', ',')};${(i % 30) + 0.25};${i % 50},5;1,5;0,7;1 porción=${(i % 200) + 10},5|1 cucharada=15;Tabla propia`;
    }),
  ].join('\r\n');

describe('the CSV import', () => {
  let before = 0;
  beforeAll(async () => {
    before = await activeCount();
  });

  it('500 foods with decimal commas: a preview that stores nothing, then one confirmed step', async () => {
    const csv = generated(500);
    const preview = await importCsv(`\uFEFF${csv}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      stored: false,
      counts: { Nuevo: 500, Cambia: 0, Igual: 0, Rechazado: 0 },
    });
    expect(await activeCount()).toBe(before);

    const started = Date.now();
    const confirm = await importCsv(csv, true);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(confirm.json()).toMatchObject({
      message: FOOD_MSG.imported,
      stored: true,
      counts: { Nuevo: 500, Rechazado: 0 },
    });
    expect(await activeCount()).toBe(before + 500);
    const [f7] = await t.database.db
      .select()
      .from(foods)
      .where(eq(foods.name, 'Alimento importado 7'));
    expect(f7).toMatchObject({
      group: FOOD_GROUPS[6],
      kcal: 106.5,
      proteinas: 6.3, // 6.25 rounded to one decimal
      carbohidratos: 6.5,
      grasas: 1.5,
      fibra: 0.7,
      measures: [
        { name: '1 porción', grams: 16.5 },
        { name: '1 cucharada', grams: 15 },
      ],
      source: 'Tabla propia',
      starter: false,
    });

    // The same file again changes nothing.
    const same = await importCsv(csv);
    expect(same.json().counts).toEqual({ Nuevo: 0, Cambia: 0, Igual: 500, Rechazado: 0 });
  });

  it('a changed row is listed with its changes and updated on confirmation', async () => {
    const csv = [
      HEADER,
      'alimento importado 1;Carnes;"100,5";0,25;0,5;1,5;0,7;1 porción=10,5|1 cucharada=15;Tabla propia',
      'Alimento importado 2;Lácteos;110;1,25;1,5;1,5;0,7;1 porción=11,5|1 cucharada=15;Tabla propia',
      'Alimento importado 3;Verduras;102,5;2,25;2,5;1,5;0,7;1 porción=12,5|1 cucharada=15;Tabla propia',
    ].join('\n');
    const preview = (await importCsv(csv)).json();
    expect(preview.counts).toEqual({ Nuevo: 0, Cambia: 2, Igual: 1, Rechazado: 0 });
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      action: 'Cambia',
      changes: ['nombre: Alimento importado 1 → alimento importado 1'],
    });
    expect(preview.rows[1]).toMatchObject({
      action: 'Cambia',
      changes: ['kcal: 101,5 → 110'],
    });
    const stored = await importCsv(csv, true);
    expect(stored.json()).toMatchObject({ stored: true, counts: { Cambia: 2 } });
    const [f2] = await t.database.db
      .select()
      .from(foods)
      .where(eq(foods.name, 'Alimento importado 2'));
    expect(f2!.kcal).toBe(110);
    expect((await importCsv(csv)).json().counts.Igual).toBe(3);
  });

  it('bad rows are listed with their line and reason, and none of them is stored', async () => {
    const count = await activeCount();
    const csv = [
      HEADER,
      'Bueno uno;Frutas;50;1;10;0;2;1 unidad=100;Propia',
      'Negativo;Frutas;-3;1;10;0;2;;',
      'Sin grupo;Golosinas;50;1;10;0;2;;',
      'Bueno uno;Frutas;51;1;10;0;2;;',
      'Demasiado;Frutas;500;50;50;10;0;;',
      'Medida rota;Frutas;50;1;10;0;2;1 taza;',
      'Bueno dos;verduras;20;1;3;0;1,5;1 taza=120;Propia',
    ].join('\n');
    const preview = await importCsv(csv);
    expect(
      preview
        .json()
        .rows.map((r: { line: number; action: string; reason: string }) => [
          r.line,
          r.action,
          r.reason,
        ]),
    ).toEqual([
      [2, 'Nuevo', null],
      [3, 'Rechazado', 'Energía (kcal): tiene que ser un número entre 0 y 900'],
      [4, 'Rechazado', `grupo: ${FOOD_MSG.group}`],
      [5, 'Rechazado', 'nombre: repetido, ya está en la línea 2'],
      [6, 'Rechazado', FOOD_MSG.tooMuch],
      [7, 'Rechazado', 'medidas: «1 taza» tiene que ser nombre=gramos (por ejemplo, 1 taza=160)'],
      [8, 'Nuevo', null],
    ]);
    const confirm = await importCsv(csv, true);
    expect(confirm.json().counts).toEqual({ Nuevo: 2, Cambia: 0, Igual: 0, Rechazado: 5 });
    expect(await activeCount()).toBe(count + 2);
    const names = (await list()).map((f) => f.name);
    expect(names).toContain('Bueno dos');
    for (const refused of ['Negativo', 'Sin grupo', 'Demasiado', 'Medida rota'])
      expect(names).not.toContain(refused);
    expect((await list()).find((f) => f.name === 'Bueno uno')!.kcal).toBe(50);
  });

  it('refuses a whole file: all rows bad, no file, not a CSV, no header, too many rows', async () => {
    const count = await activeCount();
    const allBad = [HEADER, 'Malo;Frutas;-1;0;0;0;0;;', 'Peor;Nada;1;0;0;0;0;;'].join('\n');
    expect((await importCsv(allBad)).json().counts.Rechazado).toBe(2);
    const nothing = await importCsv(allBad, true);
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, FOOD_MSG.nothingToImport]);

    const none = await sendForm(
      t.app,
      { method: 'POST', url: '/api/alimentos/importar?confirmar=1', headers: admin },
      {},
    );
    expect([none.statusCode, none.json().message]).toEqual([400, FOOD_MSG.csvRequired]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/alimentos/importar',
      headers: admin,
      payload: {},
    });
    expect([json.statusCode, json.json().message]).toEqual([400, FOOD_MSG.csvRequired]);

    for (const data of [await pngImage(20, 20), Buffer.from([0x4e, 0x6f, 0xe1, 0x0a])]) {
      const res = await importCsv(data, true, 'foto.csv');
      expect([res.statusCode, res.json().message]).toEqual([400, FOOD_MSG.csvRequired]);
    }
    const noHeader = await importCsv('Manzana;Frutas;52;0;14;0;2\n');
    expect([noHeader.statusCode, noHeader.json().message]).toEqual([400, FOOD_MSG.csvColumns]);
    const tooMany = await importCsv(generated(5001));
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, FOOD_MSG.csvTooBig]);
    const tooBig = await importCsv(Buffer.alloc(2_100_000, 'a'));
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, FOOD_MSG.csvTooBig]);
    expect(await activeCount()).toBe(count);
  });
});
