import {
  Card,
  Center,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  type MantineColor,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { errorMessage } from '@web/lib/errors';
import { EmptyState, ErrorAlert, ListSkeleton } from './ListStates';

// Greyed, not faded: opacity took small text below AA contrast (2.7:1); grey 7 on grey 0 is 7.6:1.
const MUTED: CSSProperties = {
  color: 'var(--mantine-color-gray-7)',
  backgroundColor: 'var(--mantine-color-gray-0)',
};

function toneStyle(color: MantineColor | undefined, on: 'row' | 'card'): CSSProperties | undefined {
  if (!color) return undefined;
  return on === 'row'
    ? { backgroundColor: `var(--mantine-color-${color}-light)` }
    : { borderLeft: `4px solid var(--mantine-color-${color}-filled)` };
}

export interface DataColumn<T> {
  /** The heading; a picture column hides it visually (VisuallyHidden). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  width?: number;
  align?: 'right';
}

export interface DataTablePagination {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

interface Props<T> {
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** What a row is called: the phone card's accessible name. */
  rowLabel: (row: T) => string;
  columns: DataColumn<T>[];
  /** The phone card's content (below 'sm' the table becomes one card per row). */
  card: (row: T) => ReactNode;
  /** The row's buttons: the table's last column, the card's bottom right. */
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
  /** A row that no longer counts (a refunded sale): its data is dimmed, its actions are not. */
  muted?: (row: T) => boolean;
  /** A row that calls for attention (an overdue delivery): tinted in this colour, with a bar on its card. */
  tone?: (row: T) => MantineColor | undefined;
  loading: boolean;
  /** A failed load; shown only when there is nothing to list. */
  error: unknown;
  onRetry: () => void;
  texts: {
    /** 'Cargando planes' */
    loading: string;
    /** 'No pudimos cargar los planes' */
    error: string;
    /** 'Todavía no hay planes' */
    empty: string;
    emptyHint?: ReactNode;
  };
  emptyIcon: Icon;
  /** A line above the list, e.g. '3 planes'. */
  count?: ReactNode;
  /** The picture in each loading row. */
  skeleton?: 'round' | 'square';
  /** A new search or page is loading: the old rows stay, dimmed. */
  stale?: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  pagination?: DataTablePagination;
}

/**
 * A list of records (the back office's lists, a client's purchases and messages):
 * loading, error and empty states, a table from 'sm' up and a card per row on a phone,
 * and pagination when given.
 */
export function DataTable<T>({
  rows,
  rowKey,
  rowLabel,
  columns,
  card,
  actions,
  actionsWidth = 190,
  muted,
  tone,
  loading,
  error,
  onRetry,
  texts,
  emptyIcon,
  count,
  skeleton,
  stale,
  minWidth = 700,
  pagination,
}: Props<T>) {
  if (error && !rows)
    return (
      <ErrorAlert
        title={texts.error}
        message={errorMessage(error, 'Probá de nuevo en unos segundos.')}
        onRetry={onRetry}
      />
    );
  if (loading || !rows) return <ListSkeleton label={texts.loading} media={skeleton} />;
  if (rows.length === 0)
    return (
      <EmptyState icon={emptyIcon} title={texts.empty}>
        {texts.emptyHint}
      </EmptyState>
    );

  const dim = { opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' };
  const mutedStyle = (row: T) => (muted?.(row) ? MUTED : undefined);
  return (
    <Stack gap="sm">
      {count && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {count}
        </Text>
      )}

      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden', ...dim }}>
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table verticalSpacing="sm" highlightOnHover striped="even">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, i) => (
                  <Table.Th key={i} w={c.width} ta={c.align}>
                    {c.header}
                  </Table.Th>
                ))}
                {actions && <Table.Th w={actionsWidth}>Acciones</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  data-muted={muted?.(row) || undefined}
                  style={toneStyle(tone?.(row), 'row')}
                >
                  {columns.map((c, i) => (
                    <Table.Td key={i} ta={c.align} style={mutedStyle(row)}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  {actions && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm" style={dim}>
        {rows.map((row) => (
          <Card
            key={rowKey(row)}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={rowLabel(row)}
            data-muted={muted?.(row) || undefined}
            style={toneStyle(tone?.(row), 'card')}
          >
            <div style={mutedStyle(row)}>{card(row)}</div>
            {actions && (
              <Group justify="flex-end" mt={6}>
                {actions(row)}
              </Group>
            )}
          </Card>
        ))}
      </Stack>

      {pagination && pagination.totalPages > 1 && (
        <Center>
          <Pagination
            total={pagination.totalPages}
            value={Math.min(pagination.page, pagination.totalPages)}
            onChange={pagination.onChange}
            siblings={1}
            boundaries={1}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'first'
                  ? 'Primera página'
                  : control === 'last'
                    ? 'Última página'
                    : control === 'next'
                      ? 'Página siguiente'
                      : 'Página anterior',
            })}
            getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
          />
        </Center>
      )}
    </Stack>
  );
}

/** A cell's text, or a dimmed dash when empty. */
export function CellText({ children, nowrap }: { children: ReactNode; nowrap?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Text
      size="sm"
      c={empty ? 'dimmed' : undefined}
      style={nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
    >
      {empty ? '—' : children}
    </Text>
  );
}

/** A phone card's line of labelled facts: 'Plan: Online · Cel: 099 123 456' ('—' when empty). */
export function CardFacts({ facts }: { facts: Array<[label: string, value: ReactNode]> }) {
  return (
    <Text size="xs">
      {facts.map(([label, value], i) => (
        <Fragment key={label}>
          <Text span c="dimmed" size="xs">
            {i > 0 ? ' · ' : ''}
            {label}:{' '}
          </Text>
          {value === null || value === undefined || value === '' ? '—' : value}
        </Fragment>
      ))}
    </Text>
  );
}
