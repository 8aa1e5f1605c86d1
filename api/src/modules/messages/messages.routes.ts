import type { FastifyInstance } from 'fastify';
import { messagesEndpoints as api } from '@contract/endpoints/messages';
import { MESSAGES_MSG } from '@contract/messages';
import { routes, type RouteDeps } from '../../http/route';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import {
  conversation,
  deleteMessage,
  messageOwner,
  readMessage,
  sendMessage,
  sentBy,
  unreadCount,
  type MessagesDeps,
} from './messages.service';
import type { UserRow } from '../users/users.tables';

/** Messages (spec §7, DECISIONS §5): each client's conversation with the nutritionist. */
export function messagesRoutes(deps: RouteDeps<UserRow> & MessagesDeps & AfterAnswerDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const byId = {
      owner: (request: { params: { id: string } }) => messageOwner(deps.db, request.params.id),
      notFound: MESSAGES_MSG.notFound,
    };

    route(api.send, async (request, _reply, me) => {
      const { row, sendNotice } = await sendMessage(deps, me, request.body);
      deps.afterAnswer(request.log, 'message notice', sendNotice);
      return { msg: MESSAGES_MSG.sent, mensaje: await readMessage(deps, me, row.id) };
    });

    route(
      api.read,
      async (request, _reply, me) => ({
        msg: MESSAGES_MSG.list,
        mensaje: await readMessage(deps, me, request.params.id),
      }),
      byId,
    );

    route(api.sent, async (request) => ({
      msg: MESSAGES_MSG.list,
      mensajesEnviados: await sentBy(deps, request.params.id),
    }));

    route(api.byUser, async (request) => ({
      msg: MESSAGES_MSG.list,
      mensajes: await conversation(deps, request.params.id),
    }));

    route(api.unread, async (request, _reply, me) => ({ count: await unreadCount(deps, me) }));

    route(
      api.remove,
      async (request, _reply, me) => {
        await deleteMessage(deps, me, request.params.id);
        return { message: MESSAGES_MSG.deleted };
      },
      byId,
    );
  };
}
