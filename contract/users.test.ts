import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIRTH_DATE_MSG, ZBirthDateSchema, ZUserSelfUpdateSchema, ageOf, ageOn } from './users';

describe('age from the birth date', () => {
  it('counts full years; the birthday counts from its own day', () => {
    expect(ageOn('1996-03-02', '2026-03-01')).toBe(29);
    expect(ageOn('1996-03-02', '2026-03-02')).toBe(30);
    expect(ageOn('1996-12-31', '2026-12-30')).toBe(29);
    expect(ageOn('2026-03-02', '2026-03-02')).toBe(0);
  });

  it('one born on 29 February turns a year older on 1 March of a common year', () => {
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22);
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24);
  });

  it('is the day in Montevideo, not in UTC: at 23:00 of the eve she is not a year older yet', () => {
    const person = { birthDate: '1996-03-02', age: null };
    // 2026-03-02T02:00Z is 1 March, 23:00 in Montevideo (UTC−3).
    expect(ageOf(person, new Date('2026-03-02T02:00:00Z'))).toBe(29);
    expect(ageOf(person, new Date('2026-03-02T03:00:00Z'))).toBe(30);
  });

  it('without a birth date, the age stored before stays', () => {
    expect(ageOf({ birthDate: null, age: 41 }, new Date('2026-03-02T12:00:00Z'))).toBe(41);
    expect(ageOf({ birthDate: null, age: null }, new Date())).toBeNull();
    // A birth date wins over an age typed before it.
    expect(ageOf({ birthDate: '2000-01-01', age: 41 }, new Date('2026-03-02T12:00:00Z'))).toBe(26);
  });
});

describe('a birth date as the forms send it', () => {
  afterEach(() => vi.useRealTimers());

  const message = (v: unknown) => ZBirthDateSchema.safeParse(v).error?.issues[0]?.message;

  it('takes a real day from 1900 to today in Montevideo', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z'), toFake: ['Date'] });
    expect(ZBirthDateSchema.parse('1990-05-17')).toBe('1990-05-17');
    expect(ZBirthDateSchema.parse(' 1900-01-01 ')).toBe('1900-01-01');
    expect(ZBirthDateSchema.parse('2026-11-29')).toBe('2026-11-29');
  });

  it('refuses year 0, a day that does not exist, tomorrow and other shapes, in Spanish', () => {
    // 02:00 UTC on the 30th is still the 29th in Montevideo: the 30th is tomorrow there.
    vi.useFakeTimers({ now: new Date('2026-11-30T02:00:00Z'), toFake: ['Date'] });
    expect(message('0000-05-17')).toBe(BIRTH_DATE_MSG.range);
    expect(message('1899-12-31')).toBe(BIRTH_DATE_MSG.range);
    expect(message('2026-11-30')).toBe(BIRTH_DATE_MSG.range);
    expect(message('2099-01-01')).toBe(BIRTH_DATE_MSG.range);
    expect(message('1990-02-31')).toBe(BIRTH_DATE_MSG.bad);
    expect(message('17/05/1990')).toBe(BIRTH_DATE_MSG.bad);
    expect(message(19900517)).toBe(BIRTH_DATE_MSG.bad);
  });

  it('on a profile update: absent leaves it, empty clears it, a bad one says why', () => {
    expect(ZUserSelfUpdateSchema.parse({}).birthDate).toBeUndefined();
    expect(ZUserSelfUpdateSchema.parse({ birthDate: '' }).birthDate).toBeNull();
    expect(ZUserSelfUpdateSchema.parse({ birthDate: '1990-05-17' }).birthDate).toBe('1990-05-17');
    expect(
      ZUserSelfUpdateSchema.safeParse({ birthDate: '0000-01-01' }).error?.issues[0]?.message,
    ).toBe(BIRTH_DATE_MSG.range);
    expect(ZUserSelfUpdateSchema.parse({ gender: 'Prefiero no decir' }).gender).toBe(
      'Prefiero no decir',
    );
  });
});
