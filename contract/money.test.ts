import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatNumber, formatPesos } from './money';

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

describe('formatNumber', () => {
  it('groups a count as Intl does for es-UY', () => {
    for (const n of [0, 7, 999, 1000, 5000, 12345, 1234567]) {
      expect(formatNumber(n)).toBe(n.toLocaleString('es-UY'));
    }
  });
});

describe('formatPesos', () => {
  it("writes '$U' and thousands with a dot, cents only when there are some", () => {
    expect(formatPesos('1500.00')).toBe('$U 1.500');
    expect(formatPesos('1000')).toBe('$U 1.000');
    expect(formatPesos('2000.50')).toBe('$U 2.000,50');
    expect(formatPesos(250)).toBe('$U 250');
    expect(formatPesos('0.00')).toBe('$U 0');
  });

  it('shows a dash for what is not an amount', () => {
    expect(formatPesos('')).toBe('—');
    expect(formatPesos('abc')).toBe('—');
  });
});

describe('formatMoney', () => {
  it('writes pesos as a receipt does: $U, thousands with dots, always two decimals', () => {
    // '$U' and the amount are joined by a no-break space.
    expect(formatMoney('1500.00')).toBe('$U\u00a01.500,00');
    expect(formatMoney('2000.5')).toBe('$U\u00a02.000,50');
    expect(formatMoney('0.00')).toBe('$U\u00a00,00');
    expect(formatMoney(1234567.891)).toBe('$U\u00a01.234.567,89');
    expect(formatMoney('1500.00', ' ')).toBe('$U 1.500,00');
  });

  it('answers a dash for what is not an amount', () => {
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney('')).toBe('—');
  });
});
