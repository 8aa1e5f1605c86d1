import { describe, expect, it } from 'vitest';
import { controlMetrics, round, type MetricsInput } from './metrics';

const base: MetricsInput = {
  typo: 'Offline',
  talla: 175,
  peso: 70,
  perimetroCintura: 80,
  perimetroCadera: 100,
  sumade6: 100,
};

describe('control metrics, against values worked by hand', () => {
  it('BMI, waist-hip and waist-height', () => {
    // BMI: 1.75 m squared is 3.0625; 70 / 3.0625 = 22.857... -> 22.9
    // waist-hip: 80 / 100 = 0.80
    // waist-height: 80 / 175 = 0.45714... -> 0.46
    expect(controlMetrics(base, null)).toEqual({
      bmi: 22.9,
      waistHip: 0.8,
      waistHeight: 0.46,
      bodyFatPct: null,
    });
    // BMI: 1.60 m squared is 2.56; 62.5 / 2.56 = 24.414... -> 24.4
    // waist-hip: 91.5 / 104 = 0.8798... -> 0.88; waist-height: 91.5 / 160 = 0.5718... -> 0.57
    expect(
      controlMetrics(
        { ...base, talla: 160, peso: 62.5, perimetroCintura: 91.5, perimetroCadera: 104 },
        null,
      ),
    ).toMatchObject({ bmi: 24.4, waistHip: 0.88, waistHeight: 0.57 });
  });

  it('body fat from the six-skinfold sum (Yuhasz modified by Carter), by gender', () => {
    // Men: 0.1051 x 100 + 2.585 = 10.51 + 2.585 = 13.095 -> 13.1
    expect(controlMetrics(base, 'Masculino').bodyFatPct).toBe(13.1);
    // Women: 0.1548 x 100 + 3.580 = 15.48 + 3.58 = 19.06 -> 19.1
    expect(controlMetrics(base, 'Femenino').bodyFatPct).toBe(19.1);
    // Men, 63.5 mm: 0.1051 x 63.5 = 6.67385; + 2.585 = 9.25885 -> 9.3
    expect(controlMetrics({ ...base, sumade6: 63.5 }, 'Masculino').bodyFatPct).toBe(9.3);
    // Women, 142 mm: 0.1548 x 142 = 21.9816; + 3.58 = 25.5616 -> 25.6
    expect(controlMetrics({ ...base, sumade6: 142 }, 'Femenino').bodyFatPct).toBe(25.6);
  });

  it('no body fat estimate without a known gender, for an Online control, or without the sum', () => {
    expect(controlMetrics(base, 'Otro').bodyFatPct).toBeNull();
    expect(controlMetrics(base, null).bodyFatPct).toBeNull();
    expect(controlMetrics({ ...base, typo: 'Online' }, 'Femenino').bodyFatPct).toBeNull();
    expect(controlMetrics({ ...base, sumade6: null }, 'Masculino').bodyFatPct).toBeNull();
  });

  it('null wherever an input is missing', () => {
    const none = { typo: 'Online', talla: null, peso: null } as const;
    expect(
      controlMetrics(
        { ...none, perimetroCintura: null, perimetroCadera: null, sumade6: null },
        null,
      ),
    ).toEqual({ bmi: null, waistHip: null, waistHeight: null, bodyFatPct: null });
    // Height alone: nothing to divide.
    expect(controlMetrics({ ...base, peso: null, perimetroCintura: null }, null)).toMatchObject({
      bmi: null,
      waistHip: null,
      waistHeight: null,
    });
    // Weight and waist without height: only waist-hip.
    expect(controlMetrics({ ...base, talla: null }, null)).toMatchObject({
      bmi: null,
      waistHip: 0.8,
      waistHeight: null,
    });
  });

  it('rounds half away from zero, without binary drift', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(13.095, 1)).toBe(13.1);
    expect(round(0.125, 2)).toBe(0.13);
    expect(round(22.85, 1)).toBe(22.9);
  });
});
