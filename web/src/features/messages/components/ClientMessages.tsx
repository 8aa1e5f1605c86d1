import { Badge } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { MESSAGES_MSG, type TMessage } from '@contract/messages';
import { PATHS } from '@contract/pages';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { RowActions, type RowAction } from '@web/components/data-table/RowActions';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { isUnread, type Reader } from '../lib/conversations';
import { MessageList } from './MessageList';

/** A client's messages with the nutritionist, newest first; they delete only their own. */
export function ClientMessages({ reader }: { reader: Reader }) {
  const query = useMessages(reader._id);
  const rows = useMemo(() => query.data && [...query.data].reverse(), [query.data]);
  const remove = useConfirmDelete<TMessage>(useDeleteMessage(), {
    done: MESSAGES_MSG.deleted,
    failed: 'No pudimos eliminar el mensaje',
    title: 'Eliminar mensaje',
    nameOf: (m) => `el mensaje «${m.title}»`,
    consequence: 'La nutricionista tampoco lo va a ver más.',
  });

  const actions = (m: TMessage): RowAction[] => [
    {
      label: 'Ver',
      icon: IconEye,
      color: 'blue',
      to: `${PATHS.conversation(reader._id)}#mensaje-${m._id}`,
    },
    // The API refuses to delete hers: the button is only on the client's own.
    ...(m.from === reader._id
      ? [{ label: 'Eliminar', icon: IconTrash, color: 'red', onClick: () => remove.ask(m) }]
      : []),
  ];

  return (
    <>
      <MessageList
        rows={rows}
        rowKey={(m) => m._id}
        person={(m) => m}
        message={(m) => m}
        badge={(m) =>
          isUnread(m, reader) ? (
            <Badge size="sm" variant="filled" color="blue">
              Nuevo
            </Badge>
          ) : null
        }
        actions={(m) => <RowActions subject={m.title} actions={actions(m)} />}
        personHeader="Usuario"
        badgeHeader="Estado"
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{
          title: 'Todavía no hay mensajes',
          hint: 'Escribile a tu nutricionista con el botón Nuevo Mensaje.',
        }}
      />
      <ConfirmDeleteDialog {...remove.dialog} />
    </>
  );
}
