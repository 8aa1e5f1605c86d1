import { Box, getThemeColor, Group, Paper, Text, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type PointerEvent, useMemo, useState } from 'react';
import { type ChartPoint, chartGeometry, nearestIndex } from './line-chart-geometry';
import classes from './LineChart.module.css';

export interface LineSeries<K extends string> {
  name: K;
  label: string;
  /** A theme colour ('teal.6') or any CSS colour. */
  color: string;
}

/**
 * A line chart drawn as plain SVG: one line per series over points in order, a dot on
 * each value (a missing one is joined over), y ticks with the unit, the points' labels
 * as they fit, a legend, and the values of the point under the pointer or finger. It
 * replaced recharts, whose first render held a phone's main thread for 0,8 s (4x CPU)
 * on the controls page and whose chunk was 400 kB. Read as one image (role img, named by
 * `label`): every value it draws is also in a table beside it.
 */
export function LineChart<K extends string>({
  points,
  series,
  height,
  unit,
  format,
  label,
}: {
  /** Oldest first; `label` names the point on the x axis ('12 mar'). */
  points: readonly ChartPoint<K>[];
  series: readonly LineSeries<K>[];
  height: number;
  unit: string;
  format: (value: number) => string;
  label: string;
}) {
  const theme = useMantineTheme();
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const geometry = useMemo(
    () => (width > 0 ? chartGeometry(points, series, { width, height }) : null),
    [points, series, width, height],
  );
  const colors = series.map((s) => getThemeColor(s.color, theme));

  const point = (e: PointerEvent<SVGSVGElement>) => {
    if (!geometry) return;
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    setActive(nearestIndex(geometry.xs, x));
  };
  const shown = geometry && active !== null && active < points.length ? active : null;

  return (
    <Box role="img" aria-label={label} className={classes.chart}>
      <div ref={ref} className={classes.plot} style={{ height }}>
        {geometry && (
          <svg
            width={width}
            height={height}
            className={classes.svg}
            onPointerMove={point}
            onPointerDown={point}
            onPointerLeave={() => setActive(null)}
          >
            {geometry.yTicks.map((t) => (
              <g key={t.value}>
                <line
                  x1={geometry.plot.left}
                  x2={geometry.plot.right}
                  y1={t.y}
                  y2={t.y}
                  className={classes.grid}
                />
                <text x={geometry.plot.left - 8} y={t.y} className={classes.yTick}>
                  {`${format(t.value)} ${unit}`}
                </text>
              </g>
            ))}
            {geometry.xLabels.map((l) => (
              <text
                key={l.index}
                x={l.x}
                y={height - 6}
                className={classes.xTick}
                textAnchor={
                  l.index === 0 && points.length > 1
                    ? 'start'
                    : l.index === points.length - 1 && points.length > 1
                      ? 'end'
                      : 'middle'
                }
              >
                {points[l.index]!.label}
              </text>
            ))}
            {shown !== null && (
              <line
                x1={geometry.xs[shown]}
                x2={geometry.xs[shown]}
                y1={geometry.plot.top}
                y2={geometry.plot.bottom}
                className={classes.cursor}
              />
            )}
            {geometry.lines.map((line, i) => (
              <g key={line.name} style={{ color: colors[i] }}>
                <path d={line.path} className={classes.line} />
                {line.dots.map((d) => (
                  <circle
                    key={d.index}
                    cx={d.x}
                    cy={d.y}
                    r={d.index === shown ? 5 : 3.5}
                    className={classes.dot}
                  />
                ))}
              </g>
            ))}
          </svg>
        )}
        {geometry && shown !== null && (
          <Paper
            aria-hidden
            shadow="md"
            withBorder
            p={8}
            className={classes.tooltip}
            style={{
              left: Math.min(Math.max(geometry.xs[shown]! - 80, 0), Math.max(0, width - 160)),
              top: geometry.plot.top,
            }}
          >
            <Text size="xs" fw={700} mb={4}>
              {points[shown]!.label}
            </Text>
            {series.map((s, i) => {
              const v = (points[shown] as Record<K, number | null>)[s.name];
              return (
                <Group key={s.name} gap={6} wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap">
                    <span className={classes.swatch} style={{ background: colors[i] }} />
                    <Text size="xs">{s.label}</Text>
                  </Group>
                  <Text size="xs" fw={500}>
                    {v === null ? '—' : `${format(v)} ${unit}`}
                  </Text>
                </Group>
              );
            })}
          </Paper>
        )}
      </div>
      <Group gap="md" justify="center" mt={6}>
        {series.map((s, i) => (
          <Group key={s.name} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: colors[i] }} />
            <Text size="xs">{s.label}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
