import {
  Alert,
  Button,
  Card,
  CloseButton,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TUser } from '@contract/users';
import { UserAvatar } from '../../../components/UserAvatar';
import { useSession } from '../../../lib/use-session';
import { useUsers } from '../api/get-users';
import { DeleteUserModal } from './DeleteUserModal';
import { UserProfileModal } from './UserProfileModal';
import { UserRowActions } from './UserRowActions';
import { UserStateBadge } from './UserStateBadge';

const PAGE_SIZE = 20;

/** Search and page live in the URL, so coming back from a user's page lands on the same list. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
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

/** Admin panel, tab 'Usuarios' (spec §2): search, list, pagination, edit, profile, controls, delete. */
export function UsersTab() {
  const session = useSession();
  const { q, page, update } = useListParams();
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [viewing, setViewing] = useState<TUser | null>(null);
  const [deleting, setDeleting] = useState<TUser | null>(null);

  // A new search (typed, then 300 ms quiet) starts again from page 1.
  const lastSearch = useRef(debounced);
  useEffect(() => {
    if (lastSearch.current === debounced) return;
    lastSearch.current = debounced;
    if (debounced !== q) update({ q: debounced, page: 1 });
  }, [debounced, q, update]);

  const query = useUsers({ q, page, pageSize: PAGE_SIZE });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  // After a delete the last page may be gone: step back to the last one that exists.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) update({ page: totalPages });
  }, [data, query.isPlaceholderData, page, totalPages, update]);

  const myId = session?.user._id;
  const users = data?.users ?? [];
  const total = data?.total ?? 0;
  const searching = query.isFetching && query.isPlaceholderData;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Buscar por nombre o email"
          aria-label="Buscar por nombre o email"
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
          to="/auth/nuevo-usuario"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          Nuevo Usuario
        </Button>
      </Group>

      {query.isError && !data ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="No pudimos cargar los usuarios"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      ) : query.isPending ? (
        <UsersSkeleton />
      ) : users.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={6} ta="center">
            <IconUserSearch
              size={36}
              stroke={1.5}
              color="var(--mantine-color-gray-5)"
              aria-hidden
            />
            <Text fw={600}>{q ? 'No hay usuarios que coincidan' : 'Todavía no hay usuarios'}</Text>
            {q && (
              <Text size="sm" c="dimmed">
                Probá con otra parte del nombre o del email.
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 usuario' : `${total} usuarios`}
            {q ? ` para «${q}»` : ''}
          </Text>

          {/* Desktop and tablet: the table. */}
          <Paper
            withBorder
            radius="md"
            visibleFrom="sm"
            style={{ overflow: 'hidden', opacity: searching ? 0.6 : 1 }}
          >
            <Table.ScrollContainer minWidth={760} type="native">
              <Table verticalSpacing="sm" highlightOnHover striped="even">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>
                      <VisuallyHidden>Foto</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>Nombre</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Cel</Table.Th>
                    <Table.Th w={120}>Estado</Table.Th>
                    <Table.Th w={170}>Acciones</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.map((u) => (
                    <Table.Tr key={u._id}>
                      <Table.Td>
                        <UserAvatar avatar={u.avatar} name={u.name} size={40} radius="xl" />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {u.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {u.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={u.activePlan ? undefined : 'dimmed'}>
                          {u.activePlan || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text
                          size="sm"
                          c={u.celPhone ? undefined : 'dimmed'}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {u.celPhone || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <UserStateBadge state={u.state} />
                      </Table.Td>
                      <Table.Td>
                        <UserRowActions
                          user={u}
                          isSelf={u._id === myId}
                          onView={setViewing}
                          onDelete={setDeleting}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>

          {/* Phones: one card per user. */}
          <Stack gap="sm" hiddenFrom="sm" style={{ opacity: searching ? 0.6 : 1 }}>
            {users.map((u) => (
              <Card
                key={u._id}
                withBorder
                radius="md"
                padding="sm"
                component="article"
                aria-label={u.name}
              >
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
                    <Text size="xs">
                      <Text span c="dimmed" size="xs">
                        Plan:{' '}
                      </Text>
                      {u.activePlan || '—'}
                      <Text span c="dimmed" size="xs">
                        {' · '}Cel:{' '}
                      </Text>
                      {u.celPhone || '—'}
                    </Text>
                  </Stack>
                </Group>
                <Group justify="flex-end" mt={6}>
                  <UserRowActions
                    user={u}
                    isSelf={u._id === myId}
                    onView={setViewing}
                    onDelete={setDeleting}
                  />
                </Group>
              </Card>
            ))}
          </Stack>

          {totalPages > 1 && (
            <Center>
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={(p) => {
                  update({ page: p });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
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
        </>
      )}

      <UserProfileModal user={viewing} onClose={() => setViewing(null)} />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function UsersSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Cargando usuarios">
      {Array.from({ length: 6 }, (_, i) => (
        <Group key={i} gap="sm" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} width="65%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
