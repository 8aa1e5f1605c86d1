import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { FOOD_GROUPS, type TFood } from '@contract/foods';
import { formatNumber } from '@contract/money';
import { PATHS } from '@contract/pages';
import { SearchField } from '@web/components/data-table/SearchField';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { useConfirmAction } from '@web/components/dialogs/use-confirm-action';
import { PageShell } from '@web/components/PageShell';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useArchiveFood } from '../../api/archive-food';
import { foodsQueryOptions } from '../../api/get-foods';
import { useRestoreFood } from '../../api/restore-food';
import { filterFoods } from '../../lib/food-text';
import { FoodFormDialog, type FoodFormTarget } from '../components/FoodFormDialog';
import { FoodsTable } from '../components/FoodsTable';
import { ImportFoodsDialog } from '../components/ImportFoodsDialog';

/** Rows per page: a few hundred foods would make a long page and a slow one on a phone. */
const PAGE_SIZE = 50;

const GROUP_OPTIONS = FOOD_GROUPS.map((g) => ({ value: g, label: g }));

const foodsCount = (n: number) => (n === 1 ? '1 alimento' : `${formatNumber(n)} alimentos`);

/**
 * /auth/alimentos (issue 23; the router lets only admins in): the food table the
 * meal-plan builder counts with. Search, group and archived filters run in the browser:
 * the whole table comes in one answer (a few hundred rows), so typing never waits.
 */
export default function FoodsPage() {
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FoodFormTarget | null>(null);
  const [importing, setImporting] = useState(false);

  // The previous list stays while the one with the archived foods loads.
  const query = useQuery({ ...foodsQueryOptions(archived), placeholderData: keepPreviousData });
  const foods = query.data;
  // Typing stays responsive: the filtering of a long table follows a beat behind.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => (foods ? filterFoods(foods, { search: deferredSearch, group }) : undefined),
    [foods, deferredSearch, group],
  );
  const totalPages = shown ? Math.max(1, Math.ceil(shown.length / PAGE_SIZE)) : 1;
  const current = Math.min(page, totalPages);
  const pageRows = useMemo(
    () => shown?.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    [shown, current],
  );

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

  // Every filter change starts again from the first page.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const filtered = search.trim() !== '' || group !== null;
  const count =
    foods && shown
      ? filtered
        ? `${foodsCount(shown.length)} de ${formatNumber(foods.length)}`
        : foodsCount(foods.length)
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
              onChange={filter(setSearch)}
              placeholder="Buscar por nombre o sinónimo"
            />
            <Select
              label="Grupo"
              placeholder="Todos los grupos"
              data={GROUP_OPTIONS}
              value={group}
              onChange={filter(setGroup)}
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
          onChange={(e) => filter(setArchived)(e.currentTarget.checked)}
        />
        {archived && (
          <Text size="sm" c="dimmed">
            Los archivados no se ofrecen en los planes nuevos; los planes que ya los usan los
            conservan.
          </Text>
        )}

        <FoodsTable
          rows={pageRows}
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          filtered={filtered}
          count={count}
          stale={query.isPlaceholderData || deferredSearch !== search}
          pagination={{
            page: current,
            totalPages,
            onChange: (p) => {
              setPage(p);
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
