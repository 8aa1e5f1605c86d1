import { describe, expect, it } from 'vitest';
import {
  activeQuickRange,
  quickRange,
  rangeError,
  rangeFromParams,
  todayInMontevideo,
} from './sales-range';

describe('sales periods', () => {
  it("takes today's date in Montevideo, not the device's or UTC's", () => {
    // 02:30 UTC on 1 March is still 28 February in Montevideo (UTC-3).
    expect(todayInMontevideo(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(todayInMontevideo(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it("'Este mes' and 'Mes anterior' are whole calendar months, across a year and a leap February", () => {
    expect(quickRange('thisMonth', '2026-03-15')).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
    });
    expect(quickRange('lastMonth', '2026-03-15')).toEqual({
      desde: '2026-02-01',
      hasta: '2026-02-28',
    });
    expect(quickRange('lastMonth', '2028-03-01')).toEqual({
      desde: '2028-02-01',
      hasta: '2028-02-29',
    });
    expect(quickRange('lastMonth', '2026-01-10')).toEqual({
      desde: '2025-12-01',
      hasta: '2025-12-31',
    });
    expect(quickRange('all', '2026-01-10')).toEqual({});
  });

  it('knows which quick range a period is', () => {
    const today = '2026-11-23';
    expect(activeQuickRange({}, today)).toBe('all');
    expect(activeQuickRange({ desde: '2026-11-01', hasta: '2026-11-30' }, today)).toBe('thisMonth');
    expect(activeQuickRange({ desde: '2026-10-01', hasta: '2026-10-31' }, today)).toBe('lastMonth');
    expect(activeQuickRange({ desde: '2026-11-01' }, today)).toBeNull();
  });

  it('reads the period from the address, leaving out what is not a date', () => {
    expect(
      rangeFromParams(new URLSearchParams('tab=ventas&desde=2026-03-01&hasta=2026-03-31')),
    ).toEqual({ desde: '2026-03-01', hasta: '2026-03-31' });
    expect(rangeFromParams(new URLSearchParams('desde=ayer&hasta=2026-02-30'))).toEqual({
      desde: undefined,
      hasta: undefined,
    });
  });

  it('refuses a backwards period with the server’s message', () => {
    expect(rangeError({ desde: '2026-03-02', hasta: '2026-03-01' })).toBe(
      'La fecha "hasta" no puede ser anterior a "desde"',
    );
    expect(rangeError({ desde: '2026-03-01', hasta: '2026-03-01' })).toBeNull();
    expect(rangeError({ desde: '2026-03-01' })).toBeNull();
  });
});
