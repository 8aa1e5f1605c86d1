import { ZIdParamsSchema, ZMessageSchema as ZPlainMessageSchema } from '../common';
import {
  ZMessageAnswerSchema,
  ZMessagesAnswerSchema,
  ZSendMessageSchema,
  ZSentMessagesAnswerSchema,
  ZUnreadAnswerSchema,
} from '../messages';
import { endpoint } from '../endpoint';

/** Messages (spec §7): a client's own conversation; the admin reads and answers every one. */
export const messagesEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/sendmensaje',
    operationId: 'sendMessage',
    summary: 'Envía un mensaje',
    access: 'user',
    tag: 'messages',
    body: ZSendMessageSchema,
    response: ZMessageAnswerSchema,
  }),
  /** Reading a message marks it 'Leido' when the reader is its recipient. */
  read: endpoint({
    method: 'GET',
    path: '/mensaje/:id',
    operationId: 'getMessage',
    summary: 'Devuelve un mensaje y lo marca como leído',
    access: 'owner-or-admin',
    tag: 'messages',
    params: ZIdParamsSchema,
    response: ZMessageAnswerSchema,
  }),
  sent: endpoint({
    method: 'GET',
    path: '/mensajes-enviados/:id',
    operationId: 'listSentMessages',
    summary: 'Lista los mensajes que envió una cuenta',
    access: 'self-or-admin',
    tag: 'messages',
    params: ZIdParamsSchema,
    response: ZSentMessagesAnswerSchema,
  }),
  /** A client's whole conversation; for the admin's own id, every conversation. */
  byUser: endpoint({
    method: 'GET',
    path: '/getMessagesByUserId/:id',
    operationId: 'listMessagesByUser',
    summary: 'Lista la conversación de un cliente',
    access: 'self-or-admin',
    tag: 'messages',
    params: ZIdParamsSchema,
    response: ZMessagesAnswerSchema,
  }),
  /** Beyond spec §7: how many messages wait for the caller (the top bar's badge). */
  unread: endpoint({
    method: 'GET',
    path: '/mensajes/no-leidos',
    operationId: 'countUnreadMessages',
    summary: 'Cuenta los mensajes sin leer',
    access: 'user',
    tag: 'messages',
    response: ZUnreadAnswerSchema,
  }),
  /** Beyond spec §7 (the list's delete action): the writer or the admin. */
  remove: endpoint({
    method: 'DELETE',
    path: '/mensaje/:id',
    operationId: 'deleteMessage',
    summary: 'Elimina un mensaje',
    access: 'owner-or-admin',
    tag: 'messages',
    params: ZIdParamsSchema,
    response: ZPlainMessageSchema,
  }),
};
