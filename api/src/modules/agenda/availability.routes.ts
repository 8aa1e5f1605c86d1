import type { FastifyInstance } from 'fastify';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import { routes, type RouteDeps } from '../../http/route';
import type { ReadCache } from '../../cache/read-cache';
import type { UserRow } from '../users/users.tables';
import {
  addDayOff,
  availabilityOverview,
  listFreeSlots,
  removeDayOff,
  saveSettings,
  setHolidayOpen,
  type AvailabilityDeps,
} from './availability';

/**
 * Her availability (issue 20): the free slots for everyone, and the settings, days off and
 * holidays she edits in the Agenda. Every change answers the overview as it now is.
 */
export function registerAvailabilityRoutes(
  app: FastifyInstance,
  deps: RouteDeps<UserRow> & AvailabilityDeps & { freeSlots: ReadCache; pages: ReadCache },
) {
  const { route } = routes(app, deps);
  const saved = async (msg: string) => {
    // Contacto's hours and the delivery promise on the pages follow her availability.
    deps.pages.invalidate();
    return { msg, ...(await availabilityOverview(deps)) };
  };

  // Every visitor of the Turnos page asks this, and its rule costs ~2 ms of CPU a week
  // (Montevideo time through Intl): the answer is kept per range, emptied by every agenda
  // write, and refreshed in the background. A slot may so stay offered up to a minute past
  // its notice; the booking itself is checked against the rule at that moment.
  route(api.availability, async (request, reply) => {
    const { desde, hasta } = request.query;
    const body = await deps.freeSlots.read(
      `${desde}:${hasta}`,
      async () =>
        JSON.stringify(
          api.availability.response.parse({ slots: await listFreeSlots(deps, request.query) }),
        ),
      { log: request.log },
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  route(api.availabilitySettings, async () => availabilityOverview(deps));

  route(api.saveAvailabilitySettings, async (request) => {
    await saveSettings(deps.db, request.body, deps.clock.now());
    return saved(AGENDA_MSG.availabilitySaved);
  });

  route(api.addDayOff, async (request) => {
    await addDayOff(deps, request.body);
    return saved(AGENDA_MSG.dayOffAdded);
  });

  route(api.removeDayOff, async (request) => {
    await removeDayOff(deps.db, request.params.id);
    return saved(AGENDA_MSG.dayOffRemoved);
  });

  route(api.openHoliday, async (request) => {
    await setHolidayOpen(deps, request.params.day, true);
    return saved(AGENDA_MSG.holidayOpened);
  });

  route(api.blockHoliday, async (request) => {
    await setHolidayOpen(deps, request.params.day, false);
    return saved(AGENDA_MSG.holidayBlocked);
  });
}
