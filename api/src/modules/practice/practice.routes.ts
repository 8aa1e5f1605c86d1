import type { FastifyInstance } from 'fastify';
import { practiceEndpoints as api } from '@contract/endpoints/practice';
import { PRACTICE_MSG } from '@contract/practice';
import type { Config } from '../../config';
import { routes, type RouteDeps } from '../../http/route';
import type { ReadCache } from '../../cache/read-cache';
import type { UserRow } from '../users/users.tables';
import { getPractice, practiceToApi, updatePractice, type PracticeDeps } from './practice.service';

/**
 * The practice (DECISIONS §9): her public identity and the consulting room. `cache` is
 * the pages' cache (site.routes.ts): Quien Soy, Turnos Presenciales and Contacto show
 * this, so a save empties it as a catalog write does.
 */
export function practiceRoutes(
  deps: PracticeDeps & RouteDeps<UserRow> & { cache: ReadCache; config: Pick<Config, 'contact'> },
) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);

    const whatsApp = deps.config.contact.whatsApp;
    route(api.get, async () => ({
      consultorio: practiceToApi(await getPractice(deps.db), whatsApp),
    }));

    formRoute(api.update, async (_request, _reply, { fields, uploads }) => {
      const saved = await updatePractice(deps, fields, uploads);
      deps.cache.invalidate();
      return { message: PRACTICE_MSG.saved, consultorio: practiceToApi(saved, whatsApp) };
    });
  };
}
