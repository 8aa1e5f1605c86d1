import { describe, expect, it } from 'vitest';
import { measure, ZControlFormSchema } from './clinical';
import { MSG } from './common-text';
import {
  hasBadChars,
  optionalDateSchema,
  optionalText,
  parseDecimal,
  ZDaySchema,
  ZEmailSchema,
  ZInstantSchema,
  ZTextSchema,
} from './common';
import { ZUserAdminUpdateSchema } from './users';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('numbers as people type them (parseDecimal)', () => {
  it("reads '72,5' and '72.5' as 72.5", () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal('72.5')).toBe(72.5);
    expect(parseDecimal(' 80 ')).toBe(80);
    expect(parseDecimal(72.5)).toBe(72.5);
  });

  it('refuses what is no plain decimal number', () => {
    for (const v of ['', '1,2,3', '1.500,50', '1e3', '0x10', 'abc', 'Infinity', '72,5kg'])
      expect([v, Number.isNaN(parseDecimal(v))]).toEqual([v, true]);
  });

  it('multipart measures with the decimal comma are stored as numbers', () => {
    expect(measure('Peso (kg)', 2, 400).parse('72,5')).toBe(72.5);
    const form = ZControlFormSchema.parse({
      typo: 'Online',
      peso: '72,5',
      perimetroCintura: '80,25',
    });
    expect(form).toMatchObject({ peso: 72.5, perimetroCintura: 80.25 });
    expect(ZControlFormSchema.safeParse({ typo: 'Online', peso: '725' }).success).toBe(false);
  });
});

describe('text never carries a NUL character or a lone surrogate', () => {
  it('hasBadChars: NUL and half a character are bad, a whole emoji is text', () => {
    for (const bad of ['a\u0000', '\ud800', 'x\ud83d', '\udc00y', 'a\udc00\ud800b'])
      expect([JSON.stringify(bad), hasBadChars(bad)]).toEqual([JSON.stringify(bad), true]);
    for (const good of ['hola', 'Ñandú 🍎', '\ud83d\ude00', 'año 2026', ''])
      expect([good, hasBadChars(good)]).toEqual([good, false]);
    expect(ZTextSchema.safeParse('bajar\udc00').success).toBe(false);
  });

  it('the shared text schemas refuse it with their own message', () => {
    for (const schema of [ZTextSchema, optionalText(100), ZEmailSchema]) {
      const r = schema.safeParse('a\u0000b@test.uy');
      expect(r.success).toBe(false);
      expect(messageOf(r)).toBe(MSG.badChars);
    }
    expect(ZTextSchema.parse('hola')).toBe('hola');
  });

  it('the clinical and user forms refuse it in their fields', () => {
    expect(ZControlFormSchema.safeParse({ typo: 'Online', notas: 'x\u0000' }).success).toBe(false);
    expect(ZUserAdminUpdateSchema.safeParse({ name: 'Ana\u0000' }).success).toBe(false);
  });
});

describe('dates of the years 1900 to 9999 only', () => {
  it('a day', () => {
    expect(ZDaySchema.parse('2026-11-26')).toBe('2026-11-26');
    expect(ZDaySchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(messageOf(ZDaySchema.safeParse('0000-01-01'))).toBe(MSG.dateOutOfRange);
    expect(messageOf(ZDaySchema.safeParse('1899-12-31'))).toBe(MSG.dateOutOfRange);
    expect(ZDaySchema.safeParse('2026-13-01').success).toBe(false);
  });

  it('an instant', () => {
    expect(ZInstantSchema.safeParse('2026-11-26T09:00:00-03:00').success).toBe(true);
    expect(messageOf(ZInstantSchema.safeParse('0000-01-01T00:00:00Z'))).toBe(MSG.dateOutOfRange);
    expect(ZInstantSchema.safeParse('2026-11-26').success).toBe(false);
  });

  it('an optional date of a body', () => {
    expect(optionalDateSchema.parse(undefined)).toBeUndefined();
    expect(optionalDateSchema.parse('')).toBeNull();
    expect(optionalDateSchema.parse('2030-05-10')).toBe('2030-05-10T00:00:00.000Z');
    expect(messageOf(optionalDateSchema.safeParse('0000-01-01'))).toBe(MSG.dateOutOfRange);
    expect(messageOf(optionalDateSchema.safeParse('10000-01-01'))).toBe(MSG.dateOutOfRange);
    expect(messageOf(optionalDateSchema.safeParse('31/31/2026'))).toBe(MSG.badDate);
  });
});
