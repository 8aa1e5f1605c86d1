import { describe, expect, it } from 'vitest';
import { canChange, editPath } from './control-access';
import { metricItems } from './metrics';
import { testControl } from './test-control';

const metrics = { bmi: 24.2, waistHip: 0.8, waistHeight: 0.47, bodyFatPct: 12.3 };

describe('metricItems', () => {
  it("lists IMC and both ratios; a missing figure is null, shown as 'Sin dato'", () => {
    const items = metricItems(testControl({ metrics: { ...metrics, waistHeight: null } }));
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ['IMC', '24,2'],
      // Ratios always with two decimals, so a column of them lines up.
      ['Cintura/cadera', '0,80'],
      ['Cintura/altura', null],
    ]);
    expect(metricItems(testControl({ metrics: { ...metrics, bmi: 25 } }))[0]!.value).toBe('25,0');
  });

  it("adds '% de grasa (estimado)' only for an in-person control that has it", () => {
    const offline = metricItems(testControl({ typo: 'Offline', metrics }));
    expect(offline.at(-1)).toEqual({
      key: 'bodyFatPct',
      label: '% de grasa (estimado)',
      value: '12,3 %',
    });
    const unknownGender = metricItems(
      testControl({ typo: 'Offline', metrics: { ...metrics, bodyFatPct: null } }),
    );
    expect(unknownGender.some((i) => i.key === 'bodyFatPct')).toBe(false);
  });
});

describe('control access on the screens', () => {
  it('edits each control on the form of its type', () => {
    expect(editPath(testControl({ _id: 'c', userId: 'u', typo: 'Online' }))).toBe(
      '/auth/editar-ficha-control/u/c',
    );
    expect(editPath(testControl({ _id: 'c', userId: 'u', typo: 'Offline' }))).toBe(
      '/auth/editar-ficha-control-offline/u/c',
    );
  });

  it('lets a client change only Online controls; the admin any', () => {
    expect(canChange({ typo: 'Online' }, false)).toBe(true);
    expect(canChange({ typo: 'Offline' }, false)).toBe(false);
    expect(canChange({ typo: 'Offline' }, true)).toBe(true);
  });
});
