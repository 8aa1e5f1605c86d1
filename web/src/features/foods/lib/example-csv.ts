import { FOOD_CSV_COLUMNS } from '@contract/foods';

/**
 * An example of the import's CSV, as a spreadsheet in Uruguay saves it: ';' between
 * columns, decimal comma, measures as 'nombre=gramos' and synonyms joined by '|'.
 */
const EXAMPLE_ROWS: readonly (readonly string[])[] = [
  [
    'Arroz blanco cocido',
    'Panificados y cereales',
    '130',
    '2,7',
    '28,2',
    '0,3',
    '0,4',
    '1 taza=160|1 cucharada=15',
    'Propia',
    '',
  ],
  [
    'Manzana roja',
    'Frutas',
    '52',
    '0,3',
    '13,8',
    '0,2',
    '2,4',
    '1 unidad mediana=150',
    'Etiqueta',
    'manzana colorada|manzana deliciosa',
  ],
  [
    'Leche semidescremada',
    'Lácteos',
    '46',
    '3,2',
    '4,8',
    '1,5',
    '0',
    '1 taza=200|1 vaso=250',
    'Propia',
    '',
  ],
];

/** The example file's text: the header row, then the rows, CRLF as spreadsheets write it. */
export function exampleCsv(): string {
  return [FOOD_CSV_COLUMNS, ...EXAMPLE_ROWS].map((row) => row.join(';')).join('\r\n') + '\r\n';
}

/** The example as a file to download; the BOM makes Excel read it as UTF-8 (the accents). */
export const exampleCsvBlob = () =>
  new Blob(['\uFEFF', exampleCsv()], { type: 'text/csv;charset=utf-8' });

export const EXAMPLE_CSV_NAME = 'alimentos-ejemplo.csv';
