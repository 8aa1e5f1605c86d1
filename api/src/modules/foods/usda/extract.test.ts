import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { buildUsdaFoodsCsv, UsdaExtractError, type UsdaFoodsInput } from './extract';
import {
  checkSr24Jar,
  formatDecimal,
  householdMeasures,
  obtainSr24Jar,
  readSr24,
  roundHalfAway,
  spanishMeasureName,
  type Sr24Food,
} from './sr24';

// Three foods as cronometer's jar holds them: one line each, entities in the attributes,
// the butter without a Sugars element, and 23999 a bare <food/> with nothing at all.
const RICE =
  '<food uid="20045" fcf="8.37" pcf="3.82" name="Rice, white, long-grain, regular, cooked" ccf="4.16">' +
  '<measure amount="0.5" name="cup" grams="79.0"/><measure amount="1.0" name="cup (1 NLEA serving)" grams="160.0"/>' +
  '<nutrient amount="130.0" name="Energy"/><nutrient amount="2.69" name="Protein"/>' +
  '<nutrient amount="28.17" name="Carbs"/><nutrient amount="0.4" name="Fiber"/>' +
  '<nutrient amount="0.05" name="Sugars"/><nutrient amount="0.28" name="Fat"/>' +
  '<nutrient amount="10.0" name="Calcium"/><nutrient amount="1.2" name="Iron"/>' +
  '<nutrient amount="1.0" name="Sodium"/><nutrient amount="0.077" name="Saturated"/></food>';
const BUTTER =
  '<food uid="01001" name="Butter &amp; &quot;salted&quot;">' +
  '<measure amount="1.0" name="tbsp" grams="14.2"/><measure amount="1.0" name="pat (1&quot; sq, 1/3&quot; high)" grams="5.0"/>' +
  '<measure amount="1.0" name="oz" grams="28.35"/><measure amount="1.0" name="spice stick" grams="2.0"/>' +
  '<nutrient amount="717.0" name="Energy"/><nutrient amount="0.85" name="Protein"/>' +
  '<nutrient amount="0.06" name="Carbs"/><nutrient amount="0.0" name="Fiber"/>' +
  '<nutrient amount="81.11" name="Fat"/><nutrient amount="714.0" name="Sodium"/>' +
  '<nutrient amount="51.368" name="Saturated"/><nutrient amount="24.0" name="Calcium"/>' +
  '<nutrient amount="0.02" name="Iron"/></food>';
const CALCULATOR = '<food uid="23999" name="Beef, ground beef calculator" ccf="4.0"/>';

async function jarOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files))
    zip.addBuffer(Buffer.from(text), name, { mtime: new Date('2021-08-26T05:49:00Z') });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const fixtureJar = () =>
  jarOf({
    'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n',
    'usda_sr24/20045.xml': RICE,
    'usda_sr24/01001.xml': BUTTER,
    'usda_sr24/23999.xml': CALCULATOR,
    'usda_sr24/foods.index': '20045|Rice\n01001|Butter\n23999|Beef\n',
  });

const STARTER_FOODS = `nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra;medidas;fuente;sinonimos
Arroz blanco cocido;Panificados y cereales;130;2,7;27,9;0,3;0,4;1 taza=195;USDA FoodData Central;arroz
Mate;Bebidas;0;0;0;0;0;1 mate cebado=40;Infusión sin aporte;
`;
const STARTER_MAPPING = `nombre;usda;marcas;nota
Arroz blanco cocido;20045;azucares_naturales sodio_natural;cocido sin sal
Mate;;sodio_natural;SR24 no tiene yerba mate
`;
const NEW_MAPPING = `nombre;grupo;usda;marcas;sinonimos
Manteca con sal;Grasas;01001;;manteca salada| mantequilla 
`;

const input = (foods: Map<string, Sr24Food>, over: Partial<UsdaFoodsInput> = {}) => ({
  foods,
  starterFoodsCsv: STARTER_FOODS,
  starterMappingCsv: STARTER_MAPPING,
  newMappingCsv: NEW_MAPPING,
  ...over,
});

describe('SR24 jar', () => {
  it('reads each food: entities decoded, measures kept, a missing nutrient absent (not 0)', async () => {
    const foods = await readSr24(await fixtureJar());
    expect([...foods.keys()].sort()).toEqual(['01001', '20045', '23999']);
    const butter = foods.get('01001')!;
    expect(butter.name).toBe('Butter & "salted"');
    expect(butter.measures[1]).toEqual({ amount: 1, name: 'pat (1" sq, 1/3" high)', grams: 5 });
    expect(butter.nutrients.get('Sodium')).toBe(714);
    expect(butter.nutrients.has('Sugars')).toBe(false);
    expect(foods.get('20045')!.measures[0]).toEqual({ amount: 0.5, name: 'cup', grams: 79 });
    expect(foods.get('23999')).toEqual({
      uid: '23999',
      name: 'Beef, ground beef calculator',
      measures: [],
      nutrients: new Map(),
    });
  });

  it('takes only the pinned jar: another file is an error saying what to do', async () => {
    expect(() => checkSr24Jar(Buffer.from('hola'), 'x.jar')).toThrow(/x\.jar no es un zip/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sr24-')), 'otro.jar');
    fs.writeFileSync(file, await fixtureJar());
    expect(() => obtainSr24Jar({ jarPath: file, workDir: path.dirname(file) })).toThrow(
      /otro\.jar no es el usda_sr24\.jar de cronometer 0\.9\.9\+dfsg1-1 \(sha256 [0-9a-f]{64}/,
    );
  });
});

describe('numbers', () => {
  it('rounds half away from zero on the decimal digits, not the binary value', () => {
    expect(roundHalfAway(1.45, 1)).toBe(1.5);
    expect(roundHalfAway(0.85, 1)).toBe(0.9);
    expect(roundHalfAway(2.5, 0)).toBe(3);
    expect(roundHalfAway(-2.5, 0)).toBe(-3);
    expect(Object.is(roundHalfAway(-0.04, 1), 0)).toBe(true);
  });

  it('writes a decimal comma and no trailing zeros', () => {
    expect(formatDecimal(4.5, 1)).toBe('4,5');
    expect(formatDecimal(4, 1)).toBe('4');
    expect(formatDecimal(4.04, 1)).toBe('4');
    expect(formatDecimal(0.05, 1)).toBe('0,1');
    expect(formatDecimal(0.02, 1)).toBe('0');
    expect(formatDecimal(1234.5, 0)).toBe('1235');
    expect(formatDecimal(-1.25, 1)).toBe('-1,3');
    expect(formatDecimal(1e-7, 1)).toBe('0');
  });
});

describe('household measures', () => {
  it('says SR24 measures as measures here', () => {
    expect(spanishMeasureName('cup, chopped', 'Verduras')).toBe('1 taza picado');
    expect(spanishMeasureName('tbsp', 'Grasas')).toBe('1 cucharada');
    expect(spanishMeasureName('slice', 'Carnes')).toBe('1 feta');
    expect(spanishMeasureName('slice, thin', 'Frutas')).toBe('1 rodaja fina');
    expect(spanishMeasureName('slice, cooked', 'Carnes')).toBe('1 feta cocida');
    expect(spanishMeasureName('medium (2-1/2&quot; dia)', 'Frutas')).toBe('1 unidad mediana');
    expect(spanishMeasureName('breast, bone and skin removed', 'Carnes')).toBe(
      '1 pechuga sin hueso ni piel',
    );
  });

  it('skips weights, packages and yields on purpose, and marks the untranslated', () => {
    for (const name of ['oz', 'fl oz', 'lb', 'package (10 oz)', 'serving 1/2 cup'])
      expect(spanishMeasureName(name, 'Otros')).toBeNull();
    const yieldOf = 'piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)';
    expect(spanishMeasureName(yieldOf, 'Carnes')).toBeNull();
    expect(spanishMeasureName('spice stick', 'Otros')).toBeUndefined();
  });

  it('weighs one unit, keeps the first of a name and only what the import takes', () => {
    const leftOut = new Set<string>();
    const cell = householdMeasures(
      [
        { amount: 0.5, name: 'cup', grams: 79 },
        { amount: 1, name: 'cup (8 fl oz)', grams: 240 },
        { amount: 1, name: 'tsp', grams: 0.04 },
        { amount: 3, name: 'oz', grams: 85 },
        { amount: 1, name: 'spice stick', grams: 2 },
      ],
      'Panificados y cereales',
      leftOut,
    );
    expect(cell).toBe('1 taza=158');
    expect([...leftOut]).toEqual(['spice stick']);
  });
});

describe('usda-foods.csv', () => {
  it('writes the starter rows with SR24 micronutrients, then the new foods all from SR24', async () => {
    const foods = await readSr24(await fixtureJar());
    const { text, report } = buildUsdaFoodsCsv(input(foods));
    expect(text.split('\n')).toEqual([
      'nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra;sodio;azucares;grasas_saturadas;calcio;hierro;azucares_naturales;grasas_frutos_secos;sodio_natural;ultraprocesado;medidas;fuente;sinonimos',
      'Arroz blanco cocido;Panificados y cereales;130;2,7;27,9;0,3;0,4;1;0,1;0,1;10;1,2;si;;si;;1 taza=195;USDA SR24 20045: Rice, white, long-grain, regular, cooked;arroz',
      'Mate;Bebidas;0;0;0;0;0;;;;;;;;si;;1 mate cebado=40;Infusión sin aporte;',
      'Manteca con sal;Grasas;717;0,9;0,1;81,1;0;714;;51,4;24;0;;;;;1 cucharada=14,2|1 rulo=5;"USDA SR24 01001: Butter & ""salted""";manteca salada|mantequilla',
      '',
    ]);
    expect(report).toMatchObject({ matched: 1, unmatched: ['Mate'], newFoods: 1, skipped: [] });
    expect(report.withOctagonNutrients).toBe(1);
    expect([...report.leftOutMeasures]).toEqual([['spice stick', 1]]);
  });

  it('writes only the starter foods while usda-new.csv does not exist', async () => {
    const foods = await readSr24(await fixtureJar());
    const { text } = buildUsdaFoodsCsv(input(foods, { newMappingCsv: null }));
    expect(
      text
        .trimEnd()
        .split('\n')
        .map((l) => l.split(';')[0]),
    ).toEqual(['nombre', 'Arroz blanco cocido', 'Mate']);
  });

  it('refuses a uid SR24 does not have, or an unknown flag, naming the file and line', async () => {
    const foods = await readSr24(await fixtureJar());
    const starter = STARTER_MAPPING.replace('20045;', '99999;');
    expect(() => buildUsdaFoodsCsv(input(foods, { starterMappingCsv: starter }))).toThrow(
      new UsdaExtractError('usda-starter.csv línea 2: el uid 99999 no está en SR24'),
    );
    const news = NEW_MAPPING.replace('01001;;', '1001;salado;');
    expect(() => buildUsdaFoodsCsv(input(foods, { newMappingCsv: news }))).toThrow(
      /^usda-new\.csv línea 2: el uid «1001» no tiene 5 dígitos\nusda-new\.csv línea 2: «salado» no es una marca/,
    );
  });

  it('needs every starter food mapped, each once', async () => {
    const foods = await readSr24(await fixtureJar());
    const mapping = STARTER_MAPPING.replace('Mate;', 'Té;');
    expect(() => buildUsdaFoodsCsv(input(foods, { starterMappingCsv: mapping }))).toThrow(
      /«Té» no está en starter-foods\.csv\nusda-starter\.csv no tiene «Mate» \(starter-foods\.csv línea 3\)/,
    );
  });

  it('leaves out a new food the import would refuse, and says why', async () => {
    const foods = await readSr24(await fixtureJar());
    const news = `${NEW_MAPPING}Calculadora;Carnes;23999;;\nManteca rara;Inventado;01001;;\n`;
    const { text, report } = buildUsdaFoodsCsv(input(foods, { newMappingCsv: news }));
    expect(text).not.toMatch(/Calculadora|Manteca rara/);
    expect(report.newFoods).toBe(1);
    expect(report.skipped).toEqual([
      'Calculadora (usda-new.csv línea 3): SR24 23999 no tiene kcal, proteinas, carbohidratos, grasas, fibra',
      'Manteca rara (usda-new.csv línea 4): grupo: Elegí un grupo de la lista',
    ]);
  });

  it('never leaves out a starter food: one the import would refuse is an error', async () => {
    const foods = await readSr24(await fixtureJar());
    const starter = STARTER_FOODS.replace('Mate;Bebidas', 'Mate;Infusiones');
    expect(() => buildUsdaFoodsCsv(input(foods, { starterFoodsCsv: starter }))).toThrow(
      /^Mate \(usda-starter\.csv línea 3\): grupo: /,
    );
  });
});
