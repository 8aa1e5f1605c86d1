import { describe, expect, it } from 'vitest';
import { formatControlDate, formatDateTime, formatMeasure, typeLabel } from './format';

describe('control formatting', () => {
  it('shows the real day in Montevideo (never the old -10 days)', () => {
    expect(formatControlDate('2026-11-12T15:00:00.000Z')).toBe('12 de noviembre de 2026');
    // 02:59 UTC is 23:59 of the day before in Montevideo.
    expect(formatControlDate('2026-11-13T02:59:00.000Z')).toBe('12 de noviembre de 2026');
    expect(formatControlDate('2026-11-13T03:00:00.000Z')).toBe('13 de noviembre de 2026');
  });

  it('shows the time of an access in Montevideo, 24-hour', () => {
    expect(formatDateTime('2026-11-12T12:05:00.000Z')).toBe('12 nov. 2026, 09:05');
  });

  it('writes measures with a decimal comma and their unit; nothing for a missing one', () => {
    expect(formatMeasure(72.5, 'kg')).toBe('72,5 kg');
    expect(formatMeasure(0.456)).toBe('0,46');
    expect(formatMeasure(0, 'kg')).toBe('0 kg');
    expect(formatMeasure(null, 'kg')).toBeNull();
  });

  it("calls an Offline control 'Presencial'", () => {
    expect(typeLabel('Offline')).toBe('Presencial');
    expect(typeLabel('Online')).toBe('Online');
  });
});
