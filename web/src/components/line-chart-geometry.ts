/**
 * Where everything of a line chart goes, in pixels, for a given width: the scale of the
 * y axis and its ticks, the x position of each point, which date labels fit, and each
 * series' line and dots. Pure, so it is tested without a browser (LineChart.tsx draws it).
 */

export interface ChartSeries<K extends string> {
  name: K;
}

/** A point: its x-axis label and each series' value (null where it was not measured). */
export type ChartPoint<K extends string> = Record<K, number | null> & { label: string };

const valueOf = <K extends string>(p: ChartPoint<K>, name: K) =>
  (p as Record<K, number | null>)[name];

export interface ChartBox {
  width: number;
  height: number;
}

/** Room for the y labels at the left, the x labels below, and half a dot at the edges. */
export const MARGIN = { left: 64, right: 12, top: 10, bottom: 26 } as const;
/** Inside the plot, so the first and last dots are not cut by its edge. */
const INSET = 12;
/** An x label's width in pixels per character at the chart's 12 px (digits, 'mar', spaces). */
const CHAR_WIDTH = 6.6;
/** Pixels kept free between two x labels. */
const LABEL_GAP = 12;

/**
 * About `count` round values covering [min, max] (steps of 1, 2, 2.5 or 5 times a power of
 * ten), the lowest at or below min and the highest at or above max. A flat series (one
 * value) gets a band around it, so its line sits in the middle instead of on an edge.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.02 : 1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  const first = Math.floor(min / step + 1e-9) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals: 70.5 + 0.5 * 3 must print 72, not 71.99999999999999.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = first; v < max + step - 1e-9; v += step) ticks.push(Number(v.toFixed(decimals)));
  return ticks;
}

export interface LineGeometry<K extends string> {
  name: K;
  /** SVG path through the points that have a value, in order (a gap is joined over). */
  path: string;
  dots: { index: number; x: number; y: number; value: number }[];
}

export interface ChartGeometry<K extends string> {
  /** The plot's area, inside the margins. */
  plot: { left: number; right: number; top: number; bottom: number };
  xs: number[];
  yTicks: { value: number; y: number }[];
  /** The indexes whose label is drawn: always the first and the last, others as they fit. */
  xLabels: { index: number; x: number }[];
  lines: LineGeometry<K>[];
}

/** Null below one point with a value or on a box too small to draw in. */
export function chartGeometry<K extends string>(
  points: readonly ChartPoint<K>[],
  series: readonly ChartSeries<K>[],
  box: ChartBox,
): ChartGeometry<K> | null {
  const plot = {
    left: MARGIN.left,
    right: box.width - MARGIN.right,
    top: MARGIN.top,
    bottom: box.height - MARGIN.bottom,
  };
  if (plot.right - plot.left < 2 * INSET || plot.bottom <= plot.top) return null;
  const values = points.flatMap((p) =>
    series.map((s) => valueOf(p, s.name)).filter((v): v is number => v !== null),
  );
  if (values.length === 0) return null;
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const y = (v: number) => plot.bottom - ((v - lo) / (hi - lo)) * (plot.bottom - plot.top);

  const inner = plot.right - plot.left - 2 * INSET;
  const xs = points.map((_, i) =>
    points.length === 1
      ? (plot.left + plot.right) / 2
      : plot.left + INSET + (i * inner) / (points.length - 1),
  );

  const widthOf = (i: number) => points[i]!.label.length * CHAR_WIDTH;
  const last = points.length - 1;
  const xLabels: { index: number; x: number }[] = [];
  for (let i = 0; i <= last; i++) {
    const prev = xLabels[xLabels.length - 1];
    const clearOfPrev =
      !prev || xs[i]! - prev.x >= (widthOf(i) + widthOf(prev.index)) / 2 + LABEL_GAP;
    const clearOfLast =
      i === last || xs[last]! - xs[i]! >= (widthOf(i) + widthOf(last)) / 2 + LABEL_GAP;
    if (i === 0 || i === last || (clearOfPrev && clearOfLast))
      xLabels.push({ index: i, x: xs[i]! });
  }
  // Two points too close for both labels: the last (the newest control) is the one kept.
  if (xLabels.length === 2 && last > 0) {
    const [a, b] = xLabels as [{ index: number; x: number }, { index: number; x: number }];
    if (b.x - a.x < (widthOf(a.index) + widthOf(b.index)) / 2 + LABEL_GAP / 2) xLabels.shift();
  }

  const lines = series.map((s) => {
    const dots = points.flatMap((p, index) => {
      const value = valueOf(p, s.name);
      return value === null ? [] : [{ index, x: xs[index]!, y: y(value), value }];
    });
    const path = dots
      .map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x.toFixed(1)},${d.y.toFixed(1)}`)
      .join('');
    return { name: s.name, path, dots };
  });

  return {
    plot,
    xs,
    yTicks: ticks.map((value) => ({ value, y: y(value) })),
    xLabels,
    lines,
  };
}

/** The point nearest to an x position in the chart (for the tooltip under a pointer). */
export function nearestIndex(xs: readonly number[], x: number): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) if (Math.abs(xs[i]! - x) < Math.abs(xs[best]! - x)) best = i;
  return best;
}
