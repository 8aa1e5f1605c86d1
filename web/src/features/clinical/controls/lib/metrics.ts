import type { TControl } from '@contract/clinical';
import { formatFixed } from './format';

export const BODY_FAT_LABEL = '% de grasa (estimado)';
/** Said wherever the body fat figure is shown: it is an estimate, and from what. */
export const BODY_FAT_NOTE =
  'Estimación a partir de la suma de 6 pliegues (Yuhasz modificada por Carter, 1982). Se calcula en los controles presenciales cuando sabemos el género.';

export interface MetricItem {
  key: 'bmi' | 'waistHip' | 'waistHeight' | 'bodyFatPct';
  label: string;
  /** Shown as is; null when the server could not compute it (a measure is missing). */
  value: string | null;
}

/**
 * The figures the server computes for a control (IMC, the two ratios and, for an
 * in-person control with skinfolds, body fat), labelled as a person reads them.
 * Body fat is listed only when present.
 */
export function metricItems(control: Pick<TControl, 'typo' | 'metrics'>): MetricItem[] {
  const m = control.metrics;
  const items: MetricItem[] = [
    { key: 'bmi', label: 'IMC', value: formatFixed(m.bmi, 1) },
    { key: 'waistHip', label: 'Cintura/cadera', value: formatFixed(m.waistHip, 2) },
    { key: 'waistHeight', label: 'Cintura/altura', value: formatFixed(m.waistHeight, 2) },
  ];
  if (control.typo === 'Offline' && m.bodyFatPct !== null)
    items.push({
      key: 'bodyFatPct',
      label: BODY_FAT_LABEL,
      value: formatFixed(m.bodyFatPct, 1, '%'),
    });
  return items;
}
