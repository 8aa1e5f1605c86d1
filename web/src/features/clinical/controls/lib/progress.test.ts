import { describe, expect, it } from 'vitest';
import { progressOf } from './progress';
import { testControl } from './test-control';

describe('progressOf (the progress chart)', () => {
  it('draws nothing with fewer than two controls', () => {
    expect(progressOf([])).toBeNull();
    expect(progressOf([testControl({ peso: 70 })])).toBeNull();
  });

  it('puts the oldest control first and labels it by its day in Montevideo', () => {
    const p = progressOf([
      testControl({ _id: 'new', peso: 68, createdAt: '2026-12-01T15:00:00.000Z' }),
      // 01:30 UTC on 13 November is still the 12th in Montevideo (UTC-3).
      testControl({ _id: 'old', peso: 71, createdAt: '2026-11-13T01:30:00.000Z' }),
    ])!;
    expect(p.points.map((x) => x.peso)).toEqual([71, 68]);
    expect(p.points.map((x) => x.label)).toEqual(['12 nov.', '1 dic.']);
  });

  it('adds the year to the labels when the controls span two years', () => {
    const p = progressOf([
      testControl({ peso: 68, createdAt: '2027-01-10T15:00:00.000Z' }),
      testControl({ peso: 71, createdAt: '2026-11-12T15:00:00.000Z' }),
    ])!;
    expect(p.points.map((x) => x.label)).toEqual(['12 nov. 26', '10 ene. 27']);
  });

  it('hides the series with no values, and a whole chart when none of its series has one', () => {
    const online = progressOf([
      testControl({ peso: 71, perimetroCintura: 84 }),
      testControl({ peso: 70, perimetroCintura: null }),
    ])!;
    expect(online.groups.map((g) => [g.title, g.series.map((s) => s.name)])).toEqual([
      ['Peso (kg)', ['peso']],
      ['Perímetros (cm)', ['perimetroCintura']],
    ]);

    const weightOnly = progressOf([testControl({ peso: 71 }), testControl({ peso: 70 })])!;
    expect(weightOnly.groups.map((g) => g.title)).toEqual(['Peso (kg)']);

    const withComposition = progressOf([
      testControl({
        typo: 'Offline',
        peso: 71,
        masaAdiposa: 18,
        masaMuscular: 32,
        perimetroCadera: 99,
      }),
      testControl({ peso: 70 }),
    ])!;
    expect(withComposition.groups.map((g) => g.series.map((s) => s.name))).toEqual([
      ['peso'],
      ['masaAdiposa', 'masaMuscular'],
      ['perimetroCadera'],
    ]);
  });

  it('has no chart at all when no control has any of the charted measures', () => {
    const p = progressOf([testControl({ talla: 170 }), testControl({ talla: 170 })])!;
    expect(p.groups).toEqual([]);
  });
});
