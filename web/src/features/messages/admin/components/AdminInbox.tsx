import { Badge } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PATHS } from '@contract/pages';
import { RowActions } from '@web/components/data-table/RowActions';
import { clientQueryOptions } from '@web/lib/get-client';
import { useMessages } from '../../api/get-messages';
import { groupInbox } from '../../lib/conversations';
import { unreadText } from '../../lib/unread';
import { MessageList } from '../../components/MessageList';

/** The nutritionist's inbox: one row per client's conversation, the latest first. */
export function AdminInbox({ adminId }: { adminId: string }) {
  const query = useMessages(adminId);
  const conversations = useMemo(() => query.data && groupInbox(query.data), [query.data]);
  // A conversation only she has written in yet: the client's name comes from their account.
  const missing = (conversations ?? []).filter((c) => !c.client).map((c) => c.clientId);
  const accounts = useQueries({ queries: missing.map((id) => clientQueryOptions(id)) });
  const named = new Map(accounts.flatMap((a) => (a.data ? [[a.data._id, a.data] as const] : [])));

  return (
    <MessageList
      rows={conversations}
      rowKey={(c) => c.clientId}
      person={(c) => {
        const account = named.get(c.clientId);
        return c.client ?? { name: account?.name ?? 'Cliente', avatar: account?.avatar ?? '' };
      }}
      message={(c) => c.latest}
      badge={(c) =>
        c.unread > 0 ? (
          <Badge size="sm" variant="filled" color="blue" aria-label={unreadText(c.unread)}>
            {c.unread}
          </Badge>
        ) : null
      }
      actions={(c) => (
        <RowActions
          subject={`conversación con ${c.client?.name ?? named.get(c.clientId)?.name ?? 'el cliente'}`}
          actions={[
            { label: 'Ver', icon: IconEye, color: 'blue', to: PATHS.conversation(c.clientId) },
          ]}
        />
      )}
      personHeader="Cliente"
      badgeHeader="Sin leer"
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={{
        title: 'Todavía no hay mensajes',
        hint: 'Cuando un cliente te escriba, su conversación aparece acá.',
      }}
    />
  );
}
