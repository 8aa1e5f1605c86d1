import { afterEach, describe, expect, it } from 'vitest';
import {
  axisDates,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatNumericDate,
  formatNumericDateTime,
  formatShortDate,
  fromDateInput,
  fromMontevideoClock,
  monthsText,
  timeAgo,
  toDateInput,
  toMontevideoClock,
  upcomingDates,
} from './dates';

describe('dates in Montevideo', () => {
  it('shows the real day in Montevideo (never the old -10 days)', () => {
    expect(formatDate('2026-11-12T15:00:00.000Z')).toBe('12 de noviembre de 2026');
    // 02:59 UTC is 23:59 of the day before in Montevideo.
    expect(formatDate('2026-11-13T02:59:00.000Z')).toBe('12 de noviembre de 2026');
    expect(formatDate('2026-11-13T03:00:00.000Z')).toBe('13 de noviembre de 2026');
    expect(formatNumericDate('2026-11-13T02:59:00.000Z')).toBe('12/11/2026');
    expect(formatShortDate('2026-11-13T02:59:00.000Z')).toBe('12 nov. 2026');
    expect(formatLongDate('2025-03-10T15:00:00.000Z')).toBe('Lunes, 10 de marzo de 2025');
  });

  it("shows a calendar day as that day, whatever the browser's time zone", () => {
    expect(formatDay('2025-07-21')).toBe('21 de julio de 2025');
    expect(formatDay('2026-01-01')).toBe('1 de enero de 2026');
  });

  it('shows a time of day in Montevideo, 24-hour', () => {
    expect(formatDateTime('2026-11-12T12:05:00.000Z')).toBe('12 nov. 2026, 09:05');
    expect(formatDateTime('2026-11-12T18:05:00.000Z')).toBe('12 nov. 2026, 15:05');
    // A back-office table's 'dd/mm/aaaa HH:mm', on Montevideo's day.
    expect(formatNumericDateTime('2026-11-13T02:59:00.000Z')).toBe('12/11/2026 23:59');
    expect(formatNumericDateTime('nada')).toBe('—');
  });

  it('answers a dash for a value that is not a date', () => {
    expect(formatDate('mañana')).toBe('—');
    expect(toDateInput('mañana')).toBe('');
  });

  it('labels an axis with the year only when the dates span years', () => {
    expect(axisDates(['2026-01-10T15:00:00Z', '2026-11-12T15:00:00Z'])).toEqual([
      '10 ene.',
      '12 nov.',
    ]);
    expect(axisDates(['2025-11-12T15:00:00Z', '2026-11-12T15:00:00Z'])).toEqual([
      '12 nov. 25',
      '12 nov. 26',
    ]);
  });

  it('round-trips a date input through noon in Montevideo', () => {
    expect(toDateInput(fromDateInput('2026-07-18'))).toBe('2026-07-18');
    expect(toDateInput('2026-11-13T02:59:00.000Z')).toBe('2026-11-12');
  });

  it('keeps future dates only, soonest first, one per day', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(
      upcomingDates(
        [
          '2026-12-01T15:00:00Z',
          null,
          '2026-11-01T15:00:00Z',
          '2026-11-30T15:00:00Z',
          '2026-12-01T16:00:00Z',
        ],
        now,
      ),
    ).toEqual(['2026-11-30T15:00:00Z', '2026-12-01T15:00:00Z']);
  });

  it("says a plan's duration as '1 mes' and 'N meses' from 2 on (DECISIONS §6)", () => {
    expect(monthsText(1)).toBe('1 mes');
    expect(monthsText(2)).toBe('2 meses');
    expect(monthsText(12)).toBe('12 meses');
  });
});

describe('Montevideo clock readings for the calendar, in any browser zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });
  const wall = (d: Date) =>
    [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()].join(' ');

  for (const [tz, localHour] of [
    ['America/Montevideo', 22],
    ['Asia/Tokyo', 10],
    ['Europe/Madrid', 2],
    ['America/Los_Angeles', 17],
  ] as const) {
    it(`reads Montevideo's wall clock with the browser in ${tz}`, () => {
      process.env.TZ = tz;
      expect(new Date('2026-03-03T01:30:00Z').getHours()).toBe(localHour);
      // 01:30 UTC on Tuesday is Monday 22:30 in Montevideo, whatever the local zone.
      const clock = toMontevideoClock('2026-03-03T01:30:00Z');
      expect(wall(clock)).toBe('2026 3 2 22 30');
      expect(fromMontevideoClock(clock).toISOString()).toBe('2026-03-03T01:30:00.000Z');
      // A slot the calendar offers at 9:00 is 12:00 UTC.
      expect(fromMontevideoClock(new Date(2026, 2, 3, 9)).toISOString()).toBe(
        '2026-03-03T12:00:00.000Z',
      );
    });
  }
});

describe("timeAgo: 'Sin conexión · actualizado hace …'", () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it.each([
    [now - 20_000, 'hace un momento'],
    [now - 5 * 60_000, 'hace 5 min'],
    [now - 2 * 3_600_000 - 59_000, 'hace 2 h'],
    [now - 26 * 3_600_000, 'hace 1 día'],
    [now - 3 * 86_400_000, 'hace 3 días'],
    [now + 60_000, 'hace un momento'],
  ])('%s', (at, text) => {
    expect(timeAgo(at, now)).toBe(text);
  });
});
