import type { TControl } from '@contract/clinical';
import { axisDates } from '@web/lib/dates';

/** The chart appears from this many controls on: one point is not progress. */
export const CHART_MIN_CONTROLS = 2;

type SeriesName = 'peso' | 'masaAdiposa' | 'masaMuscular' | 'perimetroCintura' | 'perimetroCadera';

export interface ProgressSeries {
  name: SeriesName;
  label: string;
  color: string;
}

export interface ProgressGroup {
  /** 'Peso (kg)' */
  title: string;
  unit: string;
  series: ProgressSeries[];
}

/** One point per control, oldest first: the axis label, then each measure (null when not taken). */
export type ProgressPoint = { date: string; label: string } & Record<SeriesName, number | null>;

export interface Progress {
  points: ProgressPoint[];
  /** Only the groups, and in them only the series, that have at least one value. */
  groups: ProgressGroup[];
}

/**
 * Each chart has its own scale: a 70 kg weight beside an 18 kg fat mass, or kilograms
 * beside centimetres, would flatten the changes a person wants to see.
 */
const GROUPS: ProgressGroup[] = [
  {
    title: 'Peso (kg)',
    unit: 'kg',
    series: [{ name: 'peso', label: 'Peso', color: 'teal.6' }],
  },
  {
    title: 'Masa adiposa y muscular (kg)',
    unit: 'kg',
    series: [
      { name: 'masaAdiposa', label: 'Masa adiposa', color: 'orange.6' },
      { name: 'masaMuscular', label: 'Masa muscular', color: 'indigo.6' },
    ],
  },
  {
    title: 'Perímetros (cm)',
    unit: 'cm',
    series: [
      { name: 'perimetroCintura', label: 'Cintura', color: 'grape.6' },
      { name: 'perimetroCadera', label: 'Cadera', color: 'cyan.7' },
    ],
  },
];

/** What the progress chart draws, or null below two controls. */
export function progressOf(controls: readonly TControl[]): Progress | null {
  if (controls.length < CHART_MIN_CONTROLS) return null;
  const sorted = [...controls].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const labels = axisDates(sorted.map((c) => c.createdAt));
  const points = sorted.map((c, i) => ({
    date: c.createdAt,
    label: labels[i]!,
    peso: c.peso,
    masaAdiposa: c.masaAdiposa,
    masaMuscular: c.masaMuscular,
    perimetroCintura: c.perimetroCintura,
    perimetroCadera: c.perimetroCadera,
  }));
  const groups = GROUPS.map((g) => ({
    ...g,
    series: g.series.filter((s) => points.some((p) => p[s.name] !== null)),
  })).filter((g) => g.series.length > 0);
  return { points, groups };
}
