import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconEdit, IconRestore, IconSalad } from '@tabler/icons-react';
import { MICRONUTRIENT_INFO, type TMicronutrient } from '@contract/food-micros-text';
import { NUTRIENTS, type TFood } from '@contract/foods';
import {
  CardFacts,
  CellText,
  DataTable,
  type DataColumn,
  type DataTablePagination,
} from '@web/components/data-table/DataTable';
import { RowActions, type RowAction } from '@web/components/data-table/RowActions';
import { measuresText, micronutrientText, nutrientText } from '../../lib/food-text';
import { WHOLE_LABEL } from './whole-label';

interface Props {
  /** The page of foods shown (already searched and filtered). */
  rows: readonly TFood[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** A search or filter is on: the empty state says so. */
  filtered: boolean;
  count?: string;
  stale?: boolean;
  pagination: DataTablePagination;
  onEdit: (food: TFood) => void;
  onArchive: (food: TFood) => void;
  onRestore: (food: TFood) => void;
  /** The food being recovered now, if any (its button spins). */
  restoringId?: string;
}

/**
 * Short headings keep the five number columns narrow, so the name and the measures get
 * the room; a screen reader hears the whole word.
 */
const NUTRIENT_HEADERS: Record<(typeof NUTRIENTS)[number], [short: string, full: string]> = {
  kcal: ['Kcal', 'Kilocalorías'],
  proteinas: ['Prot.', 'Proteínas'],
  carbohidratos: ['Carb.', 'Carbohidratos'],
  grasas: ['Grasas', 'Grasas'],
  fibra: ['Fibra', 'Fibra'],
};

function NutrientHeader({ n }: { n: (typeof NUTRIENTS)[number] }) {
  const [short, full] = NUTRIENT_HEADERS[n];
  return short === full ? (
    short
  ) : (
    <>
      <span aria-hidden>{short}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}

/** The short names on a phone card: 'Kcal 52 · P 0,3 · C 13,8 · G 0,2 · F 2,4'. */
const NUTRIENT_SHORT: Record<(typeof NUTRIENTS)[number], string> = {
  kcal: 'Kcal',
  proteinas: 'P',
  carbohidratos: 'C',
  grasas: 'G',
  fibra: 'F',
};

/**
 * The micronutrients the table shows, headed with their unit (sodium is in
 * milligrams). Only sodium: at 1280 px each more column squeezed 'Panificados y cereales'
 * into broken words and the source into an ellipsis; the form shows all five.
 */
const MICRO_COLUMNS: readonly TMicronutrient[] = ['sodio'];

/**
 * 'Ultraprocesado' (the guidelines' group 4), 'Tabla inicial' (the starter rows she has not
 * changed) and 'Archivado'.
 */
function FoodBadges({ food }: { food: TFood }) {
  return (
    <>
      {food.ultraprocesado && (
        <Badge size="xs" variant="light" color="orange" tt="none" styles={WHOLE_LABEL}>
          Ultraprocesado
        </Badge>
      )}
      {food.starter && (
        <Badge size="xs" variant="light" color="teal" tt="none" styles={WHOLE_LABEL}>
          Tabla inicial
        </Badge>
      )}
      {food.archived && (
        <Badge size="xs" variant="light" color="gray" tt="none" styles={WHOLE_LABEL}>
          Archivado
        </Badge>
      )}
    </>
  );
}

function FoodName({ food }: { food: TFood }) {
  return (
    <Stack gap={2} miw={160}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {food.name}
        </Text>
        <FoodBadges food={food} />
      </Group>
      {/* The other names the search finds it by. */}
      {food.synonyms.length > 0 && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          También: {food.synonyms.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function Source({ food }: { food: TFood }) {
  return food.source ? (
    <Text size="xs" c="dimmed" lineClamp={2} title={food.source}>
      {food.source}
    </Text>
  ) : (
    <CellText>{''}</CellText>
  );
}

/**
 * The card's line for the table's micronutrients ('Sodio: 1.200 mg'), only when one of
 * them is known: the card of a food with none stays as short as it was.
 */
function MicronutrientFacts({ food }: { food: TFood }) {
  if (MICRO_COLUMNS.every((m) => food[m] === null)) return null;
  return (
    <CardFacts
      facts={MICRO_COLUMNS.map((m) => {
        const { label, unit } = MICRONUTRIENT_INFO[m];
        return [label, food[m] === null ? '' : `${micronutrientText(m, food[m])} ${unit}`];
      })}
    />
  );
}

const columns: DataColumn<TFood>[] = [
  { header: 'Nombre', cell: (f) => <FoodName food={f} /> },
  { header: 'Grupo', width: 120, cell: (f) => <CellText>{f.group}</CellText> },
  ...NUTRIENTS.map((n): DataColumn<TFood> => ({
    header: <NutrientHeader n={n} />,
    align: 'right',
    width: 68,
    cell: (f) => <CellText nowrap>{nutrientText(f[n])}</CellText>,
  })),
  ...MICRO_COLUMNS.map((m): DataColumn<TFood> => ({
    header: `${MICRONUTRIENT_INFO[m].label} (${MICRONUTRIENT_INFO[m].unit})`,
    align: 'right',
    width: 68,
    // '—' (dimmed, as CellText shows an empty cell) when nobody knows it, never 0.
    cell: (f) => <CellText nowrap>{f[m] === null ? '' : micronutrientText(m, f[m])}</CellText>,
  })),
  {
    header: 'Medidas',
    cell: (f) => (
      // A floor under the auto layout: the numbers must not squeeze the words into a column.
      <Text size="xs" miw={160}>
        {measuresText(f.measures) || '—'}
      </Text>
    ),
  },
  { header: 'Fuente', width: 140, cell: (f) => <Source food={f} /> },
];

/**
 * The food table as a list: nutrients per 100 g with the decimal comma, the household
 * measures and the source; on a phone, one card per food.
 */
export function FoodsTable({
  rows,
  loading,
  error,
  onRetry,
  filtered,
  count,
  stale,
  pagination,
  onEdit,
  onArchive,
  onRestore,
  restoringId,
}: Props) {
  const actionsOf = (food: TFood): RowAction[] =>
    food.archived
      ? [
          {
            label: 'Recuperar',
            icon: IconRestore,
            color: 'teal',
            onClick: () => onRestore(food),
            loading: restoringId === food._id,
          },
        ]
      : [
          { label: 'Editar', icon: IconEdit, color: 'blue', onClick: () => onEdit(food) },
          { label: 'Archivar', icon: IconArchive, color: 'red', onClick: () => onArchive(food) },
        ];

  return (
    <DataTable
      rows={rows}
      rowKey={(f) => f._id}
      rowLabel={(f) => f.name}
      loading={loading}
      error={error}
      onRetry={onRetry}
      texts={{
        loading: 'Cargando alimentos',
        error: 'No pudimos cargar la tabla de alimentos',
        empty: filtered ? 'No hay alimentos que coincidan' : 'Todavía no hay alimentos',
        emptyHint: filtered
          ? 'Probá con otra parte del nombre u otro grupo.'
          : 'Agregá uno o importá tu tabla desde un CSV.',
      }}
      emptyIcon={IconSalad}
      count={count}
      stale={stale}
      muted={(f) => f.archived}
      minWidth={1000}
      actionsWidth={96}
      pagination={pagination}
      columns={columns}
      card={(f) => (
        <Stack gap={4}>
          <FoodName food={f} />
          <Text size="xs" c="dimmed">
            {f.group} · cada 100 g
          </Text>
          <CardFacts facts={NUTRIENTS.map((n) => [NUTRIENT_SHORT[n], nutrientText(f[n])])} />
          <MicronutrientFacts food={f} />
          {f.measures.length > 0 && <Text size="xs">{measuresText(f.measures)}</Text>}
          {f.source && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Fuente: {f.source}
            </Text>
          )}
        </Stack>
      )}
      actions={(f) => <RowActions subject={f.name} actions={actionsOf(f)} />}
    />
  );
}
