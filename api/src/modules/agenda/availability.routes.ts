import type { FastifyInstance } from 'fastify';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import { routes, type RouteDeps } from '../../http/route';
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
  deps: RouteDeps<UserRow> & AvailabilityDeps,
) {
  const { route } = routes(app, deps);
  const saved = async (msg: string) => ({ msg, ...(await availabilityOverview(deps)) });

  route(api.availability, async (request) => ({
    slots: await listFreeSlots(deps, request.query),
  }));

  route(api.availabilitySettings, async () => availabilityOverview(deps));

  route(api.saveAvailabilitySettings, async (request) => {
    await saveSettings(deps.db, request.body, deps.clock.now());
    return saved(AGENDA_MSG.availabilitySaved);
  });

  route(api.addDayOff, async (request) => {
    await addDayOff(deps.db, request.body);
    return saved(AGENDA_MSG.dayOffAdded);
  });

  route(api.removeDayOff, async (request) => {
    await removeDayOff(deps.db, request.params.id);
    return saved(AGENDA_MSG.dayOffRemoved);
  });

  route(api.openHoliday, async (request) => {
    await setHolidayOpen(deps.db, request.params.day, true);
    return saved(AGENDA_MSG.holidayOpened);
  });

  route(api.blockHoliday, async (request) => {
    await setHolidayOpen(deps.db, request.params.day, false);
    return saved(AGENDA_MSG.holidayBlocked);
  });
}
