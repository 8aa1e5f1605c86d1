import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconEdit,
  IconEye,
  IconStethoscope,
  IconTrash,
  IconUserPlus,
  IconUserSearch,
} from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PATHS } from '@contract/pages';
import { formatPhone } from '@contract/phone';
import type { TUser } from '@contract/users';
import { DataTable, CardFacts, CellText } from '@web/components/data-table/DataTable';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ListToolbar } from '@web/components/data-table/ListToolbar';
import { RowActions, type RowAction } from '@web/components/data-table/RowActions';
import { SearchField } from '@web/components/data-table/SearchField';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { UserAvatar } from '@web/components/UserAvatar';
import { useSession } from '@web/lib/use-session';
import { useDeleteUser } from '../api/delete-user';
import { USERS_PAGE_SIZE, useUsers, usersListParamsOf } from '../api/get-users';
import { UserProfileModal } from './UserProfileModal';
import { UserStateBadge } from '../../components/UserStateBadge';

/** Search and page live in the URL, so coming back from a user's page lands on the same list. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const { q, page } = usersListParamsOf(params);
  const update = useCallback(
    (next: { q?: string; page?: number }) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next.q !== undefined) {
            if (next.q) p.set('q', next.q);
            else p.delete('q');
          }
          if (next.page !== undefined) {
            if (next.page > 1) p.set('page', String(next.page));
            else p.delete('page');
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { q, page, update };
}

/** Editar, Perfil, Controles, Eliminar for one user (spec §2 'Usuarios'). */
function userActions(
  user: TUser,
  { isSelf, onView, onDelete }: { isSelf: boolean; onView: () => void; onDelete: () => void },
): RowAction[] {
  return [
    { label: 'Editar', icon: IconEdit, color: 'blue', to: PATHS.profile(user._id) },
    { label: 'Perfil', icon: IconEye, color: 'gray', onClick: onView },
    { label: 'Controles', icon: IconStethoscope, color: 'teal', to: PATHS.controls(user._id) },
    {
      label: 'Eliminar',
      icon: IconTrash,
      color: 'red',
      onClick: onDelete,
      // The server refuses self-deletion, so the button says why.
      disabledReason: isSelf ? 'No podés eliminar tu propia cuenta' : undefined,
    },
  ];
}

/** Admin panel, tab 'Usuarios' (spec §2): search, list, pagination, edit, profile, controls, delete. */
export function UsersTab() {
  const session = useSession();
  const { q, page, update } = useListParams();
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [viewing, setViewing] = useState<TUser | null>(null);
  const remove = useConfirmDelete<TUser>(useDeleteUser(), {
    done: 'Usuario eliminado',
    failed: 'No pudimos eliminar el usuario',
    title: 'Eliminar usuario',
    nameOf: (u) => `${u.name} (${u.email})`,
    consequence:
      'Se borran su cuenta, sus mensajes, sus fotos y sus archivos, y se cancelan sus turnos a futuro (con aviso por correo). Su historia clínica se conserva aparte, de solo lectura, como pide la ley. No se puede deshacer.',
    person: true,
  });

  // A new search (typed, then 300 ms quiet) starts again from page 1.
  const lastSearch = useRef(debounced);
  useEffect(() => {
    if (lastSearch.current === debounced) return;
    lastSearch.current = debounced;
    if (debounced !== q) update({ q: debounced, page: 1 });
  }, [debounced, q, update]);

  const query = useUsers({ q, page, pageSize: USERS_PAGE_SIZE });
  // Drawn from a deferred copy: React draws a React Query answer in one task it cannot
  // interrupt, and a page of users (table, badges, menus) held the main thread that way;
  // a deferred render is sliced into short tasks (issue 32).
  const data = useDeferredValue(query.data);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;

  // After a delete the last page may be gone: step back to the last one that exists.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) update({ page: totalPages });
  }, [data, query.isPlaceholderData, page, totalPages, update]);

  const myId = session?.user._id;
  const total = data?.total ?? 0;
  const searching = query.isFetching && query.isPlaceholderData;

  return (
    <Stack gap="md">
      <ListToolbar add={{ label: 'Nuevo Usuario', to: PATHS.newUser(), icon: IconUserPlus }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Buscar por nombre o email"
          searching={searching}
        />
      </ListToolbar>

      <DataTable
        rows={data?.users}
        rowKey={(u) => u._id}
        rowLabel={(u) => u.name}
        loading={query.isPending || (data === undefined && !query.isError)}
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{
          loading: 'Cargando usuarios',
          error: 'No pudimos cargar los usuarios',
          empty: q ? 'No hay usuarios que coincidan' : 'Todavía no hay usuarios',
          emptyHint: q ? 'Probá con otra parte del nombre o del email.' : undefined,
        }}
        emptyIcon={IconUserSearch}
        skeleton="round"
        stale={searching}
        count={`${usersCount(total, data?.totalIsLowerBound ?? false)}${q ? ` para «${q}»` : ''}`}
        minWidth={760}
        actionsWidth={170}
        columns={[
          {
            header: <VisuallyHidden>Foto</VisuallyHidden>,
            width: 56,
            cell: (u) => <UserAvatar avatar={u.avatar} name={u.name} size={40} radius="xl" />,
          },
          {
            header: 'Nombre',
            cell: (u) => (
              <Text size="sm" fw={500}>
                {u.name}
              </Text>
            ),
          },
          { header: 'Email', cell: (u) => <CellText>{u.email}</CellText> },
          { header: 'Plan', cell: (u) => <CellText>{u.activePlan}</CellText> },
          { header: 'Cel', cell: (u) => <CellText nowrap>{formatPhone(u.celPhone)}</CellText> },
          { header: 'Estado', width: 120, cell: (u) => <UserStateBadge state={u.state} /> },
        ]}
        card={(u) => (
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <UserAvatar avatar={u.avatar} name={u.name} size={44} radius="xl" />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {u.name}
                </Text>
                <UserStateBadge state={u.state} size="sm" style={{ flexShrink: 0 }} />
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
              <CardFacts
                facts={[
                  ['Plan', u.activePlan],
                  ['Cel', formatPhone(u.celPhone)],
                ]}
              />
            </Stack>
          </Group>
        )}
        actions={(u) => (
          <RowActions
            subject={u.name}
            actions={userActions(u, {
              isSelf: u._id === myId,
              onView: () => setViewing(u),
              onDelete: () => remove.ask(u),
            })}
          />
        )}
        pagination={{
          page,
          totalPages,
          onChange: (p) => {
            update({ page: p });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          },
        }}
      />

      <UserProfileModal user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog {...remove.dialog} />
    </Stack>
  );
}

/** '1 usuario', '37 usuarios', or 'Más de 500 usuarios' (afiná la búsqueda) for a common term. */
function usersCount(total: number, lowerBound: boolean): string {
  if (lowerBound) return `Más de ${total} usuarios: afiná la búsqueda`;
  return total === 1 ? '1 usuario' : `${total} usuarios`;
}
