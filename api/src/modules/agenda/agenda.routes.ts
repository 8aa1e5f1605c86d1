import type { FastifyInstance } from 'fastify';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import { routes, type RouteDeps } from '../../http/route';
import { afterAnswer } from '../../plugins/after-answer';
import type { UserRow } from '../users/users.tables';
import {
  cancelEvent,
  createEvent,
  eventFor,
  eventOwner,
  listEvents,
  sendAppointmentMails,
  upcomingEvents,
  updateEvent,
  type AgendaDeps,
} from './agenda.service';

export type AgendaRouteDeps = RouteDeps<UserRow> & AgendaDeps;

/** The calendar (spec §7): everyone sees busy hours; bookings, changes and cancellations. */
export function agendaRoutes(deps: AgendaRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, optionalCaller } = routes(app, deps);

    const mailAfterAnswer = (
      request: { log: FastifyInstance['log'] },
      event: Parameters<typeof sendAppointmentMails>[1],
      kind: Parameters<typeof sendAppointmentMails>[2],
      before?: Parameters<typeof sendAppointmentMails>[3],
    ) =>
      afterAnswer(request.log, `appointment ${kind} mails`, () =>
        sendAppointmentMails(deps, event, kind, before),
      );

    route(api.list, async (request) => ({
      calendar: await listEvents(deps, await optionalCaller(request), request.query),
    }));

    route(api.upcoming, async (request, _reply, me) => upcomingEvents(deps, me, request.params.id));

    route(api.create, async (request, _reply, me) => {
      const event = await createEvent(deps, me, request.body);
      mailAfterAnswer(request, event, 'booked');
      return { msg: AGENDA_MSG.booked, calendar: eventFor(me, event) };
    });

    route(api.update, async (request, _reply, me) => {
      const { event, moved } = await updateEvent(deps, request.params.id, request.body);
      // Only a new time is news for the client: a change of title or color is not mailed.
      if (moved) mailAfterAnswer(request, event, 'moved', moved);
      const told = moved && (event.email || event.userId);
      return {
        msg: told ? AGENDA_MSG.movedNotified : AGENDA_MSG.updated,
        calendar: eventFor(me, event),
      };
    });

    route(
      api.remove,
      async (request, _reply, me) => {
        const event = await cancelEvent(deps, me, request.params.id);
        mailAfterAnswer(request, event, 'cancelled');
        return {
          msg:
            event.purchaseId && me.type !== 'admin'
              ? AGENDA_MSG.cancelledCredit
              : AGENDA_MSG.cancelled,
          calendar: await listEvents(deps, me, {}),
        };
      },
      { owner: (request) => eventOwner(deps.db, request.params.id), notFound: AGENDA_MSG.notFound },
    );
  };
}
