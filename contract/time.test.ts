import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  blockedByDefault,
  addDaysInMontevideo,
  addMonthsInMontevideo,
  businessDaysUntil,
  type ClosedDay,
  defaultBlockedDays,
  defaultBlockedDaysBetween,
  easterSunday,
  formatInMontevideo,
  isBusinessDay,
  montevideoDay,
  montevideoInstant,
  montevideoNoon,
  montevideoStamp,
  montevideoTime,
} from './time';

describe('Montevideo wall clock', () => {
  it('reads the weekday and hour in Montevideo, not in UTC', () => {
    // 01:30 UTC on Tuesday is still Monday 22:30 in Montevideo.
    expect(montevideoTime(new Date('2026-03-03T01:30:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      weekday: 1,
      hour: 22,
      minute: 30,
      second: 0,
    });
  });

  it('finds the instant a Montevideo wall clock reads, across days and years', () => {
    expect(montevideoInstant(2026, 3, 3, 9).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(montevideoInstant(2026, 12, 31, 22, 30).toISOString()).toBe('2027-01-01T01:30:00.000Z');
    expect(montevideoInstant(2026, 1, 1).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    // Before 2015 Uruguay had daylight saving: the IANA zone knows it (UTC-2 in January 2014).
    expect(montevideoInstant(2014, 1, 15, 9).toISOString()).toBe('2014-01-15T11:00:00.000Z');
  });

  it('takes a calendar day to noon in Montevideo, and an instant to its Montevideo day', () => {
    expect(montevideoNoon('2026-07-18')?.toISOString()).toBe('2026-07-18T15:00:00.000Z');
    expect(montevideoNoon('2026-07')).toBeNull();
    expect(montevideoDay(new Date('2026-11-13T02:59:00Z'))).toBe('2026-11-12');
    expect(montevideoDay(new Date('2026-11-13T03:00:00Z'))).toBe('2026-11-13');
  });
});

describe('formatting in Montevideo', () => {
  it('writes each named format in Spanish, on the Montevideo day', () => {
    // 02:59 UTC on 13 November is 23:59 on the 12th in Montevideo.
    const at = new Date('2026-11-13T02:59:00Z');
    expect(formatInMontevideo(at, 'date')).toBe('12 de noviembre de 2026');
    expect(formatInMontevideo(at, 'weekdayDate')).toBe('jueves, 12 de noviembre de 2026');
    expect(formatInMontevideo(at, 'weekdayDayMonth')).toBe('jueves, 12 de noviembre');
    expect(formatInMontevideo(at, 'numericDate')).toBe('12/11/2026');
    expect(formatInMontevideo(at, 'shortDate')).toBe('12 nov. 2026');
    expect(formatInMontevideo(at, 'dayMonth')).toBe('12 nov.');
    expect(formatInMontevideo(at, 'dayMonthShortYear')).toBe('12 nov. 26');
    expect(formatInMontevideo(at, 'shortDateTime')).toBe('12 nov. 2026, 23:59');
    expect(formatInMontevideo(at, 'time')).toBe('23:59');
    expect(formatInMontevideo(new Date('2026-03-18T15:00:00Z'), 'longDateTime')).toBe(
      '18 de marzo de 2026 a las 12:00',
    );
    expect(formatInMontevideo(new Date('2026-03-18T19:52:00Z'), 'longDateTime')).toBe(
      '18 de marzo de 2026 a las 16:52',
    );
    expect(montevideoStamp(at)).toBe('2026-11-12 23:59');
    expect(montevideoStamp(new Date('2026-11-13T03:05:00Z'))).toBe('2026-11-13 00:05');
  });
});

describe('adding months and days in Montevideo', () => {
  const mvd = (d: Date) => {
    const c = montevideoTime(d);
    return `${montevideoDay(d)} ${c.hour}:${String(c.minute).padStart(2, '0')}`;
  };

  it('keeps the Montevideo hour and takes the month end when the day is missing', () => {
    const lateOn31 = montevideoInstant(2026, 1, 31, 23, 30); // 1 February 02:30 UTC
    expect(mvd(addMonthsInMontevideo(lateOn31, 1))).toBe('2026-02-28 23:30');
    expect(mvd(addMonthsInMontevideo(lateOn31, 2))).toBe('2026-03-31 23:30');
    expect(mvd(addMonthsInMontevideo(lateOn31, 12))).toBe('2027-01-31 23:30');
    // In UTC this is already 1 May: UTC arithmetic would land on 31 May in Montevideo.
    expect(mvd(addMonthsInMontevideo(montevideoInstant(2026, 4, 30, 23, 30), 1))).toBe(
      '2026-05-30 23:30',
    );
  });

  it('adds calendar days at the same Montevideo hour, across months and years', () => {
    expect(mvd(addDaysInMontevideo(montevideoInstant(2026, 12, 20, 23, 30), 15))).toBe(
      '2027-01-04 23:30',
    );
    expect(mvd(addDaysInMontevideo(montevideoInstant(2026, 3, 1, 0, 15), -1))).toBe(
      '2026-02-28 0:15',
    );
  });
});

describe('business days in Montevideo', () => {
  const b = blockedByDefault;
  it('by default skips weekends, the five non-working holidays, Carnival and Tourism Week', () => {
    expect(isBusinessDay('2026-07-18', b)).toBe(false); // Saturday anyway
    expect(isBusinessDay('2027-07-19', b)).toBe(true);
    expect(isBusinessDay('2025-07-18', b)).toBe(false); // a Friday holiday
    expect(
      ['2026-01-01', '2026-05-01', '2026-08-25', '2026-12-25'].map((d) => isBusinessDay(d, b)),
    ).toEqual([false, false, false, false]);
    expect(isBusinessDay('2026-10-12', b)).toBe(true); // a working holiday by law, not blocked
    expect(isBusinessDay('2026-02-16', b)).toBe(false); // Carnival Monday
    expect(isBusinessDay('2026-03-31', b)).toBe(false); // Tourism Week (Easter 5 April)
    expect(isBusinessDay('2026-03-31', () => false)).toBe(true); // a day she opened
  });

  it('counts from the Montevideo day, not the UTC one', () => {
    // 01:00 UTC on Saturday is still Friday 22:00 in Montevideo.
    expect(montevideoDay(new Date('2026-03-07T01:00:00Z'))).toBe('2026-03-06');
    expect(addBusinessDays(new Date('2026-03-07T01:00:00Z'), 1, b)).toBe('2026-03-09');
  });

  it('10 business days over a weekend, 18 July, Tourism Week and her vacation', () => {
    // Wednesday 4 March 2026 + 10 business days = Wednesday 18 March.
    expect(addBusinessDays(new Date('2026-03-04T15:00:00Z'), 10, b)).toBe('2026-03-18');
    // Friday 11 July 2025: 14, 15, 16, 17, (18 holiday), 21, 22, 23, 24, 25, 28.
    expect(addBusinessDays(new Date('2025-07-11T15:00:00Z'), 10, b)).toBe('2025-07-28');
    // Over 25 August 2026 (Tuesday): from Monday 17 August.
    expect(addBusinessDays(new Date('2026-08-17T15:00:00Z'), 10, b)).toBe('2026-09-01');
    // Over Tourism Week 2026 (30 March to 3 April): from Wednesday 25 March.
    expect(addBusinessDays(new Date('2026-03-25T15:00:00Z'), 10, b)).toBe('2026-04-15');
    // Bought Saturday 2 January 2027, away 4 to 15 January: 18 January is the first of ten.
    const away: ClosedDay = (d) => b(d) || (d >= '2027-01-04' && d <= '2027-01-15');
    expect(addBusinessDays(new Date('2027-01-02T15:00:00Z'), 10, away)).toBe('2027-01-29');
    expect(addBusinessDays(new Date('2027-01-02T15:00:00Z'), 10, b)).toBe('2027-01-15');
  });

  it('days left: business days until the due day, negative once late', () => {
    const due = '2026-03-18';
    expect(businessDaysUntil(new Date('2026-03-04T15:00:00Z'), due, b)).toBe(10);
    expect(businessDaysUntil(new Date('2026-03-16T15:00:00Z'), due, b)).toBe(2);
    expect(businessDaysUntil(new Date('2026-03-18T23:00:00Z'), due, b)).toBe(0);
    expect(businessDaysUntil(new Date('2026-03-19T15:00:00Z'), due, b)).toBe(-1);
    expect(businessDaysUntil(new Date('2026-03-23T15:00:00Z'), due, b)).toBe(-3);
    // Her days off are not days left.
    expect(
      businessDaysUntil(new Date('2026-03-16T15:00:00Z'), due, (d) => d === '2026-03-17'),
    ).toBe(1);
  });
});

describe("the agenda's days blocked by default", () => {
  it('computes Easter Sunday for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('blocks the five holidays, Carnival and Tourism Week of 2026', () => {
    expect(defaultBlockedDays(2026)).toEqual([
      { day: '2026-01-01', name: 'Año Nuevo' },
      { day: '2026-02-16', name: 'Carnaval' },
      { day: '2026-02-17', name: 'Carnaval' },
      { day: '2026-03-30', name: 'Semana de Turismo' },
      { day: '2026-03-31', name: 'Semana de Turismo' },
      { day: '2026-04-01', name: 'Semana de Turismo' },
      { day: '2026-04-02', name: 'Semana de Turismo' },
      { day: '2026-04-03', name: 'Semana de Turismo' },
      { day: '2026-05-01', name: 'Día de los Trabajadores' },
      { day: '2026-07-18', name: 'Jura de la Constitución' },
      { day: '2026-08-25', name: 'Declaratoria de la Independencia' },
      { day: '2026-12-25', name: 'Navidad' },
    ]);
  });

  it('Carnival 2027 is 8 and 9 February; Tourism Week 22 to 26 March', () => {
    const days = defaultBlockedDays(2027).map((b) => b.day);
    expect(days).toContain('2027-02-08');
    expect(days).toContain('2027-02-09');
    expect(days.filter((d) => d >= '2027-03-22' && d <= '2027-03-26')).toHaveLength(5);
    expect(days).toHaveLength(12);
  });

  it('lists the blocked days of a range across a new year', () => {
    expect(defaultBlockedDaysBetween('2026-12-20', '2027-01-05').map((b) => b.day)).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
  });
});
