import {
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconChefHat, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TRecipe } from '@contract/catalog';
import { recipesQueryOptions } from '../../api/get-recipes';
import { useDeleteRecipe } from '../api/delete-recipe';
import { formatDate, formatPesos } from '../lib/format';
import { errorMessage } from '../lib/save-errors';
import { useConfirmDelete } from '../lib/use-confirm-delete';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { EmptyState, ListError, ListSkeleton } from './ListStates';
import { ProductThumb } from './ProductThumb';
import { RowActions } from './RowActions';

const links = (r: TRecipe) => ({
  filesTo: `/auth/producto/${r._id}/`,
  editTo: `/auth/receta/${r._id}/`,
  viewTo: `/auth/recetas/${r._id}/`,
});

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
  });
  const recipes = query.data ?? [];
  const searching = query.isFetching && (query.isPlaceholderData || search.trim() !== q);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Buscar por título o descripción"
          aria-label="Buscar recetas por título o descripción"
          type="search"
          enterKeyHint="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSectionPointerEvents="all"
          rightSection={
            searching ? (
              <Loader size={14} aria-label="Buscando" />
            ) : search ? (
              <CloseButton size="sm" aria-label="Borrar búsqueda" onClick={() => setSearch('')} />
            ) : null
          }
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button
          component={Link}
          to="/auth/nueva-receta"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Nueva Receta
        </Button>
      </Group>

      {query.isError && !query.data ? (
        <ListError
          title="No pudimos cargar las recetas"
          message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <ListSkeleton label="Cargando recetas" withImage />
      ) : recipes.length === 0 ? (
        <EmptyState
          icon={IconChefHat}
          title={q ? 'No hay recetas que coincidan' : 'Todavía no hay recetas'}
        >
          {q
            ? 'Probá con otra palabra del título o la descripción.'
            : 'Creá la primera con «Nueva Receta».'}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {recipes.length === 1 ? '1 receta' : `${recipes.length} recetas`}
            {q ? ` para «${q}»` : ''}
          </Text>

          <Paper
            withBorder
            radius="md"
            visibleFrom="sm"
            style={{ overflow: 'hidden', opacity: searching ? 0.6 : 1 }}
          >
            <Table.ScrollContainer minWidth={700} type="native">
              <Table verticalSpacing="sm" highlightOnHover striped="even">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={72}>
                      <VisuallyHidden>Foto</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>Título</Table.Th>
                    <Table.Th ta="right">Precio</Table.Th>
                    <Table.Th>Creada</Table.Th>
                    <Table.Th w={190}>Acciones</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recipes.map((r) => (
                    <Table.Tr key={r._id}>
                      <Table.Td>
                        <ProductThumb avatar={r.avatar} size={48} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500} id={`recipe-t-${r._id}`}>
                          {r.title || 'Sin título'}
                        </Text>
                        {r.description && (
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {r.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                          {formatPesos(r.costPesos)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(r.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          {...links(r)}
                          describedBy={`recipe-t-${r._id}`}
                          onDelete={() => remove.ask(r)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>

          <Stack gap="sm" hiddenFrom="sm" style={{ opacity: searching ? 0.6 : 1 }}>
            {recipes.map((r) => (
              <Card
                key={r._id}
                withBorder
                radius="md"
                padding="sm"
                component="article"
                aria-labelledby={`recipe-c-${r._id}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <ProductThumb avatar={r.avatar} size={56} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} size="sm" id={`recipe-c-${r._id}`}>
                      {r.title || 'Sin título'}
                    </Text>
                    <Text size="xs">
                      <Text span fw={600} size="xs">
                        {formatPesos(r.costPesos)}
                      </Text>
                      <Text span c="dimmed" size="xs">
                        {' · '}Creada el {formatDate(r.createdAt)}
                      </Text>
                    </Text>
                  </Stack>
                </Group>
                <Group justify="flex-end" mt={6}>
                  <RowActions
                    {...links(r)}
                    describedBy={`recipe-c-${r._id}`}
                    onDelete={() => remove.ask(r)}
                  />
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}

      <ConfirmDeleteModal
        name={remove.deleting ? remove.deleting.title || 'esta receta' : null}
        title="Eliminar receta"
        consequence="También se borran sus imágenes y sus archivos. No se puede deshacer."
        loading={remove.pending}
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </Stack>
  );
}
