import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  OCTAGON_INFO,
  OCTAGON_KEYS,
  OCTAGON_THRESHOLDS,
  type OctagonKey,
  type UndecidedOctagon,
} from '@contract/octagons';

export const OCTAGONS_CAPTION =
  'Orientativo: calculado con la tabla de alimentos, no es un rotulado oficial';

export interface OctagonsProps {
  octagons: readonly OctagonKey[];
  undecided?: readonly UndecidedOctagon[];
  /** Each octagon's width and height, px. */
  size?: number;
  showDecree?: boolean;
}

/** A regular octagon with flat sides on a 100 × 100 box, `inset` units in from its edges. */
function octagonPoints(inset: number): string {
  const width = 100 - 2 * inset;
  const cut = width / (2 + Math.SQRT2);
  const [a, b, c, d] = [inset, inset + cut, 100 - inset - cut, 100 - inset];
  const corners: [number, number][] = [
    [b, a],
    [c, a],
    [d, b],
    [d, c],
    [c, d],
    [b, d],
    [a, c],
    [a, b],
  ];
  return corners.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
}

const OUTER = octagonPoints(0);
const INNER = octagonPoints(4);

/** 'GRASAS SATURADAS' does not fit one line of the octagon: it takes two, smaller. */
function nutrientLines(nutrient: string): { lines: string[]; fontSize: number } {
  const lines = nutrient.split(' ');
  const longest = Math.max(...lines.map((l) => l.length));
  return { lines, fontSize: longest > 8 ? 11.5 : 14 };
}

/**
 * One octagon as the label draws it: black, a thin white border inside, 'EXCESO', the
 * nutrient and 'MSP'. Its name is read out instead of its letters.
 */
function Octagon({ octagon, size }: { octagon: OctagonKey; size: number }) {
  const { lines, fontSize } = nutrientLines(OCTAGON_INFO[octagon].nutrient);
  const firstLine = lines.length > 1 ? 50 : 56;
  return (
    <svg
      role="img"
      aria-label={`Exceso de ${OCTAGON_INFO[octagon].name}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      style={{ flexShrink: 0 }}
    >
      <polygon points={OUTER} fill="#000" />
      <polygon points={INNER} fill="none" stroke="#fff" strokeWidth={1.5} />
      <g
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight={700}
        textAnchor="middle"
        aria-hidden
      >
        <text x={50} y={32} fontSize={15}>
          EXCESO
        </text>
        {lines.map((line, i) => (
          <text key={line} x={50} y={firstLine + i * (fontSize + 1)} fontSize={fontSize}>
            {line}
          </text>
        ))}
        <text x={50} y={86} fontSize={8}>
          MSP
        </text>
      </g>
    </svg>
  );
}

/** 'No pudimos calcular: sodio (faltan datos de Queso colonia)'. */
export function undecidedSentence(undecided: readonly UndecidedOctagon[]): string {
  const parts = undecided.map(
    (u) => `${OCTAGON_INFO[u.key].name} (faltan datos de ${u.ingredients.join(', ')})`,
  );
  return `No pudimos calcular: ${parts.join('; ')}`;
}

/** The label's order, whatever order they come in. */
const inLabelOrder = (keys: readonly OctagonKey[]) => OCTAGON_KEYS.filter((k) => keys.includes(k));

/**
 * A recipe's front-of-package octagons (contract/octagons.ts), or a 'Sin octógonos' badge,
 * always with the caption that says they are indicative. An octagon that missing data
 * left undecided is named in words, so nobody reads its absence as a clean result.
 */
export function Octagons({ octagons, undecided = [], size = 72, showDecree }: OctagonsProps) {
  const shown = inLabelOrder(octagons);
  return (
    <Stack gap={6} role="group" aria-label="Octógonos (orientativo)">
      {shown.length > 0 ? (
        <Group gap="xs" wrap="wrap">
          {shown.map((k) => (
            <Octagon key={k} octagon={k} size={size} />
          ))}
        </Group>
      ) : (
        // With something undecided, 'Sin octógonos' would claim more than is known.
        undecided.length === 0 && (
          <Badge
            variant="outline"
            color="green"
            tt="none"
            leftSection={<IconCheck size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            Sin octógonos
          </Badge>
        )
      )}
      {undecided.length > 0 && <Text size="sm">{undecidedSentence(undecided)}</Text>}
      <Text size="xs" c="dimmed">
        {OCTAGONS_CAPTION}
      </Text>
      {showDecree && (
        <Text size="xs" c="dimmed">
          {OCTAGON_THRESHOLDS.citation}
        </Text>
      )}
    </Stack>
  );
}
