import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconChefHat } from '@tabler/icons-react';
import { useState } from 'react';
import type { TRecipe } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { DataTable, CellText } from '@web/components/data-table/DataTable';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ListToolbar } from '@web/components/data-table/ListToolbar';
import { RowActions } from '@web/components/data-table/RowActions';
import { SearchField } from '@web/components/data-table/SearchField';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { recipesQueryOptions } from '../../api/get-recipes';
import { useDeleteRecipe } from '../api/delete-recipe';
import { formatNumericDate } from '@web/lib/dates';
import { formatPesos } from '@contract/money';
import { contentActions } from '../lib/row-actions';
import { ProductThumb } from './ProductThumb';
import { NoFilesBadge } from './NoFilesBadge';
import { NoTaxRateBadge } from './NoTaxRateBadge';

const titleOf = (r: TRecipe) => r.title || 'Sin título';

/** Admin panel, tab 'Recetas' (spec §2): search by title or description, list, actions, 'Nueva Receta'. */
export function RecipesTab() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  // The previous results stay on screen while the next search loads.
  const query = useQuery({
    ...recipesQueryOptions(q || undefined),
    placeholderData: keepPreviousData,
  });
  const remove = useConfirmDelete<TRecipe>(useDeleteRecipe(), {
    done: 'Receta eliminada',
    failed: 'No pudimos eliminar la receta',
    title: 'Eliminar receta',
    nameOf: (r) => r.title || 'esta receta',
    consequence: 'También se borran sus imágenes y sus archivos. No se puede deshacer.',
  });
  const actionsOf = (r: TRecipe) =>
    contentActions({
      filesTo: PATHS.productFiles(r._id),
      editTo: PATHS.editRecipe(r._id),
      viewTo: PATHS.recipe(r._id),
      onDelete: () => remove.ask(r),
    });
  const recipes = query.data;
  const searching = query.isFetching && (query.isPlaceholderData || search.trim() !== q);

  return (
    <Stack gap="md">
      <ListToolbar add={{ label: 'Nueva Receta', to: PATHS.newRecipe() }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Buscar por título o descripción"
          label="Buscar recetas por título o descripción"
          searching={searching}
        />
      </ListToolbar>

      <DataTable
        rows={recipes}
        rowKey={(r) => r._id}
        rowLabel={titleOf}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{
          loading: 'Cargando recetas',
          error: 'No pudimos cargar las recetas',
          empty: q ? 'No hay recetas que coincidan' : 'Todavía no hay recetas',
          emptyHint: q
            ? 'Probá con otra palabra del título o la descripción.'
            : 'Creá la primera con «Nueva Receta».',
        }}
        emptyIcon={IconChefHat}
        skeleton="square"
        stale={searching}
        count={
          recipes &&
          `${recipes.length === 1 ? '1 receta' : `${recipes.length} recetas`}${q ? ` para «${q}»` : ''}`
        }
        columns={[
          {
            header: <VisuallyHidden>Foto</VisuallyHidden>,
            width: 72,
            cell: (r) => <ProductThumb avatar={r.avatar} size={48} />,
          },
          {
            header: 'Título',
            cell: (r) => (
              <>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {titleOf(r)}
                  </Text>
                  <NoFilesBadge kind="receta" hasFiles={r.hasFiles} />
                  <NoTaxRateBadge iva={r.iva} />
                </Group>
                {r.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {r.description}
                  </Text>
                )}
              </>
            ),
          },
          {
            header: 'Precio',
            align: 'right',
            cell: (r) => <CellText nowrap>{formatPesos(r.costPesos)}</CellText>,
          },
          {
            header: 'Creada',
            cell: (r) => <CellText nowrap>{formatNumericDate(r.createdAt)}</CellText>,
          },
        ]}
        card={(r) => (
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <ProductThumb avatar={r.avatar} size={56} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm">
                {titleOf(r)}
              </Text>
              <Group gap={6}>
                <NoFilesBadge kind="receta" hasFiles={r.hasFiles} size="sm" />
                <NoTaxRateBadge iva={r.iva} size="sm" />
              </Group>
              <Text size="xs">
                <Text span fw={600} size="xs">
                  {formatPesos(r.costPesos)}
                </Text>
                <Text span c="dimmed" size="xs">
                  {' · '}Creada el {formatNumericDate(r.createdAt)}
                </Text>
              </Text>
            </Stack>
          </Group>
        )}
        actions={(r) => <RowActions subject={titleOf(r)} actions={actionsOf(r)} />}
      />
      <ConfirmDeleteDialog {...remove.dialog} />
    </Stack>
  );
}
