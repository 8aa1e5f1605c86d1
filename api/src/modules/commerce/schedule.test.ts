import { describe, expect, it } from 'vitest';
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
});
