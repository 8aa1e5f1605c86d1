import type { FastifyInstance } from 'fastify';
import { practiceEndpoints as api } from '@contract/endpoints/practice';
import { PRACTICE_MSG } from '@contract/practice';
import type { Config } from '../../config';
import { routes, type RouteDeps } from '../../http/route';
import type { ReadCache } from '../../cache/read-cache';
import type { UserRow } from '../users/users.tables';
import {
  getPractice,
  practiceToApi,
  updatePractice,
  type PracticeDeps,
  type WeeklyHoursSource,
} from './practice.service';
import { deliveryPromise, loadWorkCalendar } from './work-calendar';

/**
 * The practice (DECISIONS §9): her public identity and the consulting room. `cache` is
 * the pages' cache (site.routes.ts): Quien Soy, Turnos Presenciales and Contacto show
 * this, so a save empties it as a catalog write does. `weeklyHours` reads her hours from
 * the Agenda (app.ts hands it over: the practice may not import the agenda).
 */
export function practiceRoutes(
  deps: PracticeDeps &
    RouteDeps<UserRow> & {
      cache: ReadCache;
      config: Pick<Config, 'contact'>;
      weeklyHours: WeeklyHoursSource;
    },
) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);

    const whatsApp = deps.config.contact.whatsApp;
    const hours = deps.weeklyHours;
    route(api.get, async () => {
      const [p, weeklyHours] = await Promise.all([getPractice(deps.db), hours()]);
      return { consultorio: practiceToApi(p, whatsApp, weeklyHours) };
    });

    formRoute(api.update, async (_request, _reply, { fields, uploads }) => {
      const saved = await updatePractice(deps, fields, uploads);
      deps.cache.invalidate();
      const consultorio = practiceToApi(saved, whatsApp, await hours());
      return { message: PRACTICE_MSG.saved, consultorio };
    });

    route(api.deliveryPromise, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deliveryPromise(await loadWorkCalendar(deps.db), deps.clock.now());
    });
  };
}
