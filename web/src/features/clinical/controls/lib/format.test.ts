import { describe, expect, it } from 'vitest';
import { formatMeasure, typeLabel } from './format';

describe('control formatting', () => {
  it('writes measures with a decimal comma and their unit; nothing for a missing one', () => {
    expect(formatMeasure(72.5, 'kg')).toBe('72,5 kg');
    expect(formatMeasure(0.456)).toBe('0,46');
    expect(formatMeasure(0, 'kg')).toBe('0 kg');
    expect(formatMeasure(null, 'kg')).toBeNull();
  });

  it("calls an Offline control 'Presencial' and an Online one 'A distancia'", () => {
    expect(typeLabel('Offline')).toBe('Presencial');
    expect(typeLabel('Online')).toBe('A distancia');
  });
});
