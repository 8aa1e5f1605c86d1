import { describe, expect, it } from 'vitest';
import { currentMonth, monthLabel, recentMonths, reportDifferenceCents } from './invoice-month';

describe('the monthly report of CFEs: its month', () => {
  it("is Montevideo's month: 02:00 UTC on April 1st is still March there", () => {
    expect(currentMonth(new Date('2026-04-01T02:00:00Z'))).toBe('2026-03');
    expect(currentMonth(new Date('2026-04-01T04:00:00Z'))).toBe('2026-04');
  });

  it('offers the recent months newest first, across a new year, named in Spanish', () => {
    const months = recentMonths('2026-02', 3);
    expect(months.map((m) => m.value)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months[2]!.label).toBe('Diciembre de 2025');
    expect(monthLabel('2026-03')).toBe('Marzo de 2026');
  });

  it('compares the net with the sales in exact cents', () => {
    expect(reportDifferenceCents({ neto: '0.30', ventasDelMes: '0.30' })).toBe(0);
    expect(reportDifferenceCents({ neto: '1000.00', ventasDelMes: '1220.00' })).toBe(-22000);
  });
});
