import { describe, expect, it } from 'vitest';
import {
  NO_NUMBER,
  formatCount,
  formatDecimal,
  formatFileSize,
  formatFixed,
  formatGrams,
  formatKcal,
  formatPercent,
  formatQuantity,
} from './numbers';

const missing = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY];

describe('formatDecimal: at most so many decimals, es-UY', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(1800)).toBe('1.800');
    expect(formatDecimal(1451.5)).toBe('1.451,5');
    expect(formatDecimal(12345.678)).toBe('12.345,7');
    expect(formatDecimal(12345.678, 2)).toBe('12.345,68');
    expect(formatDecimal(12345.678, 3)).toBe('12.345,678');
    expect(formatDecimal(12345.678, 0)).toBe('12.346');
    expect(formatDecimal(1234567.5)).toBe('1.234.567,5');
    expect(formatDecimal(999)).toBe('999');
  });

  it('drops the zeros a decimal ends with', () => {
    expect(formatDecimal(72.5, 2)).toBe('72,5');
    expect(formatDecimal(2.0, 2)).toBe('2');
    expect(formatDecimal(1.999, 2)).toBe('2');
  });

  it('rounds as a person does, half away from zero', () => {
    expect(formatDecimal(1.005, 2)).toBe('1,01');
    expect(formatDecimal(0.05)).toBe('0,1');
    expect(formatDecimal(-0.05)).toBe('-0,1');
  });

  it('keeps the sign of a negative, never of a zero', () => {
    expect(formatDecimal(-1451.5)).toBe('-1.451,5');
    expect(formatDecimal(-3)).toBe('-3');
    expect(formatDecimal(-0.01)).toBe('0');
    expect(formatDecimal(-0)).toBe('0');
  });

  it("shows '—' for what is not a number", () => {
    for (const v of missing) expect(formatDecimal(v)).toBe(NO_NUMBER);
    expect(NO_NUMBER).toBe('—');
  });

  it('writes what Intl writes for es-UY', () => {
    const intl = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 1 });
    for (const n of [0, 7, 999, 1000, 1800, 1451.5, 12345.678, 98765.43, -2500.25])
      expect(formatDecimal(n)).toBe(intl.format(n));
  });
});

describe('formatFixed: always so many decimals', () => {
  it('pads to the decimals asked, so a column lines up', () => {
    expect(formatFixed(0, 2)).toBe('0,00');
    expect(formatFixed(0.8, 2)).toBe('0,80');
    expect(formatFixed(1800)).toBe('1.800');
    expect(formatFixed(1451.5, 2)).toBe('1.451,50');
    expect(formatFixed(12345.678, 1)).toBe('12.345,7');
    expect(formatFixed(-1500.5, 2)).toBe('-1.500,50');
    expect(formatFixed(-0.001, 2)).toBe('0,00');
    for (const v of missing) expect(formatFixed(v, 2)).toBe('—');
  });
});

describe('formatKcal', () => {
  it("writes energy whole, '1.800 kcal' for 1800", () => {
    expect(formatKcal(0)).toBe('0 kcal');
    expect(formatKcal(1800)).toBe('1.800 kcal');
    expect(formatKcal(1451.5)).toBe('1.452 kcal');
    expect(formatKcal(12345.678)).toBe('12.346 kcal');
    expect(formatKcal(-250)).toBe('-250 kcal');
    for (const v of missing) expect(formatKcal(v)).toBe('—');
  });
});

describe('formatGrams', () => {
  it('writes grams, a decimal under 10 g, and kilos from a kilo up', () => {
    expect(formatGrams(0)).toBe('0 g');
    expect(formatGrams(120)).toBe('120 g');
    expect(formatGrams(7.5)).toBe('7,5 g');
    expect(formatGrams(60.4)).toBe('60 g');
    expect(formatGrams(999)).toBe('999 g');
    expect(formatGrams(1000)).toBe('1 kg');
    expect(formatGrams(1500)).toBe('1,5 kg');
    expect(formatGrams(1800)).toBe('1,8 kg');
    expect(formatGrams(1451.5)).toBe('1,45 kg');
    expect(formatGrams(12345.678)).toBe('12,35 kg');
    expect(formatGrams(1_234_567)).toBe('1.234,57 kg');
    expect(formatGrams(-120)).toBe('-120 g');
    expect(formatGrams(-1500)).toBe('-1,5 kg');
    for (const v of missing) expect(formatGrams(v)).toBe('—');
  });
});

describe('formatPercent', () => {
  it("puts the space Spanish writes before '%'", () => {
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(50)).toBe('50 %');
    expect(formatPercent(1800)).toBe('1.800 %');
    expect(formatPercent(12.5)).toBe('13 %');
    expect(formatPercent(12.5, 1)).toBe('12,5 %');
    expect(formatPercent(-20)).toBe('-20 %');
    for (const v of missing) expect(formatPercent(v)).toBe('—');
  });
});

describe('formatQuantity', () => {
  it('writes a number and its unit, or only the dash', () => {
    expect(formatQuantity(72.5, 'kg')).toBe('72,5 kg');
    expect(formatQuantity(1451.5, 'kcal')).toBe('1.451,5 kcal');
    expect(formatQuantity(12345.678, 'g', 2)).toBe('12.345,68 g');
    expect(formatQuantity(0, 'cm')).toBe('0 cm');
    expect(formatQuantity(-3.25, 'kg', 2)).toBe('-3,25 kg');
    for (const v of missing) expect(formatQuantity(v, 'kg')).toBe('—');
  });
});

describe('formatFileSize', () => {
  it('writes KB, MB and GB with the decimal comma', () => {
    expect(formatFileSize(0)).toBe('1 KB');
    expect(formatFileSize(850_000)).toBe('850 KB');
    expect(formatFileSize(3_240_000)).toBe('3,2 MB');
    expect(formatFileSize(1_400_000_000)).toBe('1,4 GB');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});

describe('formatCount: a count and its noun in the right number', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(formatCount(1, 'día', 'días')).toBe('1 día');
    expect(formatCount(0, 'día', 'días')).toBe('0 días');
    expect(formatCount(3, 'archivo', 'archivos')).toBe('3 archivos');
    expect(formatCount(1.5, 'día', 'días')).toBe('1,5 días');
    expect(formatCount(1200, 'archivo', 'archivos')).toBe('1.200 archivos');
  });
});
