import { describe, expect, it } from 'vitest';
import { formatMoney, formatPesos } from './money';

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
  });

  it('answers a dash for what is not an amount', () => {
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney('')).toBe('—');
  });
});
