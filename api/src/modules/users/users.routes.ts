import type { FastifyInstance } from 'fastify';
import { usersEndpoints as api } from '@contract/endpoints/users';
import { routes } from '../../http/route';
import { viewer } from '../auth';
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

export function usersRoutes(deps: UsersDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);

    route(api.list, async (request) => listUsers(deps, request.query));

    route(api.get, async (request) => ({
      user: toApiUser(await getUser(deps, request.params.id)),
    }));

    formRoute(api.create, async (_request, _reply, { fields, uploads }) => {
      const user = await createUserByAdmin(deps, fields, uploads);
      return { message: 'Usuario creado', user: await apiUser(deps.db, user) };
    });

    formRoute(api.update, async (request, _reply, { fields, uploads }) => {
      const user = await updateUser(deps, request.params.id, fields, uploads);
      return { message: 'Usuario actualizado', user: await apiUser(deps.db, user) };
    });

    route(api.remove, async (request) => {
      await deleteUser(deps, viewer(request), request.params.id);
      const page = await listUsers(deps, { page: 1, pageSize: 20 });
      return { message: 'Usuario eliminado', users: page.users };
    });
  };
}
