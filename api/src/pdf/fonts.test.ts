import { openSync } from 'fontkit';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MISSING_MARK, printable } from './fonts';

const resolve = createRequire(import.meta.url).resolve;
/** The three styles the documents use, read on their own: what a PDF could draw. */
const fonts = ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique'].map((f) =>
  openSync(resolve(`dejavu-fonts-ttf/ttf/${f}.ttf`)),
);
const undrawn = (s: string) =>
  [...s].filter(
    (c) => c !== '\n' && !fonts.every((f) => f.hasGlyphForCodePoint(c.codePointAt(0)!)),
  );

describe('printable: text as the embedded font draws it', () => {
  it('keeps every letter and sign the product writes: accents, Latin Extended, fractions, units', () => {
    const s =
      'Ñandú, pingüino, crème brûlée, Łódź, ½ taza, 2–3 °C, µg, ≥, €, ő, ≤ 5, → 2, 3 − 1 ≈ 2, “ok”';
    expect(printable(s)).toBe(s);
    expect(printable('Ω α β, ж, ß ẞ, ₂ ⁰, ™ © ®, • · … ‰')).toBe(
      'Ω α β, ж, ß ẞ, ₂ ⁰, ™ © ®, • · … ‰',
    );
  });

  it('drops emoji with the space beside them: no line starts, ends or doubles a space', () => {
    expect(printable('🍎 Manzana 🥑')).toBe('Manzana');
    expect(printable('Manzana 🍎 y pera')).toBe('Manzana y pera');
    expect(printable('Comé 🍎manzanas🍐')).toBe('Comé manzanas');
    expect(printable('Agua 💧\n👍🏽 ok')).toBe('Agua\nok');
    // Sequences are one emoji each: a family, a flag, a keycap, a skin tone.
    expect(printable('👨‍👩‍👧 en familia 🇺🇾 1️⃣')).toBe('en familia');
    expect(printable('🍎🥑')).toBe('');
  });

  it('an emoji the font draws in black and white stays, without its colour selector', () => {
    expect(printable('Te quiero ❤️ ☺︎')).toBe('Te quiero ❤ ☺');
  });

  it("a word in a script the font lacks shows as one '·', never '?' or an empty box", () => {
    expect(printable('Kimchi 김치 y tofu 豆腐')).toBe(
      `Kimchi ${MISSING_MARK} y tofu ${MISSING_MARK}`,
    );
  });

  it('tabs become spaces, Windows line ends one line end, control characters go', () => {
    expect(printable('a\tb\r\nc\rd\u0000e\u0007f')).toBe('a b\nc\ndef');
  });

  it('an accent typed apart joins its letter', () => {
    expect(printable('cafe\u0301')).toBe('café');
  });

  it('whatever comes in, every character out is one all three styles draw', () => {
    const odd =
      '\uFFFF 🍎 Ñ 김치 中 ש ع ✓ ★ ☃ 𝔸 \u{10FFFF} \uD800 \uFEFF \u200B ƒ ǅ ẞ ﬁ \u0301 ⅞ ⁂ 🇺🇾';
    const out = printable(odd);
    expect(undrawn(out)).toEqual([]);
    expect(out).not.toContain('?');
    expect(out).not.toContain('\uFFFD');
  });
});
