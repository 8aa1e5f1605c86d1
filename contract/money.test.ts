import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('groups thousands with dots and writes decimals with a comma', () => {
    expect(formatAmount(1500, 0)).toBe('1.500');
    expect(formatAmount(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatAmount(999, 2)).toBe('999,00');
    expect(formatAmount(0, 0)).toBe('0');
    expect(formatAmount(2000.5, 2)).toBe('2.000,50');
  });

  it('rounds to the fractions asked and keeps a real sign only', () => {
    expect(formatAmount(1999.999, 2)).toBe('2.000,00');
    expect(formatAmount(-1500.5, 2)).toBe('-1.500,50');
    expect(formatAmount(-0.001, 2)).toBe('0,00');
  });

  it('writes what Intl writes for es-UY, for amounts a shop charges', () => {
    const intl = new Intl.NumberFormat('es-UY', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const n of [0.5, 10, 999.99, 1000, 15000.25, 123456.7, 9876543.21]) {
      expect(formatAmount(n, 2)).toBe(intl.format(n));
    }
  });
});
