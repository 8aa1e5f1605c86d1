import { describe, expect, it } from 'vitest';
import { monthsText } from './format';

describe('monthsText (DECISIONS §6)', () => {
  it("says '1 mes' and 'N meses' from 2 on", () => {
    expect(monthsText(1)).toBe('1 mes');
    expect(monthsText(2)).toBe('2 meses');
    expect(monthsText(12)).toBe('12 meses');
  });
});
