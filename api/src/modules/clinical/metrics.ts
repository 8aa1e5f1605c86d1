import type { TControlMetrics, TControlType } from '@contract/clinical';
import type { TUser } from '@contract/users';

/** What the metrics are computed from: a control's measures, its type and the client's gender. */
export interface MetricsInput {
  typo: TControlType;
  /** cm */
  talla: number | null;
  /** kg */
  peso: number | null;
  /** cm */
  perimetroCintura: number | null;
  /** cm */
  perimetroCadera: number | null;
  /** mm, the sum of six skinfolds (measured in person only) */
  sumade6: number | null;
}

/**
 * Half away from zero at `decimals`, on the decimal value a person reads: shifting the
 * point in the number's text form rounds 1.005 to 1.01, where 1.005 * 100 (100.49999...)
 * would give 1.
 */
export function round(value: number, decimals: number): number {
  const abs = Math.abs(value);
  const text = Number(`${abs}e${decimals}`);
  // A tiny value prints as '1e-7': then the plain product is as good.
  const shifted = Number.isFinite(text) ? text : abs * 10 ** decimals;
  return Math.sign(value) * Number(`${Math.round(shifted)}e-${decimals}`);
}

/**
 * Yuhasz's equation as modified by Carter (1982), body fat % from the six-skinfold sum
 * (triceps, subscapular, supraspinale, abdominal, front thigh, medial calf).
 */
const YUHASZ_CARTER = {
  Masculino: { slope: 0.1051, intercept: 2.585 },
  Femenino: { slope: 0.1548, intercept: 3.58 },
} as const;

/**
 * The metrics of one control, null wherever an input is missing: BMI (kg/m², one
 * decimal), waist-hip and waist-height ratios (two decimals), and, for an in-person
 * control with the skinfold sum and a known gender, the body fat estimate (one decimal).
 */
export function controlMetrics(c: MetricsInput, gender: TUser['gender']): TControlMetrics {
  const { talla, peso, perimetroCintura: waist, perimetroCadera: hip, sumade6 } = c;
  const formula = gender === 'Masculino' || gender === 'Femenino' ? YUHASZ_CARTER[gender] : null;
  return {
    bmi: peso !== null && talla ? round(peso / (talla / 100) ** 2, 1) : null,
    waistHip: waist !== null && hip ? round(waist / hip, 2) : null,
    waistHeight: waist !== null && talla ? round(waist / talla, 2) : null,
    bodyFatPct:
      c.typo === 'Offline' && sumade6 !== null && formula
        ? round(formula.slope * sumade6 + formula.intercept, 1)
        : null,
  };
}
