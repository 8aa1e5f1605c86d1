import { describe, expect, it } from 'vitest';
import { dayFromText, dayToText, hourFromText } from './date-text';

describe('dayFromText', () => {
  it('reads day, month, year in that order', () => {
    expect(dayFromText('12/01/2026')).toBe('2026-01-12');
    expect(dayFromText('1/2/2026')).toBe('2026-02-01');
    expect(dayFromText(' 31.12.2026 ')).toBe('2026-12-31');
    expect(dayFromText('05-03-2027')).toBe('2027-03-05');
  });

  it('reads the ways a day is typed: padded or not, a two-digit year up to ten years ahead', () => {
    expect(dayFromText('4/1/27')).toBe('2027-01-04');
    expect(dayFromText('04/01/2027')).toBe('2027-01-04');
    expect(dayFromText('4/1/2027')).toBe('2027-01-04');
    expect(dayFromText('04/01/27')).toBe('2027-01-04');
    expect(dayFromText('12/01/26')).toBe('2026-01-12');
    expect(dayFromText('4 / 1 / 27')).toBe('2027-01-04');
    // In 2026: up to 2036 is this century; later, the last one (a birth date).
    const in2026 = new Date(2026, 10, 29);
    expect(dayFromText('31/12/99', in2026)).toBe('1999-12-31');
    expect(dayFromText('17/5/90', in2026)).toBe('1990-05-17');
    expect(dayFromText('1/1/36', in2026)).toBe('2036-01-01');
    expect(dayFromText('1/1/37', in2026)).toBe('1937-01-01');
    expect(dayFromText('1/1/00')).toBe('2000-01-01');
    expect(dayFromText('29/2/28')).toBe('2028-02-29');
    expect(dayFromText('29/2/27')).toBeNull();
  });

  it('refuses what is no real day, or not day-first', () => {
    expect(dayFromText('31/04/2026')).toBeNull();
    expect(dayFromText('29/02/2026')).toBeNull();
    expect(dayFromText('29/02/2028')).toBe('2028-02-29');
    expect(dayFromText('01/13/2026')).toBeNull();
    expect(dayFromText('2026-01-12')).toBeNull();
    expect(dayFromText('12/01/202')).toBeNull();
    expect(dayFromText('12/01/6')).toBeNull();
    expect(dayFromText('12/01')).toBeNull();
    expect(dayFromText('00/01/2026')).toBeNull();
    expect(dayFromText('')).toBeNull();
  });
});

describe('dayToText', () => {
  it('writes a YYYY-MM-DD day as dd/mm/aaaa', () => {
    expect(dayToText('2026-01-12')).toBe('12/01/2026');
    expect(dayToText('')).toBe('');
    expect(dayToText(null)).toBe('');
    expect(dayToText('12/01/2026')).toBe('');
  });

  it('round-trips with dayFromText', () => {
    expect(dayFromText(dayToText('2026-11-05'))).toBe('2026-11-05');
  });
});

describe('hourFromText', () => {
  it('reads 24-hour times in the usual ways', () => {
    expect(hourFromText('14:00')).toBe('14:00');
    expect(hourFromText('9:30')).toBe('09:30');
    expect(hourFromText('930')).toBe('09:30');
    expect(hourFromText('1415')).toBe('14:15');
    expect(hourFromText('9')).toBe('09:00');
    expect(hourFromText('18.45')).toBe('18:45');
    expect(hourFromText('0:00')).toBe('00:00');
  });

  it('reads an hour as Uruguay writes it: 19, 19hs, 19 hs, 19.30, 19:30, 1930', () => {
    for (const typed of ['19', '19hs', '19 hs', '19h', '19 h', '19 HS', '19hs.', '19 horas'])
      expect(hourFromText(typed)).toBe('19:00');
    for (const typed of ['19.30', '19:30', '1930', '19,30', '19h30', '19:30 hs', '19.30hs'])
      expect(hourFromText(typed)).toBe('19:30');
    expect(hourFromText('9hs')).toBe('09:00');
  });

  it('refuses what is no hour of a day, and AM/PM', () => {
    expect(hourFromText('24:00')).toBeNull();
    expect(hourFromText('12:60')).toBeNull();
    expect(hourFromText('02:00 PM')).toBeNull();
    expect(hourFromText('')).toBeNull();
    expect(hourFromText('abc')).toBeNull();
    expect(hourFromText('hs')).toBeNull();
    expect(hourFromText('25hs')).toBeNull();
    expect(hourFromText('19.3')).toBeNull();
    expect(hourFromText('7 pm')).toBeNull();
  });
});
