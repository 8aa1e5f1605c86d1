import { describe, expect, it } from 'vitest';
import { chartGeometry, MARGIN, nearestIndex, niceTicks } from './line-chart-geometry';

type P = { label: string; a: number | null; b: number | null };
const series = [{ name: 'a' as const }, { name: 'b' as const }];
const box = { width: 320, height: 200 };

describe('niceTicks', () => {
  it('covers the values with round steps, printed without float noise', () => {
    expect(niceTicks(70.9, 72.4)).toEqual([70.5, 71, 71.5, 72, 72.5]);
    expect(niceTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(78, 99)).toEqual([70, 80, 90, 100]);
  });

  it('puts a flat series in the middle of a band', () => {
    const ticks = niceTicks(70, 70);
    expect(ticks[0]).toBeLessThan(70);
    expect(ticks.at(-1)).toBeGreaterThan(70);
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
  });

  it('draws nothing from values that are not numbers', () => {
    expect(niceTicks(Number.NaN, 3)).toEqual([]);
  });
});

describe('chartGeometry', () => {
  const points: P[] = [
    { label: '12 nov.', a: 72.4, b: 98 },
    { label: '1 dic.', a: null, b: 97 },
    { label: '20 dic.', a: 70.9, b: null },
  ];

  it('spreads the points over the plot and scales values within the ticks', () => {
    const g = chartGeometry(points, series, box)!;
    expect(g.plot).toEqual({ left: MARGIN.left, right: 308, top: MARGIN.top, bottom: 174 });
    expect(g.xs[0]).toBe(MARGIN.left + 12);
    expect(g.xs[2]).toBe(308 - 12);
    expect(g.xs[1]).toBeCloseTo((g.xs[0]! + g.xs[2]!) / 2);
    // The lowest tick at the plot's bottom, the highest at its top.
    expect(g.yTicks[0]!.y).toBe(174);
    expect(g.yTicks.at(-1)!.y).toBe(MARGIN.top);
    for (const line of g.lines)
      for (const d of line.dots) {
        expect(d.y).toBeGreaterThanOrEqual(MARGIN.top);
        expect(d.y).toBeLessThanOrEqual(174);
      }
  });

  it('joins over a missing value and puts no dot there', () => {
    const g = chartGeometry(points, series, box)!;
    const a = g.lines.find((l) => l.name === 'a')!;
    expect(a.dots.map((d) => d.index)).toEqual([0, 2]);
    expect(a.path.match(/[ML]/g)).toEqual(['M', 'L']);
    const b = g.lines.find((l) => l.name === 'b')!;
    expect(b.dots.map((d) => d.value)).toEqual([98, 97]);
  });

  it('labels the first and last points always, and the others only where they fit', () => {
    const many: P[] = Array.from({ length: 30 }, (_, i) => ({
      label: `${i + 1} nov.`,
      a: 70 + i / 10,
      b: null,
    }));
    const narrow = chartGeometry(many, series, box)!;
    const indexes = narrow.xLabels.map((l) => l.index);
    expect(indexes[0]).toBe(0);
    expect(indexes.at(-1)).toBe(29);
    expect(indexes.length).toBeLessThan(8);
    for (let i = 1; i < narrow.xLabels.length; i++)
      expect(narrow.xLabels[i]!.x - narrow.xLabels[i - 1]!.x).toBeGreaterThan(45);
    const wide = chartGeometry(many, series, { width: 1200, height: 200 })!;
    expect(wide.xLabels.length).toBeGreaterThan(indexes.length);
  });

  it('draws nothing without values or without room', () => {
    expect(chartGeometry([{ label: 'x', a: null, b: null }], series, box)).toBeNull();
    expect(chartGeometry(points, series, { width: 60, height: 200 })).toBeNull();
    expect(chartGeometry(points, series, { width: 320, height: 20 })).toBeNull();
  });
});

describe('nearestIndex', () => {
  it('finds the point closest to the pointer', () => {
    expect(nearestIndex([10, 50, 90], 0)).toBe(0);
    expect(nearestIndex([10, 50, 90], 69)).toBe(1);
    expect(nearestIndex([10, 50, 90], 71)).toBe(2);
    expect(nearestIndex([10, 50, 90], 500)).toBe(2);
  });
});
