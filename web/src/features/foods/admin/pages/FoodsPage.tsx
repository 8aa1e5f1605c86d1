import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FOOD_GROUPS } from '@contract/foods-text';
import type { TFood } from '@contract/foods';
import { formatNumber } from '@contract/money';
import { PATHS } from '@contract/pages';
import { SearchField } from '@web/components/data-table/SearchField';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { useConfirmAction } from '@web/components/dialogs/use-confirm-action';
import { PageShell } from '@web/components/PageShell';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useArchiveFood } from '../../api/archive-food';
import { useFoodsPage } from '../../api/get-foods-page';
import { useRestoreFood } from '../../api/restore-food';
import { FoodFormDialog, type FoodFormTarget } from '../components/FoodFormDialog';
import { FoodsTable } from '../components/FoodsTable';
import { ImportFoodsDialog } from '../components/ImportFoodsDialog';
import { useFoodListParams } from '../lib/use-food-list-params';

/** Rows per page: a few hundred foods would make a long page and a slow one on a phone. */
const PAGE_SIZE = 50;

const GROUP_OPTIONS = FOOD_GROUPS.map((g) => ({ value: g, label: g }));

const foodsCount = (n: number) => (n === 1 ? '1 alimento' : `${formatNumber(n)} alimentos`);

/**
 * /auth/alimentos (issue 23; the router lets only admins in): the food table the
 * meal-plan builder counts with, a page at a time. The server searches (name or synonym,
 * best first), filters by group and archived, and cuts the page; all of it is in the URL
 * (useFoodListParams), so back and forward walk the pages she saw.
 */
export default function FoodsPage() {
  const { q, group, archived, page, update } = useFoodListParams();
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<FoodFormTarget | null>(null);
  const [importing, setImporting] = useState(false);

  // Back or forward to another search: the box shows it (what she is typing stays).
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== search.trim()) setSearch(q);
  }
  // A new search (typed, then 300 ms quiet) starts again from page 1, in the same step.
  const lastSearch = useRef(debounced);
  useEffect(() => {
    if (lastSearch.current === debounced) return;
    lastSearch.current = debounced;
    if (debounced !== q) update({ q: debounced }, { replace: true });
  }, [debounced, q, update]);

  const query = useFoodsPage({ search: q, group, archived, page, pageSize: PAGE_SIZE });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  // After an archive the last page may be gone: step back to the last one that exists.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages)
      update({ page: totalPages }, { replace: true });
  }, [data, query.isPlaceholderData, page, totalPages, update]);

  const archive = useConfirmAction<TFood>(useArchiveFood(), {
    done: 'Alimento archivado',
    failed: 'No pudimos archivar el alimento',
  });
  const restore = useRestoreFood();
  const recover = (food: TFood) =>
    restore.mutate(food._id, {
      onSuccess: ({ message }) => notifySuccess(message || 'Alimento recuperado'),
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos recuperar el alimento')),
    });

  const filtered = q !== '' || group !== '';
  const count = data
    ? `${foodsCount(data.total)}${group ? ` de ${group}` : ''}${q ? ` para «${q}»` : ''}`
    : undefined;

  return (
    <PageShell
      title="Tabla de alimentos"
      back={{ to: PATHS.admin(), label: 'Volver a Administración', link: true }}
      subtitle="Los alimentos con los que armás los planes: valores cada 100 g y sus medidas caseras."
      size="lg"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="flex-end">
          <Group gap="sm" align="flex-end" style={{ flex: '1 1 420px' }}>
            <SearchField
              value={search}
              onChange={setSearch}
              placeholder="Buscar por nombre o sinónimo"
              searching={query.isFetching && query.isPlaceholderData}
            />
            <Select
              label="Grupo"
              placeholder="Todos los grupos"
              data={GROUP_OPTIONS}
              value={group || null}
              onChange={(g) => update({ group: g ?? '' })}
              clearable
              clearButtonProps={{ 'aria-label': 'Mostrar todos los grupos' }}
              w={{ base: '100%', xs: 220 }}
            />
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Importar CSV
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({})}>
              Agregar alimento
            </Button>
          </Group>
        </Group>
        <Switch
          label="Mostrar archivados"
          checked={archived}
          onChange={(e) => update({ archived: e.currentTarget.checked })}
        />
        {archived && (
          <Text size="sm" c="dimmed">
            Los archivados no se ofrecen en los planes nuevos; los planes que ya los usan los
            conservan.
          </Text>
        )}

        <FoodsTable
          rows={data?.alimentos}
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          filtered={filtered}
          count={count}
          stale={query.isPlaceholderData}
          pagination={{
            page,
            totalPages,
            onChange: (p) => {
              update({ page: p });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            },
          }}
          onEdit={(food) => setEditing({ food })}
          onArchive={archive.ask}
          onRestore={recover}
          restoringId={restore.isPending ? restore.variables : undefined}
        />
      </Stack>

      <FoodFormDialog target={editing} onClose={() => setEditing(null)} />
      <ImportFoodsDialog opened={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog<TFood> title="Archivar alimento" confirmLabel="Archivar" {...archive.dialog}>
        {(food) => (
          <Text size="sm">
            ¿Archivás <strong>{food.name}</strong>? Ya no se ofrece en los planes nuevos; los planes
            que lo usan lo conservan y podés recuperarlo cuando quieras.
          </Text>
        )}
      </ConfirmDialog>
    </PageShell>
  );
}
