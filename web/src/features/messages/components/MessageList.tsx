import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TMessage } from '@contract/messages';
import { DataTable, CellText } from '@web/components/data-table/DataTable';
import { UserAvatar } from '@web/components/UserAvatar';
import { formatDateTime } from '@web/lib/dates';
import { preview } from '../lib/conversations';

interface Person {
  name: string;
  avatar: string;
}

/**
 * Spec §2 'Messages list': photo, user, title, message (its first 30 characters),
 * date and the actions; a card per row on a phone. Rows are a client's messages or,
 * for the admin, one per conversation (`message` is then its latest).
 */
export function MessageList<T>({
  rows,
  rowKey,
  person,
  message,
  badge,
  actions,
  personHeader,
  badgeHeader,
  loading,
  error,
  onRetry,
  empty,
}: {
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  person: (row: T) => Person;
  message: (row: T) => TMessage;
  /** 'Nuevo', or the count of unread messages. */
  badge: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
  personHeader: string;
  badgeHeader: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; hint: string };
}) {
  return (
    <DataTable
      rows={rows}
      rowKey={rowKey}
      rowLabel={(r) => `${message(r).title}, ${person(r).name}`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      texts={{
        loading: 'Cargando mensajes',
        error: 'No pudimos cargar los mensajes',
        empty: empty.title,
        emptyHint: empty.hint,
      }}
      emptyIcon={IconMail}
      skeleton="round"
      minWidth={760}
      actionsWidth={110}
      columns={[
        {
          header: <VisuallyHidden>Foto</VisuallyHidden>,
          width: 56,
          cell: (r) => (
            <UserAvatar avatar={person(r).avatar} name={person(r).name} size={40} radius="xl" />
          ),
        },
        {
          header: personHeader,
          cell: (r) => (
            <Text size="sm" fw={500}>
              {person(r).name}
            </Text>
          ),
        },
        { header: 'Título', cell: (r) => <CellText>{message(r).title}</CellText> },
        { header: 'Mensaje', cell: (r) => <CellText>{preview(message(r).message)}</CellText> },
        {
          header: 'Fecha',
          cell: (r) => <CellText nowrap>{formatDateTime(message(r).createAt)}</CellText>,
        },
        { header: badgeHeader, width: 100, cell: badge },
      ]}
      card={(r) => {
        const p = person(r);
        const m = message(r);
        return (
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <UserAvatar avatar={p.avatar} name={p.name} size={44} radius="xl" />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {p.name}
                </Text>
                {badge(r)}
              </Group>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {m.title}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {preview(m.message)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(m.createAt)}
              </Text>
            </Stack>
          </Group>
        );
      }}
      actions={actions}
    />
  );
}
