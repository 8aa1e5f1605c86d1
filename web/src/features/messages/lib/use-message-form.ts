import { MESSAGES_MSG, ZSendMessageSchema, type TMessage } from '@contract/messages';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSendMessage } from '../api/send-message';

export interface MessageValues extends Record<string, unknown> {
  title: string;
  message: string;
  /** The client, when the admin writes; '' for a client (they always write to her). */
  to: string;
}

/**
 * A message form (the 'Nuevo Mensaje' dialog and the reply box), checked with the
 * contract's schema, so it refuses what the server would, in the same words.
 */
export function useMessageForm({
  title = '',
  to = '',
  needsRecipient = false,
  onSent,
}: {
  title?: string;
  to?: string;
  /** The admin's new message: she has to pick the client. */
  needsRecipient?: boolean;
  onSent: (message: TMessage) => void;
}) {
  const send = useSendMessage();
  const payload = (v: MessageValues) => ({
    title: v.title,
    message: v.message,
    ...(v.to ? { to: v.to } : {}),
  });
  return useSchemaForm({
    schema: ZSendMessageSchema,
    initialValues: { title, message: '', to } satisfies MessageValues,
    toPayload: payload,
    extraChecks: (v) => (needsRecipient && !v.to ? { to: MESSAGES_MSG.recipient } : {}),
    save: (v) => send.mutateAsync(payload(v)),
    success: (answer) => answer.msg,
    failed: 'No pudimos enviar el mensaje',
    onSaved: (answer) => onSent(answer.mensaje),
  });
}
