import { describe, expect, it } from 'vitest';
import { formatPesos } from './money';

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
