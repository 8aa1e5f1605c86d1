import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPackage, IconPackageOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TDelivery, TDeliveryState } from '@contract/deliveries';
import { PATHS } from '@contract/pages';
import { DataTable, CardFacts, CellText } from '@web/components/data-table/DataTable';
import { SearchField } from '@web/components/data-table/SearchField';
import { formatDay, formatShortDate } from '@web/lib/dates';
import { useDeliveries } from '../../api/get-deliveries';
import { TimingBadge } from '../../components/TimingBadge';
import { deliveryTiming } from '../../lib/timing';

const FILTERS = [
  { value: 'Pendiente', label: 'Pendientes' },
  { value: 'Entregado', label: 'Entregadas' },
  { value: 'todas', label: 'Todas' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];
const isFilter = (v: string | null): v is Filter => FILTERS.some((f) => f.value === v);

/** The state and the search live in the address (?tab=entregas&estado=&q=), so a reload keeps them. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('estado');
  const estado: Filter = isFilter(requested) ? requested : 'Pendiente';
  const q = params.get('q') ?? '';
  const set = useCallback(
    (key: 'estado' | 'q', value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { estado, q, set };
}

const dueText = (d: TDelivery) => (d.dueDate ? formatDay(d.dueDate) : 'Esperando anamnesis');

function countText(n: number, estado: Filter, q: string): string {
  const what = n === 1 ? '1 entrega' : `${n} entregas`;
  const state = { Pendiente: ' pendiente', Entregado: ' entregada', todas: '' }[estado];
  return `${what}${n === 1 ? state : state && `${state}s`}${q ? ` para «${q}»` : ''}`;
}

/** Overdue rows red, those due within two business days orange (the badge's colour). */
function tone(d: TDelivery) {
  const { color } = deliveryTiming(d);
  return color === 'red' || color === 'orange' ? color : undefined;
}

/**
 * Admin panel, tab 'Entregas' (issue 11): every plan owed to a client, soonest due first,
 * with the business days left (late in red, near in orange), filtered by state and
 * searched by client; each opens its page to upload the personalized plan.
 */
export function DeliveriesTab() {
  const { estado, q, set } = useFilterParams();
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), 300);

  // A search typed (then 300 ms quiet) goes to the address; one changed there is kept.
  const lastSearch = useRef(debounced);
  useEffect(() => {
    if (lastSearch.current === debounced) return;
    lastSearch.current = debounced;
    set('q', debounced);
  }, [debounced, set]);

  const query = useDeliveries({
    estado: estado === 'todas' ? undefined : (estado satisfies TDeliveryState),
    q: q || undefined,
  });
  const rows = query.data;
  const searching = query.isFetching && query.isPlaceholderData;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Buscar por cliente o email"
          searching={searching}
        />
        <SegmentedControl
          aria-label="Estado de las entregas"
          value={estado}
          onChange={(v) => set('estado', v === 'Pendiente' ? '' : v)}
          data={[...FILTERS]}
        />
      </Group>

      <DataTable
        rows={rows}
        rowKey={(d) => d._id}
        rowLabel={(d) => `${d.cliente.name}: ${d.plan}`}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        stale={searching}
        texts={{
          loading: 'Cargando entregas',
          error: 'No pudimos cargar las entregas',
          empty: q
            ? 'No hay entregas que coincidan'
            : estado === 'Pendiente'
              ? 'No hay entregas pendientes'
              : 'Todavía no hay entregas',
          emptyHint: q
            ? 'Probá con otra parte del nombre o del email.'
            : 'Cada plan pagado o asignado aparece acá hasta que subas el plan personalizado.',
        }}
        emptyIcon={IconPackageOff}
        count={rows && countText(rows.length, estado, q)}
        tone={tone}
        minWidth={900}
        actionsWidth={150}
        columns={[
          {
            header: 'Cliente',
            cell: (d) => (
              <>
                <Text size="sm" fw={500}>
                  {d.cliente.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {d.cliente.email}
                </Text>
              </>
            ),
          },
          { header: 'Plan', cell: (d) => <CellText>{d.plan}</CellText> },
          {
            header: 'Pagado',
            cell: (d) => <CellText nowrap>{formatShortDate(d.paidAt)}</CellText>,
          },
          {
            header: 'Vence',
            cell: (d) => (
              <Text size="sm" c={d.dueDate ? undefined : 'dimmed'}>
                {dueText(d)}
              </Text>
            ),
          },
          { header: 'Estado', cell: (d) => <TimingBadge delivery={d} /> },
        ]}
        card={(d) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={600} size="sm" style={{ minWidth: 0 }}>
                {d.cliente.name}
              </Text>
              <TimingBadge delivery={d} />
            </Group>
            <Text size="sm">{d.plan}</Text>
            <CardFacts
              facts={[
                ['Pagado', formatShortDate(d.paidAt)],
                ['Vence', dueText(d)],
              ]}
            />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {d.cliente.email}
            </Text>
          </Stack>
        )}
        actions={(d) => (
          <Button
            component={Link}
            to={PATHS.delivery(d._id)}
            size="xs"
            variant={d.state === 'Entregado' ? 'default' : 'light'}
            leftSection={<IconPackage size={16} aria-hidden />}
            aria-label={`${d.state === 'Entregado' ? 'Ver entrega' : 'Entregar plan'}: ${d.cliente.name}, ${d.plan}`}
          >
            {d.state === 'Entregado' ? 'Ver entrega' : 'Entregar plan'}
          </Button>
        )}
      />
    </Stack>
  );
}
