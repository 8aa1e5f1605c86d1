import { FOOD_CSV_COLUMNS, FOOD_CSV_SHOPPING } from '@contract/foods';

type Column = (typeof FOOD_CSV_COLUMNS)[number];

/**
 * An example of the import's CSV, as a spreadsheet in Uruguay saves it: ';' between
 * columns, decimal comma, measures as 'nombre=gramos' and synonyms joined by '|'. Rows
 * are written by column name, so every column of FOOD_CSV_COLUMNS is in the file (the
 * shopping list's and the micronutrients' too) and a column left out of a row is an empty cell.
 */
const EXAMPLE_ROWS: readonly Partial<Record<Column, string>>[] = [
  {
    nombre: 'Arroz blanco cocido',
    grupo: 'Panificados y cereales',
    kcal: '130',
    proteinas: '2,7',
    carbohidratos: '28,2',
    grasas: '0,3',
    fibra: '0,4',
    medidas: '1 taza=160|1 cucharada=15',
    fuente: 'Propia',
    rendimiento: '0,36',
    'fuente rendimiento': 'kcal del cocido ÷ kcal del crudo',
    compras: FOOD_CSV_SHOPPING.normal,
  },
  {
    nombre: 'Manzana roja',
    grupo: 'Frutas',
    kcal: '52',
    proteinas: '0,3',
    carbohidratos: '13,8',
    grasas: '0,2',
    fibra: '2,4',
    medidas: '1 unidad mediana=150',
    fuente: 'Etiqueta',
    sinonimos: 'manzana colorada|manzana deliciosa',
    compras: FOOD_CSV_SHOPPING.normal,
  },
  {
    nombre: 'Leche semidescremada',
    grupo: 'Lácteos',
    kcal: '46',
    proteinas: '3,2',
    carbohidratos: '4,8',
    grasas: '1,5',
    fibra: '0',
    medidas: '1 taza=200|1 vaso=250',
    fuente: 'Propia',
    compras: FOOD_CSV_SHOPPING.normal,
    // Issue 35's optional columns, on one row: the others leave them empty (not known, no).
    sodio: '44',
    azucares: '4,8',
    'grasas saturadas': '1',
    calcio: '120',
    // No hierro: an empty cell, not known.
    'sodio natural': 'sí',
    'azucares naturales': 'sí',
    'grasas frutos secos': 'no',
    ultraprocesado: 'no',
  },
  {
    nombre: 'Mate amargo',
    grupo: 'Bebidas',
    kcal: '0',
    proteinas: '0',
    carbohidratos: '0',
    grasas: '0',
    fibra: '0',
    medidas: '1 termo (1 litro)=1000',
    fuente: 'Propia',
    'fuente rendimiento': 'Unos 50 g de yerba por termo',
    compras: FOOD_CSV_SHOPPING.dry,
    'seco por litro': '50',
    'producto seco': 'Yerba mate',
  },
];

/** The example file's text: the header row, then the rows, CRLF as spreadsheets write it. */
export function exampleCsv(): string {
  const rows = EXAMPLE_ROWS.map((row) => FOOD_CSV_COLUMNS.map((c) => row[c] ?? ''));
  return [FOOD_CSV_COLUMNS, ...rows].map((row) => row.join(';')).join('\r\n') + '\r\n';
}

/** The example as a file to download; the BOM makes Excel read it as UTF-8 (the accents). */
export const exampleCsvBlob = () =>
  new Blob(['\uFEFF', exampleCsv()], { type: 'text/csv;charset=utf-8' });

export const EXAMPLE_CSV_NAME = 'alimentos-ejemplo.csv';
