import { describe, expect, it } from 'vitest';
import { decimalShown, decimalText, decimalValue } from './decimal';

describe('decimals as people type them', () => {
  it("reads the decimal comma: '72,5' is 72.5, never 725", () => {
    expect(decimalText('72,5')).toBe('72.5');
    expect(decimalValue('72,5')).toBe(72.5);
    expect(decimalValue(' 0,75 ')).toBe(0.75);
  });

  it('reads the decimal point of a phone keypad the same', () => {
    expect(decimalText('72.5')).toBe('72.5');
    expect(decimalValue('72.5')).toBe(72.5);
  });

  it('sends a number typed halfway as the number it is', () => {
    expect(decimalText('72,')).toBe('72');
    expect(decimalText('72.')).toBe('72');
    expect(decimalValue('72,')).toBe(72);
  });

  it('leaves empty as empty and text that is no number as typed (the schema names it)', () => {
    expect(decimalText('')).toBe('');
    expect(decimalValue('  ')).toBeNull();
    expect(decimalText('1,2,3')).toBe('1,2,3');
    expect(decimalValue('1,2,3')).toBeNull();
    expect(decimalValue('abc')).toBeNull();
  });

  it('shows a stored number with the decimal comma', () => {
    expect(decimalShown(72.5)).toBe('72,5');
    expect(decimalShown('80')).toBe('80');
    expect(decimalShown(null)).toBe('');
    expect(decimalShown(undefined)).toBe('');
  });
});
