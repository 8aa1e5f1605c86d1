import { describe, expect, it } from 'vitest';
import { measuresText, micronutrientText, nutrientText } from './food-text';

describe('food table texts', () => {
  it('writes numbers with the decimal comma and measures with their grams', () => {
    expect(nutrientText(13.8)).toBe('13,8');
    expect(nutrientText(52)).toBe('52');
    expect(nutrientText(0.25)).toBe('0,3');
    expect(
      measuresText([
        { name: '1 taza', grams: 160 },
        { name: '1 cucharada', grams: 12.5 },
      ]),
    ).toBe('1 taza (160 g) · 1 cucharada (12,5 g)');
  });

  it('writes a micronutrient with its own decimals, and one nobody knows as —', () => {
    expect(micronutrientText('sodio', 1200)).toBe('1.200');
    expect(micronutrientText('azucares', 4.5)).toBe('4,5');
    expect(micronutrientText('sodio', 0)).toBe('0');
    expect(micronutrientText('sodio', null)).toBe('—');
  });
});
