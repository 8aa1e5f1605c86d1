import { describe, expect, it } from 'vitest';
import { measuresText, nutrientText } from './food-text';

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
});
