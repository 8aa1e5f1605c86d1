import type { FastifyInstance } from 'fastify';
import { usersEndpoints as api } from '@contract/endpoints/users';
import { routes, type RouteDeps } from '../../http/route';
import { USERS_MSG } from '@contract/users';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import type { UserRow } from './users.tables';
import {
  createUserByAdmin,
  deleteUser,
  getUser,
  listUsers,
  apiUser,
  toApiUser,
  updateUser,
  type UsersDeps,
} from './users.service';

export function usersRoutes(deps: UsersDeps & RouteDeps<UserRow> & AfterAnswerDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);

    route(api.list, async (request) => listUsers(deps, request.query));

    route(api.get, async (request) => ({
      user: toApiUser(await getUser(deps, request.params.id), deps.clock.now()),
    }));

    formRoute(api.create, async (_request, _reply, { fields, uploads }) => {
      const user = await createUserByAdmin(deps, fields, uploads);
      return { message: USERS_MSG.created, user: await apiUser(deps, user) };
    });

    formRoute(api.update, async (request, _reply, { fields, uploads }) => {
      const user = await updateUser(deps, request.params.id, fields, uploads);
      return { message: USERS_MSG.updated, user: await apiUser(deps, user) };
    });

    route(api.remove, async (request, _reply, me) => {
      const owed = await deleteUser(deps, me, request.params.id);
      for (const then of owed) deps.afterAnswer(request.log, 'erasure mails', then);
      const page = await listUsers(deps, { page: 1, pageSize: 20 });
      return { message: USERS_MSG.deleted, users: page.users };
    });
  };
}
