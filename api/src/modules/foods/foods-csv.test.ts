import { describe, expect, it } from 'vitest';
import { MICRONUTRIENT_INFO, MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAG_INFO, FOOD_FLAGS } from '@contract/food-micros';
import { FOOD_CSV_COLUMNS, FOOD_CSV_MAX_ROWS, FOOD_MSG, FOOD_SHOPPING_MSG } from '@contract/foods';
import { csvRecords, foodKey, matchGroup, mergedReason, parseFoodCsv } from './foods-csv';

const HEADER = 'nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra;medidas;fuente';

describe('the food CSV parser', () => {
  it('reads quoted fields, "" escapes, CRLF, blank lines and a line break inside quotes', () => {
    const text = 'a;"b;c";"di ""x"""\r\n\r\n"multi\r\nline";2;3\r\nz;y;x';
    expect(csvRecords(text, ';')).toEqual([
      { line: 1, fields: ['a', 'b;c', 'di "x"'] },
      { line: 3, fields: ['multi\r\nline', '2', '3'] },
      { line: 5, fields: ['z', 'y', 'x'] },
    ]);
  });

  it('a quoted field holding the separator and a line break: one cell, later lines counted right', () => {
    const csv = parseFoodCsv(
      `${HEADER}\r\n` +
        '"Guiso; de lentejas";Legumbres;120;7;15;3;5;"1 plato=300|\r\n1 cucharón=150";"Receta\npropia"\r\n' +
        'Lentejas;Legumbres;116;9;20;0,4;8;;\r\n' +
        'Lentejas;Legumbres;116;9;20;0,4;8;;',
    );
    expect(csv.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, null],
      [5, null], // the first row took lines 2 to 4
      [6, 'nombre: repetido, ya está en la línea 5'],
    ]);
    expect(csv.rows[0]!.food).toMatchObject({
      name: 'Guiso; de lentejas',
      measures: [
        { name: '1 plato', grams: 300 },
        { name: '1 cucharón', grams: 150 },
      ],
      source: 'Receta\npropia',
    });
  });

  it('a tab-separated file (as a spreadsheet copies it), decimal commas, spaces around quotes', () => {
    const csv = parseFoodCsv(
      'Alimento\tGrupo\tCalorías\tProteína\tHidratos de carbono\tLípidos\tFibra\tMedidas caseras\n' +
        'Queso, magro\tLácteos\t250,5\t25\t2\t15\t0\t1 feta=20\n' +
        ' "Pan; integral" \tpanificados\t247\t13\t41\t3,4\t7\t\n',
    );
    expect(csv.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, null],
      [3, null],
    ]);
    expect(csv.rows[0]!.food).toMatchObject({
      name: 'Queso, magro',
      group: 'Lácteos',
      kcal: 250.5,
      measures: [{ name: '1 feta', grams: 20 }],
    });
    expect(csv.rows[1]!.food).toMatchObject({ name: 'Pan; integral', grasas: 3.4, measures: [] });
    expect(csv.columns.has('fuente')).toBe(false);
  });

  it('old Mac line ends (CR alone), a quote inside a bare field, rows shorter than the header', () => {
    const csv = parseFoodCsv(
      `${HEADER}\rTomate 5" perita;Verduras;18;0,9;3,9;0,2;1,2\r\rPera;Frutas;57;0,4;15;0,1;3,1;;`,
    );
    expect(csv.rows.map((r) => [r.line, r.name, r.reason])).toEqual([
      [2, 'Tomate 5" perita', null],
      [4, 'Pera', null],
    ]);
  });

  it('semicolons and decimal commas, a BOM, accents and case in the header, loose groups', () => {
    const csv = parseFoodCsv(
      `\uFEFFNombre;GRUPO;Kcal;Proteínas;Carbohidratos (g);Grasas;Fibra;Medidas;Fuente\n` +
        'Manzana;frutas;52,4;0,3;13,8;0,2;2,4;1 unidad mediana=150|1 taza=125,5;USDA\n' +
        'Leche entera;LÁCTEOS;61;3,2;4,8;3,3;0;1 taza=240;Etiqueta\n' +
        'Pan flauta;panificados;280;9;56;1,5;2,5;;\n',
    );
    expect(csv.rows.map((r) => r.reason)).toEqual([null, null, null]);
    expect(csv.rows[0]).toMatchObject({
      line: 2,
      food: {
        name: 'Manzana',
        group: 'Frutas',
        kcal: 52.4,
        proteinas: 0.3,
        carbohidratos: 13.8,
        measures: [
          { name: '1 unidad mediana', grams: 150 },
          { name: '1 taza', grams: 125.5 },
        ],
        source: 'USDA',
      },
    });
    expect(csv.rows[1]!.food!.group).toBe('Lácteos');
    expect(csv.rows[2]!.food).toMatchObject({ group: 'Panificados y cereales', measures: [] });
    expect([...csv.columns]).toContain('fuente');
  });

  it('commas as separator, decimal commas quoted, decimal points bare; optional columns absent', () => {
    const csv = parseFoodCsv(
      'nombre,grupo,kcal,proteinas,carbohidratos,grasas,fibra\n' +
        '"Arroz blanco, cocido",Panificados y cereales,"130,0",2.7,28.2,0.3,0.4\n',
    );
    expect(csv.rows[0]!.food).toMatchObject({
      name: 'Arroz blanco, cocido',
      kcal: 130,
      proteinas: 2.7,
    });
    expect(csv.columns.has('medidas')).toBe(false);
  });

  it('refuses each bad row with its line and a Spanish reason naming the field', () => {
    const csv = parseFoodCsv(
      [
        HEADER,
        'Negativo;Frutas;-5;0;0;0;0;;',
        'Demasiado;Frutas;950;0;0;0;0;;',
        'Macros;Frutas;400;60;50;0;0;;',
        'Grupo raro;Golosinas;100;0;0;0;0;;',
        ';Frutas;100;0;0;0;0;;',
        'Letras;Frutas;abc;0;0;0;0;;',
        'Medida mala;Frutas;100;0;0;0;0;1 taza;',
        'Medida cero;Frutas;100;0;0;0;0;1 taza=0;',
        'Manzana;Frutas;52;0,3;13,8;0,2;2,4;;',
        'MANZANA;Frutas;52;0,3;13,8;0,2;2,4;;',
      ].join('\n'),
    );
    expect(csv.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'Energía (kcal): tiene que ser un número entre 0 y 910'],
      [3, 'Energía (kcal): tiene que ser un número entre 0 y 910'],
      [4, FOOD_MSG.tooMuch],
      [5, `grupo: ${FOOD_MSG.group}`],
      [6, `nombre: ${FOOD_MSG.name}`],
      [7, 'Energía (kcal): tiene que ser un número entre 0 y 910'],
      [8, 'medidas: «1 taza» tiene que ser nombre=gramos (por ejemplo, 1 taza=160)'],
      [9, 'Gramos de la medida: tiene que ser un número entre 0,1 y 5000'],
      [10, null],
      [11, 'nombre: repetido, ya está en la línea 10'],
    ]);
  });

  it('refuses a whole file without the columns, without rows, or with too many rows', () => {
    expect(() => parseFoodCsv('nombre;grupo;kcal\nA;Frutas;1')).toThrow(FOOD_MSG.csvColumns);
    expect(() => parseFoodCsv(`${HEADER}\n\n`)).toThrow(FOOD_MSG.csvEmpty);
    expect(() => parseFoodCsv('')).toThrow(FOOD_MSG.csvEmpty);
    const many = Array.from(
      { length: FOOD_CSV_MAX_ROWS + 1 },
      (_, i) => `F${i};Frutas;1;0;0;0;0;;`,
    );
    expect(() => parseFoodCsv([HEADER, ...many].join('\n'))).toThrow(FOOD_MSG.csvTooBig);
    expect(() => parseFoodCsv(`${HEADER}\nA;Frutas\n"sin cerrar;Frutas`)).toThrow(
      'El CSV tiene comillas sin cerrar desde la línea 3',
    );
    expect(() => parseFoodCsv(`${HEADER}\n"Pan" de molde;Panificados`)).toThrow(
      /texto después de cerrar comillas en la línea 2/,
    );
  });

  it("reads the shopping list's columns by their names or the form's labels, decimal comma or point", () => {
    const csv = parseFoodCsv(
      'Nombre;Grupo;Kcal;Proteínas;Carbohidratos;Grasas;Fibra;Rendimiento (crudo por cocido);' +
        'Fuente del rendimiento;Lista de compras;Gramos por litro;Producto que se compra\n' +
        'Arroz cocido;Panificados y cereales;130;2,7;28,2;0,3;0,4;0,36;Tabla propia;;;\n' +
        'Pollo cocido;Carnes;165;31;0;3,6;0;1.3;USDA;SÍ;;\n' +
        'Mate;Bebidas;2;0;0,4;0;0;;Uso habitual;Seco;"50,5";Yerba mate\n' +
        'Cedrón;Bebidas;1;0;0,2;0;0;;;infusión;8;\n' +
        'Agua;Bebidas;0;0;0;0;0;;;No comprar;;\n' +
        'Soda;Bebidas;0;0;0;0;0;;;no;;\n',
    );
    expect(csv.rows.map((r) => r.reason)).toEqual([null, null, null, null, null, null]);
    expect(csv.rows.map((r) => r.food)).toMatchObject([
      { rawPerCooked: 0.36, yieldSource: 'Tabla propia', shopping: 'normal', dryName: '' },
      { rawPerCooked: 1.3, yieldSource: 'USDA', shopping: 'normal', dryGramsPerLitre: null },
      {
        rawPerCooked: null,
        shopping: 'dry',
        dryGramsPerLitre: 50.5,
        dryName: 'Yerba mate',
        yieldSource: 'Uso habitual',
      },
      { shopping: 'dry', dryGramsPerLitre: 8, dryName: '' },
      { shopping: 'skip' },
      { shopping: 'skip' },
    ]);
    expect([...csv.columns]).toEqual(
      expect.arrayContaining([
        'rendimiento',
        'fuente rendimiento',
        'compras',
        'seco por litro',
        'producto seco',
      ]),
    );

    // Words joined as a spreadsheet may join them; the stored values read too.
    const joined = parseFoodCsv(
      'nombre,grupo,kcal,proteinas,carbohidratos,grasas,fibra,crudo_por_cocido,fuente-rendimiento,compras,seco_por_litro,producto_seco\n' +
        'Té,Bebidas,1,0,0.2,0,0,,,dry,10,Té en saquitos\n',
    );
    expect(joined.rows[0]!.food).toMatchObject({
      shopping: 'dry',
      dryGramsPerLitre: 10,
      dryName: 'Té en saquitos',
    });
    expect(joined.columns.size).toBe(12);
  });

  it("a file without the shopping list's columns reads their defaults, and names none of them", () => {
    const csv = parseFoodCsv(
      `${HEADER}\nArroz cocido;Panificados y cereales;130;2,7;28,2;0,3;0,4;;`,
    );
    expect(csv.rows[0]!.food).toMatchObject({
      rawPerCooked: null,
      yieldSource: '',
      shopping: 'normal',
      dryGramsPerLitre: null,
      dryName: '',
    });
    for (const c of ['rendimiento', 'fuente rendimiento', 'compras', 'seco por litro'] as const)
      expect(csv.columns.has(c)).toBe(false);
  });

  it("refuses a bad shopping cell with the form's message, naming the column", () => {
    const csv = parseFoodCsv(
      [
        `${HEADER};rendimiento;fuente rendimiento;compras;seco por litro;producto seco`,
        'Cero;Frutas;1;0;0;0;0;;;0;;;;',
        'Mucho;Frutas;1;0;0;0;0;;;5,5;;;;',
        'Letras;Frutas;1;0;0;0;0;;;mucho;;;;',
        'Compra rara;Frutas;1;0;0;0;0;;;;;a veces;;',
        'Yerba de más;Bebidas;1;0;0;0;0;;;;;seco;600;',
        'Fuente larga;Frutas;1;0;0;0;0;;;0,5;' + 'x'.repeat(201) + ';;;',
        'Nombre largo;Bebidas;1;0;0;0;0;;;;;seco;50;' + 'y'.repeat(121),
        'Sin gramos;Bebidas;1;0;0;0;0;;;;;seco;;Yerba',
        'Justo;Frutas;1;0;0;0;0;;;5;;;;',
      ].join('\n'),
    );
    expect(csv.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, `rendimiento: ${FOOD_SHOPPING_MSG.rawPerCooked}`],
      [3, `rendimiento: ${FOOD_SHOPPING_MSG.rawPerCooked}`],
      [4, `rendimiento: ${FOOD_SHOPPING_MSG.rawPerCooked}`],
      [5, 'compras: «a veces» tiene que ser normal, seco o no comprar'],
      [6, `seco por litro: ${FOOD_SHOPPING_MSG.dryGramsPerLitre}`],
      [7, 'fuente rendimiento: La fuente del rendimiento puede tener hasta 200 caracteres'],
      [8, 'producto seco: El producto seco puede tener hasta 120 caracteres'],
      // Read, since a stored food may have its grams per litre: the import checks the food it leaves.
      [9, null],
      [10, null],
    ]);
    expect(mergedReason(csv.rows[7]!.food!)).toBe(
      `seco por litro: ${FOOD_SHOPPING_MSG.dryMissing}`,
    );
    expect(mergedReason(csv.rows[8]!.food!)).toBeNull();
  });

  it('matches names and groups as the database compares them', () => {
    expect(foodKey('Limón Ñandú')).toBe(foodKey('limon nandu'));
    expect(matchGroup('azucares')).toBe('Azúcares');
    expect(matchGroup('Golosinas')).toBe('Golosinas');
  });

  it("has a column for each of issue 35's micronutrients and flags, by the names they give", () => {
    const columns: readonly string[] = FOOD_CSV_COLUMNS;
    for (const m of MICRONUTRIENTS) expect(columns).toContain(MICRONUTRIENT_INFO[m].column);
    for (const f of FOOD_FLAGS) expect(columns).toContain(FOOD_FLAG_INFO[f].column);
  });
});
