import type { FastifyInstance } from 'fastify';
import { pushEndpoints as api } from '@contract/endpoints/push';
import { MSG } from '@contract/common-text';
import { PUSH_MSG } from '@contract/push';
import { routes, type RouteDeps } from '../../http/route';
import { unauthorized } from '../../http/http-error';
import { sessionIdOf } from '../auth';
import type { UserRow } from '../users/users.tables';
import { deviceOwner, listDevices, removeDevice, subscribe, type PushDeps } from './push.service';

/** Web Push (issue 32): a person's own devices, in Mi perfil. */
export function pushRoutes(deps: RouteDeps<UserRow> & Omit<PushDeps, 'log'>) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    route(api.devices, async (_request, _reply, me) => ({
      publicKey: deps.vapid.publicKey,
      devices: await listDevices(deps, me.id),
    }));

    route(api.subscribe, async (request, _reply, me) => {
      const sessionId = await sessionIdOf(deps.db, request);
      if (!sessionId) throw unauthorized(MSG.unauthenticated);
      const device = await subscribe(
        deps,
        me,
        sessionId,
        request.body,
        request.headers['user-agent'],
      );
      return { message: PUSH_MSG.subscribed, device };
    });

    route(
      api.remove,
      async (request) => {
        await removeDevice(deps, request.params.id);
        return { message: PUSH_MSG.removed };
      },
      {
        owner: (request: { params: { id: string } }) => deviceOwner(deps.db, request.params.id),
        notFound: PUSH_MSG.notFound,
      },
    );
  };
}
