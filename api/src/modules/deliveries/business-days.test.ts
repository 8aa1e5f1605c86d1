import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysUntil, isBusinessDay, montevideoDay } from './business-days';

describe('business days in Montevideo', () => {
  it('skips weekends and the five non-working holidays, nothing else', () => {
    expect(isBusinessDay('2026-07-18')).toBe(false); // Saturday anyway
    expect(isBusinessDay('2027-07-19')).toBe(true);
    expect(isBusinessDay('2025-07-18')).toBe(false); // a Friday holiday
    expect(['2026-01-01', '2026-05-01', '2026-08-25', '2026-12-25'].map(isBusinessDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isBusinessDay('2026-10-12')).toBe(true); // a working holiday by law
  });

  it('counts from the Montevideo day, not the UTC one', () => {
    // 01:00 UTC on Saturday is still Friday 22:00 in Montevideo.
    expect(montevideoDay(new Date('2026-03-07T01:00:00Z'))).toBe('2026-03-06');
    expect(addBusinessDays(new Date('2026-03-07T01:00:00Z'), 1)).toBe('2026-03-09');
  });

  it('10 business days over a weekend, and over 18 July', () => {
    // Wednesday 4 March 2026 + 10 business days = Wednesday 18 March.
    expect(addBusinessDays(new Date('2026-03-04T15:00:00Z'), 10)).toBe('2026-03-18');
    // Friday 11 July 2025: 14, 15, 16, 17, (18 holiday), 21, 22, 23, 24, 25, 28.
    expect(addBusinessDays(new Date('2025-07-11T15:00:00Z'), 10)).toBe('2025-07-28');
    // Over 25 August 2026 (Tuesday): from Monday 17 August.
    expect(addBusinessDays(new Date('2026-08-17T15:00:00Z'), 10)).toBe('2026-09-01');
  });

  it('days left: business days until the due day, negative once late', () => {
    const due = '2026-03-18';
    expect(businessDaysUntil(new Date('2026-03-04T15:00:00Z'), due)).toBe(10);
    expect(businessDaysUntil(new Date('2026-03-16T15:00:00Z'), due)).toBe(2);
    expect(businessDaysUntil(new Date('2026-03-18T23:00:00Z'), due)).toBe(0);
    expect(businessDaysUntil(new Date('2026-03-19T15:00:00Z'), due)).toBe(-1);
    expect(businessDaysUntil(new Date('2026-03-23T15:00:00Z'), due)).toBe(-3);
  });
});
