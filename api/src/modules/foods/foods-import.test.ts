import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { micronutrientMessage, MICROS_MSG, thousandsMessage } from '@contract/food-micros';
import { FOOD_GROUPS } from '@contract/foods-text';
import { FOOD_MSG, FOOD_SHOPPING_MSG } from '@contract/foods';
import { sendForm } from '../../../test/harness';
import { pngImage } from '../../../test/fixtures';
import { rowsOf } from '../../db/sql-rows';
import { foodKey } from './foods-csv';
import { foods } from './foods.tables';
import { useFoodsSuite } from '../../../test/foods-suite';

const { t, admin, HEADER, list, importCsv, activeCount } = useFoodsSuite();

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

    const confirm = await importCsv(csv, true);
    expect(confirm.statusCode, confirm.body).toBe(200);
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
      [3, 'Rechazado', 'Energía (kcal): tiene que ser un número entre 0 y 910'],
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

  it("carries the shopping list's columns; a file without them keeps them, an empty cell clears", async () => {
    const SHOP = `${HEADER};rendimiento;fuente rendimiento;compras;seco por litro;producto seco`;
    const RICE =
      'Arroz de la importación cocido;Panificados y cereales;130;2,7;28,2;0,3;0,4;1 taza=160;Propia';
    const MATE = 'Mate de la importación;Bebidas;2;0;0,4;0;0;1 termo (1 litro)=1000;Propia';
    const withYields = [
      SHOP,
      `${RICE};0,36;Tabla propia;;;`,
      `${MATE};;Uso habitual;seco;50;Yerba mate`,
    ];
    const first = await importCsv(withYields.join('\n'), true);
    expect(first.json().counts, first.body).toMatchObject({ Nuevo: 2, Rechazado: 0 });
    const byName = async () => {
      const all = await list();
      return (name: string) => all.find((f) => f.name.startsWith(name))!;
    };
    let food = await byName();
    const riceYield = { rawPerCooked: 0.36, yieldSource: 'Tabla propia', shopping: 'normal' };
    const mateDry = { shopping: 'dry', dryGramsPerLitre: 50, dryName: 'Yerba mate' };
    expect(food('Arroz de la importación')).toMatchObject({ ...riceYield, dryGramsPerLitre: null });
    expect(food('Mate de la importación')).toMatchObject({ ...mateDry, rawPerCooked: null });
    expect((await importCsv(withYields.join('\n'))).json().counts.Igual).toBe(2);

    // An older file, without the columns: only what it says changes.
    const older = await importCsv([HEADER, RICE.replace(';130;', ';131;'), MATE].join('\n'), true);
    expect(older.json().rows.map((r: { changes: string[] }) => r.changes)).toEqual([
      ['kcal: 130 → 131'],
      [],
    ]);
    food = await byName();
    expect(food('Arroz de la importación')).toMatchObject({ ...riceYield, kcal: 131 });
    expect(food('Mate de la importación')).toMatchObject(mateDry);

    // 'seco' alone keeps the stored grams per litre; a new food saying it needs them.
    const onlyShopping = [
      `${HEADER};compras`,
      `${MATE};Seco`,
      'Cedrón de la importación;Bebidas;1;0;0,2;0;0;;Propia;seco',
    ].join('\n');
    expect((await importCsv(onlyShopping)).json().rows).toMatchObject([
      { action: 'Igual' },
      { action: 'Rechazado', reason: `seco por litro: ${FOOD_SHOPPING_MSG.dryMissing}` },
    ]);

    // Columns present with empty cells: back to the defaults, listed as changes.
    const cleared = [SHOP, `${RICE.replace(';130;', ';131;')};;;;;`, `${MATE};;;;;`].join('\n');
    const preview = (await importCsv(cleared)).json();
    expect(preview.rows.map((r: { changes: string[] }) => r.changes)).toEqual([
      ['rendimiento: 0,36 → (ninguno)', 'fuente rendimiento: «Tabla propia» → (vacía)'],
      [
        'fuente rendimiento: «Uso habitual» → (vacía)',
        'compras: seco → normal',
        'seco por litro: 50 → (ninguno)',
        'producto seco: «Yerba mate» → (vacío)',
      ],
    ]);
    expect((await importCsv(cleared, true)).json().counts.Cambia).toBe(2);
    food = await byName();
    const none = {
      rawPerCooked: null,
      yieldSource: '',
      shopping: 'normal',
      dryGramsPerLitre: null,
    };
    expect(food('Arroz de la importación')).toMatchObject(none);
    expect(food('Mate de la importación')).toMatchObject({ ...none, dryName: '' });

    // A bad cell refuses its row and stores nothing of it.
    const bad = await importCsv([SHOP, `${RICE};9;;;;`].join('\n'));
    expect(bad.json().rows[0]).toMatchObject({
      action: 'Rechazado',
      reason: `rendimiento: ${FOOD_SHOPPING_MSG.rawPerCooked}`,
    });
  });

  it('carries sodium, sugars, saturated fat, calcium, iron and the flags; a file without them keeps them', async () => {
    const MICROS = `${HEADER};sodio;azucares;grasas saturadas;calcio;hierro;sodio natural;azucares naturales;grasas frutos secos;ultraprocesado`;
    const CHEESE = 'Queso de la importación;Lácteos;350;25;2;27;0;1 feta=20;Propia';
    const NUTS = 'Nueces de la importación;Grasas;654;15,2;7;65,2;6,7;1 unidad=5;Propia';
    const withMicros = [
      MICROS,
      `${CHEESE};1200;0,5;17,3;700;0,4;;;;`,
      `${NUTS};2;2,6;6,1;98;2,9;sí;Sí;x;no`,
    ];
    const first = await importCsv(withMicros.join('\n'), true);
    expect(first.json().counts, first.body).toMatchObject({ Nuevo: 2, Rechazado: 0 });
    const byName = async () => {
      const all = await list();
      return (name: string) => all.find((f) => f.name.startsWith(name))!;
    };
    let food = await byName();
    const cheese = { sodio: 1200, azucares: 0.5, grasasSaturadas: 17.3, calcio: 700, hierro: 0.4 };
    const noFlags = { sodioNatural: false, azucaresNaturales: false, grasasFrutosSecos: false };
    expect(food('Queso de la importación')).toMatchObject({ ...cheese, ...noFlags });
    expect(food('Nueces de la importación')).toMatchObject({
      sodio: 2,
      sodioNatural: true,
      azucaresNaturales: true,
      grasasFrutosSecos: true,
      ultraprocesado: false,
    });

    // An older file, without the columns, keeps every value and flag.
    const older = await importCsv([HEADER, CHEESE, NUTS].join('\n'), true);
    expect(older.json().counts).toMatchObject({ Igual: 2 });
    food = await byName();
    expect(food('Queso de la importación')).toMatchObject(cheese);
    expect(food('Nueces de la importación')).toMatchObject({ grasasFrutosSecos: true });

    // Empty cells: not known ('—', never 0) and no flag, listed as changes.
    const cleared = (await importCsv([MICROS, `${NUTS};;;;;;;;;`].join('\n'))).json();
    expect(cleared.rows[0].changes).toEqual([
      'sodio: 2 → —',
      'azucares: 2,6 → —',
      'grasas saturadas: 6,1 → —',
      'calcio: 98 → —',
      'hierro: 2,9 → —',
      'sodio natural: sí → no',
      'azucares naturales: sí → no',
      'grasas frutos secos: sí → no',
    ]);

    // Bad cells refuse the row with a reason that names the column.
    const bad = await importCsv(
      [
        MICROS,
        `${CHEESE};mucho;;;;;;;;`,
        `${CHEESE};1.200;;;;;;;;`,
        `${NUTS};;;;;;tal vez;;;`,
        `${NUTS.replace('Nueces', 'Otras nueces')};;20;;;;;;;`,
      ].join('\n'),
    );
    expect(bad.json().rows.map((r: { reason: string }) => r.reason)).toEqual([
      micronutrientMessage('sodio'),
      thousandsMessage('sodio'),
      'sodio natural: «tal vez» tiene que ser sí, no o vacío',
      MICROS_MSG.sugarsOverCarbs,
    ]);
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

    const photo = await importCsv(await pngImage(20, 20), true, 'foto.csv');
    expect([photo.statusCode, photo.json().message]).toEqual([400, FOOD_MSG.csvRequired]);
    // 'Noá' in Latin-1: text, in another encoding (its own message, below).
    const latin1 = await importCsv(Buffer.from([0x4e, 0x6f, 0xe1, 0x0a]), true, 'foto.csv');
    expect([latin1.statusCode, latin1.json().message]).toEqual([400, FOOD_MSG.csvNotUtf8]);
    const noHeader = await importCsv('Manzana;Frutas;52;0;14;0;2\n');
    expect([noHeader.statusCode, noHeader.json().message]).toEqual([400, FOOD_MSG.csvColumns]);
    const tooMany = await importCsv(generated(5001));
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, FOOD_MSG.csvTooBig]);
    const tooBig = await importCsv(Buffer.alloc(2_100_000, 'a'));
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, FOOD_MSG.csvTooBig]);
    expect(await activeCount()).toBe(count);
  });
});

describe('names and encodings as spreadsheets write them (issue 33)', () => {
  it('the preview names a food as the database does: accents, ligatures, spelled-out letters', async () => {
    for (const name of [
      'Limón Ñandú',
      'Sœur',
      'ŒUF',
      'Æble',
      'Straße',
      'Smørrebrød',
      'ﬁlete',
      'Łódź',
    ]) {
      const [row] = rowsOf(
        await t.database.db.execute(sql`select f_unaccent(lower(${name})) as key`),
      );
      expect([name, foodKey(name)]).toEqual([name, row?.key]);
    }
  });

  it("'Sœur' in the file is the stored 'Soeur': the preview says it changes, and the import changes it", async () => {
    const row = (name: string, kcal: string) =>
      `${name};Frutas;${kcal};0,5;10;0,2;1;1 unidad=100;Tabla propia`;
    expect(
      (await importCsv([HEADER, row('Soeur de prueba', '50')].join('\n'), true)).statusCode,
    ).toBe(200);
    const preview = await importCsv([HEADER, row('Sœur de prueba', '55')].join('\n'));
    expect(preview.json().counts).toEqual({ Nuevo: 0, Cambia: 1, Igual: 0, Rechazado: 0 });
    const confirm = await importCsv([HEADER, row('Sœur de prueba', '55')].join('\n'), true);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const stored = await t.database.db
      .select()
      .from(foods)
      .where(sql`f_unaccent(lower(${foods.name})) = 'soeur de prueba'`);
    expect(stored.map((f) => [f.name, f.kcal])).toEqual([['Sœur de prueba', 55]]);
  });

  it('a Latin-1 file (Excel’s plain CSV) is refused with a message that says so', async () => {
    const latin1 = Buffer.from(
      `${HEADER}\nLimón;Frutas;29;1,1;9,3;0,3;2,8;1 unidad=60;Tabla propia`,
      'latin1',
    );
    const res = await importCsv(latin1);
    expect([res.statusCode, res.json().errors]).toEqual([400, { archivo: FOOD_MSG.csvNotUtf8 }]);
  });
});
