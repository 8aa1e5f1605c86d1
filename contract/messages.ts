import { z } from 'zod';
import { ZIdSchema } from './common';

/**
 * Messages (spec §3 Message; DECISIONS §5): each client's private conversation with the
 * nutritionist. Plain text only: nothing a message carries is ever rendered as HTML.
 */
export const MESSAGE_STATES = ['Nuevo', 'Leido'] as const;
export const MESSAGE_LIMITS = { title: 120, message: 5000, preview: 30 } as const;

export const MESSAGES_MSG = {
  sent: 'Mensaje enviado',
  title: 'Escribí un título',
  message: 'Escribí tu mensaje',
  recipient: 'Elegí a qué cliente le escribís',
  clientNotFound: 'No encontramos ese cliente',
  notFound: 'No encontramos ese mensaje',
  deleted: 'Mensaje eliminado',
  onlyOwn: 'Solo podés eliminar los mensajes que escribiste vos',
  list: 'Mensajes',
} as const;

/** POST sendmensaje/: `to` (the client) from the admin only; a client always writes to her. */
export const ZSendMessageSchema = z.object({
  title: z
    .string({ error: MESSAGES_MSG.title })
    .trim()
    .min(1, { error: MESSAGES_MSG.title })
    .max(MESSAGE_LIMITS.title, {
      error: `El título puede tener hasta ${MESSAGE_LIMITS.title} caracteres`,
    }),
  message: z
    .string({ error: MESSAGES_MSG.message })
    .trim()
    .min(1, { error: MESSAGES_MSG.message })
    .max(MESSAGE_LIMITS.message, {
      error: `El mensaje puede tener hasta ${MESSAGE_LIMITS.message} caracteres`,
    }),
  to: ZIdSchema.optional(),
});
export type TSendMessage = z.input<typeof ZSendMessageSchema>;

/** Message of spec §3: `from` is the writer's id, `name` and `avatar` the writer's. */
export const ZMessageSchema = z.object({
  _id: z.string(),
  /** The client whose conversation this is. */
  clientId: z.string(),
  from: z.string().nullable(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  message: z.string(),
  state: z.enum(MESSAGE_STATES),
  createAt: z.string(),
  /** Written by the nutritionist (else by the client). */
  fromAdmin: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZMessageAnswerSchema = z.object({ msg: z.string(), mensaje: ZMessageSchema });
export const ZMessagesAnswerSchema = z.object({
  msg: z.string(),
  mensajes: z.array(ZMessageSchema),
});
export const ZSentMessagesAnswerSchema = z.object({
  msg: z.string(),
  mensajesEnviados: z.array(ZMessageSchema),
});
export const ZUnreadAnswerSchema = z.object({ count: z.number() });
