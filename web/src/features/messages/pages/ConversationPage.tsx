import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconMessages, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { MESSAGES_MSG, type TMessage } from '@contract/messages';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { EmptyState, ErrorAlert } from '@web/components/data-table/ListStates';
import { RowActions } from '@web/components/data-table/RowActions';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { useDeleteMessage } from '../api/delete-message';
import { useClient } from '@web/lib/get-client';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { isUnread, type Reader } from '../lib/conversations';
import { MessageBubble } from '../components/MessageBubble';
import { ReplyForm } from '../components/ReplyForm';
import classes from '../components/Messages.module.css';

/** /auth/mensajes/:clientId: a client's whole conversation with the nutritionist, and the reply box. */
export default function ConversationPage() {
  const session = useSession();
  const { clientId = '' } = useParams();
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  // Her own id would be her inbox, which the list page shows.
  if (session.user.type === 'admin' && clientId === session.user._id)
    return <Navigate to={PATHS.messages()} replace />;
  return <Conversation clientId={clientId} reader={session.user} />;
}

function Conversation({ clientId, reader }: { clientId: string; reader: Reader }) {
  const admin = reader.type === 'admin';
  const query = useMessages(clientId);
  const client = useClient(clientId, admin);
  const messages = query.data;
  const remove = useConfirmDelete<TMessage>(useDeleteMessage(), {
    done: MESSAGES_MSG.deleted,
    failed: 'No pudimos eliminar el mensaje',
    title: 'Eliminar mensaje',
    nameOf: (m) => `el mensaje «${m.title}»`,
    consequence: admin
      ? 'El cliente tampoco lo va a ver más.'
      : 'La nutricionista tampoco lo va a ver más.',
  });

  // Opening the conversation reads what came in: each unread one is asked for by id,
  // which is how the API marks it 'Leido' (then the counts refresh).
  const { mutate: markRead } = useMarkRead(clientId);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const ids = (messages ?? [])
      .filter((m) => isUnread(m, reader) && !asked.current.has(m._id))
      .map((m) => m._id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    markRead(ids);
  }, [messages, reader, markRead]);

  // 'Ver' on the list links to one message (#mensaje-{id}): bring it into view once loaded.
  const { hash } = useLocation();
  const loaded = Boolean(messages);
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);

  const title = admin
    ? `Conversación con ${client.data?.name ?? 'el cliente'}`
    : 'Conversación con tu nutricionista';
  const mine = (m: TMessage) => (admin ? m.fromAdmin : m.from === reader._id);
  const canDelete = (m: TMessage) => admin || m.from === reader._id;

  return (
    <PageShell
      title={title}
      meta="Mensajes"
      back={{ to: PATHS.messages(), label: 'Mensajes', link: true }}
    >
      {messages ? (
        <Stack gap="lg">
          {messages.length === 0 ? (
            <EmptyState icon={IconMessages} title="Todavía no hay mensajes">
              Escribí el primero acá abajo.
            </EmptyState>
          ) : (
            <ul className={classes.thread} aria-label="Mensajes de la conversación">
              {messages.map((m) => (
                <MessageBubble
                  key={m._id}
                  message={m}
                  mine={mine(m)}
                  action={
                    canDelete(m) && (
                      <RowActions
                        subject={m.title}
                        actions={[
                          {
                            label: 'Eliminar',
                            icon: IconTrash,
                            color: 'red',
                            onClick: () => remove.ask(m),
                          },
                        ]}
                      />
                    )
                  }
                />
              ))}
            </ul>
          )}
          <ReplyForm lastTitle={messages.at(-1)?.title} to={admin ? clientId : ''} />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ThreadSkeleton />
      )}
      <ConfirmDeleteDialog {...remove.dialog} />
    </PageShell>
  );
}

/** Someone else's conversation (the API's 403, in its words), or a failure worth retrying. */
function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403)
    return (
      <Alert color="yellow" icon={<IconLock aria-hidden />} title="No podés ver esta conversación">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button component={Link} to={PATHS.messages()} size="xs" variant="light" color="yellow">
            Ir a mis mensajes
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <ErrorAlert
      title="No pudimos cargar la conversación"
      message={errorMessage(error, 'Probá de nuevo en unos segundos.')}
      onRetry={onRetry}
    />
  );
}

function ThreadSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Cargando la conversación" role="status">
      {[60, 45, 70].map((w, i) => (
        <Skeleton key={i} height={72} width={`${w}%`} radius="lg" ml={i % 2 ? 'auto' : 0} />
      ))}
    </Stack>
  );
}
