import { describe, expect, it } from 'vitest';
import { FOOD_CSV_COLUMNS } from '@contract/foods';
import { exampleCsv } from './example-csv';

describe('the example CSV to download', () => {
  it("names every column the import reads, the shopping list's and the micronutrients' too, one cell each per row", () => {
    const [header, ...rows] = exampleCsv().trimEnd().split('\r\n');
    expect(header!.split(';')).toEqual([...FOOD_CSV_COLUMNS]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(';')).toHaveLength(FOOD_CSV_COLUMNS.length);
    expect(rows.find((r) => r.startsWith('Mate'))).toMatch(/;seco;50;Yerba mate;{9}$/);
    // One row shows the micronutrients and the flags; the others leave them empty (not known).
    expect(rows.find((r) => r.startsWith('Leche'))).toMatch(/;44;4,8;1;120;;sí;sí;no;no$/);
    expect(rows.filter((r) => r.endsWith(';;;;;;;;;'))).toHaveLength(rows.length - 1);
  });
});
