import { describe, expect, it } from 'vitest';
import { montevideoDay, montevideoInstant } from '@contract/time';
import { scheduleControls } from './schedule';

const iso = (ds: Date[]) => ds.map((d) => d.toISOString().slice(0, 10));

describe('scheduleControls', () => {
  it('spreads the controls evenly: monthly on the same day, halves as 15 days', () => {
    const start = new Date('2026-03-02T12:00:00Z');
    expect(iso(scheduleControls(start, 3, 3))).toEqual(['2026-04-02', '2026-05-02', '2026-06-02']);
    expect(iso(scheduleControls(start, 1, 2))).toEqual(['2026-03-17', '2026-04-02']);
  });

  it('no controls for a plan without queries; a plan without duration counts one month', () => {
    expect(scheduleControls(new Date('2026-03-02T12:00:00Z'), 3, 0)).toEqual([]);
    expect(iso(scheduleControls(new Date('2026-03-02T12:00:00Z'), 0, 1))).toEqual(['2026-04-02']);
  });

  it('a plan paid on 31 January for a month ends on the last day of February', () => {
    expect(iso(scheduleControls(new Date('2026-01-31T12:00:00Z'), 1, 1))).toEqual(['2026-02-28']);
  });

  it('counts months on the Montevideo calendar, for a plan paid late in the evening', () => {
    const days = (ds: Date[]) => ds.map(montevideoDay);
    // 23:30 on the 31st in Montevideo is already the 1st in UTC.
    const on31 = montevideoInstant(2026, 3, 31, 23, 30);
    expect(days(scheduleControls(on31, 3, 3))).toEqual(['2026-04-30', '2026-05-31', '2026-06-30']);
    expect(days(scheduleControls(on31, 1, 2))).toEqual(['2026-04-15', '2026-04-30']);
    // 23:30 on 30 April is 1 May in UTC: counted in UTC, a month later was 31 May.
    const on30 = montevideoInstant(2026, 4, 30, 23, 30);
    expect(days(scheduleControls(on30, 2, 2))).toEqual(['2026-05-30', '2026-06-30']);
    expect(scheduleControls(on30, 1, 1)[0]!.toISOString()).toBe('2026-05-31T02:30:00.000Z');
  });
});
