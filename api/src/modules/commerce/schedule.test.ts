import { describe, expect, it } from 'vitest';
import { blockedByDefault, isBusinessDay, montevideoDay, montevideoInstant } from '@contract/time';
import { scheduleControls } from './schedule';

/** Her calendar before she changes anything: weekends, holidays, Carnival, Tourism Week. */
const closed = blockedByDefault;

const iso = (ds: Date[]) => ds.map((d) => d.toISOString().slice(0, 10));

describe('scheduleControls', () => {
  it('spreads the controls evenly: monthly on the same day, halves as 15 days', () => {
    const start = new Date('2026-03-04T12:00:00Z');
    expect(iso(scheduleControls(start, 3, 3, closed))).toEqual([
      '2026-04-06',
      '2026-05-04',
      '2026-06-04',
    ]);
    expect(iso(scheduleControls(start, 1, 2, closed))).toEqual(['2026-03-19', '2026-04-06']);
    // 4 April 2026 is a Saturday: Monday 6 April. 4 May is a Monday; 19 March a Thursday.
  });

  it('moves a control off a weekend or a non-working holiday to the next business day', () => {
    const days = (ds: Date[]) => ds.map(montevideoDay);
    // Paid Tuesday 25 November 2025: a month later is Thursday 25 December (Navidad) -> Friday 26.
    const nov25 = montevideoInstant(2025, 11, 25, 10, 0);
    expect(days(scheduleControls(nov25, 1, 1, closed))).toEqual(['2025-12-26']);
    // Paid Monday 1 December 2025: a month later is Thursday 1 January (Año Nuevo) -> Friday 2.
    expect(days(scheduleControls(montevideoInstant(2025, 12, 1, 10, 0), 1, 1, closed))).toEqual([
      '2026-01-02',
    ]);
    // Paid Monday 2 March 2026, two controls in a month: Tuesday 17 March stays; Thursday
    // 2 April is in Tourism Week (30 March to 3 April), so Monday 6 April.
    expect(days(scheduleControls(montevideoInstant(2026, 3, 2, 10, 0), 1, 2, closed))).toEqual([
      '2026-03-17',
      '2026-04-06',
    ]);
    // A month after Wednesday 7 January 2026 is Saturday 7 February -> Monday 9 February.
    expect(days(scheduleControls(montevideoInstant(2026, 1, 7, 10, 0), 1, 1, closed))).toEqual([
      '2026-02-09',
    ]);
    // 25 December on a Friday (2026) -> Monday 28 December; the time of day is kept.
    const [christmas] = scheduleControls(montevideoInstant(2026, 11, 25, 18, 30), 1, 1, closed);
    expect(montevideoDay(christmas!)).toBe('2026-12-28');
    expect(christmas!.toISOString()).toBe('2026-12-28T21:30:00.000Z');
    // Ten controls in a month from Monday 2 March 2026, one every three days: Sunday 8,
    // Saturday 14 and Sunday 29 March move to the Monday after; Monday 30 March and Thursday
    // 2 April are in Tourism Week, so the Monday and Tuesday after it.
    expect(days(scheduleControls(montevideoInstant(2026, 3, 2, 10, 0), 1, 10, closed))).toEqual([
      '2026-03-05',
      '2026-03-09',
      '2026-03-11',
      '2026-03-16',
      '2026-03-17',
      '2026-03-20',
      '2026-03-23',
      '2026-03-26',
      '2026-04-06',
      '2026-04-07',
    ]);
    // A control a day: Saturday 7 and Sunday 8 would both be Monday 9; each one keeps its
    // own business day, in order, none shared.
    const daily = days(scheduleControls(montevideoInstant(2026, 3, 2, 10, 0), 1, 30, closed));
    expect(daily.slice(0, 7)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(new Set(daily).size).toBe(30);
    expect(daily.every((d) => isBusinessDay(d, closed))).toBe(true);
    expect([...daily].sort()).toEqual(daily);
    // 31 December 2026 is a Thursday; a month later, 31 January 2027, is a Sunday -> Monday 1 February.
    expect(days(scheduleControls(montevideoInstant(2026, 12, 31, 10, 0), 1, 1, closed))).toEqual([
      '2027-02-01',
    ]);
  });

  it('no controls for a plan without queries; a plan without duration counts one month', () => {
    expect(scheduleControls(new Date('2026-03-02T12:00:00Z'), 3, 0, closed)).toEqual([]);
    expect(iso(scheduleControls(new Date('2026-03-02T12:00:00Z'), 0, 1, closed))).toEqual([
      '2026-04-06', // 2 April is in Tourism Week
    ]);
  });

  it('a plan paid on 31 January for a month ends on the last day of February', () => {
    // Friday 28 February 2025 (in 2026 it is a Saturday, and the control moves to Monday).
    expect(iso(scheduleControls(new Date('2025-01-31T12:00:00Z'), 1, 1, closed))).toEqual([
      '2025-02-28',
    ]);
  });

  it('counts months on the Montevideo calendar, for a plan paid late in the evening', () => {
    const days = (ds: Date[]) => ds.map(montevideoDay);
    // 23:30 on the 31st in Montevideo is already the 1st in UTC.
    const on31 = montevideoInstant(2026, 3, 31, 23, 30);
    // 31 May is a Sunday: its control is on Monday 1 June.
    expect(days(scheduleControls(on31, 3, 3, closed))).toEqual([
      '2026-04-30',
      '2026-06-01',
      '2026-06-30',
    ]);
    expect(days(scheduleControls(on31, 1, 2, closed))).toEqual(['2026-04-15', '2026-04-30']);
    // 23:30 on 30 September is 1 October in UTC: counted in UTC, a month later was 31 October.
    const on30 = montevideoInstant(2026, 9, 30, 23, 30);
    expect(days(scheduleControls(on30, 2, 2, closed))).toEqual(['2026-10-30', '2026-11-30']);
    expect(scheduleControls(on30, 1, 1, closed)[0]!.toISOString()).toBe('2026-10-31T02:30:00.000Z');
  });

  it('skips her vacation: a control due while she is away is on the first day she is back', () => {
    const away = (d: string) => closed(d) || (d >= '2027-01-04' && d <= '2027-01-15');
    // Paid Friday 4 December 2026, one control a month later: Monday 4 January 2027 -> 18th.
    const [control] = scheduleControls(montevideoInstant(2026, 12, 4, 10, 0), 1, 1, away);
    expect(montevideoDay(control!)).toBe('2027-01-18');
  });
});
