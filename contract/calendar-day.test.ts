import { describe, expect, it } from 'vitest';
import { inAgendaWindow } from './agenda-slots';
import { addDays, daysBetween, daysFromTo, MAX_WALK_DAYS } from './calendar-day';
import { addBusinessDays, businessDaysUntil } from './time';

describe('a walk over calendar days ends on any input (issue 33)', () => {
  it('counts its days: across the last day of 9999 it gives two days, not a loop', () => {
    // The day after 9999-12-31 is no 'YYYY-MM-DD' ('+010000-…'), and sorts before it.
    expect(addDays('9999-12-31', 1) < '9999-12-31').toBe(true);
    expect(daysFromTo('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(daysFromTo('2026-03-02', '2026-03-01')).toEqual([]);
    expect(daysFromTo('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('a range longer than ten years, or no range at all, is refused rather than walked', () => {
    expect(() => daysFromTo('2026-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => daysFromTo('2026-01-01', 'mañana')).toThrow(RangeError);
    expect(daysFromTo('2026-01-01', addDays('2026-01-01', MAX_WALK_DAYS))).toHaveLength(
      MAX_WALK_DAYS + 1,
    );
  });

  it('business days: a calendar closed for ever is refused, a due day far away too', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(() => addBusinessDays(now, 1, () => true)).toThrow(RangeError);
    expect(() => businessDaysUntil(now, '9999-12-31', () => false)).toThrow(RangeError);
    expect(businessDaysUntil(now, '2026-03-09', () => false)).toBe(5);
    expect(businessDaysUntil(now, '2026-02-23', () => false)).toBe(-5);
  });
});

describe("the agenda's window: a year back, two years ahead", () => {
  const now = new Date('2026-03-02T12:00:00Z');
  it('takes its edges and refuses a day past either', () => {
    expect(daysBetween('2025-03-01', '2026-03-02')).toBe(366);
    expect(inAgendaWindow('2025-03-01', now)).toBe(true);
    expect(inAgendaWindow('2025-02-28', now)).toBe(false);
    expect(inAgendaWindow('2028-03-02', now)).toBe(true);
    expect(inAgendaWindow('2028-03-03', now)).toBe(false);
    expect(inAgendaWindow('9999-12-31', now)).toBe(false);
  });
});
