import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

describe('theme colours reach WCAG AA (4.5:1) as Mantine uses them', () => {
  it('the contrast helper agrees with known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Stock orange 9 on orange 1, the badge axe refused: 3.6:1.
    expect(contrast('#d9480f', '#ffe8cc')).toBeLessThan(4.5);
  });

  for (const [name, shades] of Object.entries(merged.colors)) {
    it(`${name}: white on filled (shade 8), light text (9) on light (1), text (8) on white`, () => {
      expect(contrast('#ffffff', shades[8]), `white on ${name}.8`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9], shades[1]), `${name}.9 on ${name}.1`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[8], '#ffffff'), `${name}.8 on white`).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('filled colours are shade 8', () => {
    expect(merged.primaryShade).toEqual({ light: 8, dark: 6 });
  });
});
