import type { FastifyInstance } from 'fastify';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import { routes, type RouteDeps } from '../../http/route';
import { afterAnswer } from '../../plugins/after-answer';
import { notFound } from '../../plugins/http-error';
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
import { registerAvailabilityRoutes } from './availability.routes';
import { agendaFeed, feedStatus, feedTokenValid, rotateFeedToken } from './feed';

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
      movedBy?: Parameters<typeof sendAppointmentMails>[4],
    ) =>
      afterAnswer(request.log, `appointment ${kind} mails`, () =>
        sendAppointmentMails(deps, event, kind, before, movedBy),
      );

    registerAvailabilityRoutes(app, deps);

    route(api.list, async (request) => ({
      calendar: await listEvents(deps, await optionalCaller(request), request.query),
    }));

    route(api.upcoming, async (request, _reply, me) => upcomingEvents(deps, me, request.params.id));

    route(api.create, async (request, _reply, me) => {
      const event = await createEvent(deps, me, request.body);
      mailAfterAnswer(request, event, 'booked');
      return { msg: AGENDA_MSG.booked, calendar: eventFor(me, event) };
    });

    // The admin changes anything; the client who owns it only its time (a reschedule).
    route(
      api.update,
      async (request, _reply, me) => {
        const { event, moved } = await updateEvent(deps, me, request.params.id, request.body);
        const byClient = me.type !== 'admin';
        // Only a new time is news for the client: a change of title or color is not mailed.
        if (moved) mailAfterAnswer(request, event, 'moved', moved, byClient ? 'client' : 'admin');
        const told = moved && (event.email || event.userId);
        return {
          msg: byClient
            ? moved
              ? AGENDA_MSG.rescheduled
              : AGENDA_MSG.updated
            : told
              ? AGENDA_MSG.movedNotified
              : AGENDA_MSG.updated,
          calendar: eventFor(me, event),
        };
      },
      { owner: (request) => eventOwner(deps.db, request.params.id), notFound: AGENDA_MSG.notFound },
    );

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

    // Her calendar feed: the token is the key; anything else is a page that does not exist.
    route(api.feed, async (request, reply) => {
      if (!(await feedTokenValid(deps.db, request.query.token)))
        throw notFound(AGENDA_MSG.feedNotFound);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .header('cache-control', 'private, no-store')
        .send(await agendaFeed(deps));
    });

    route(api.feedStatus, async () => feedStatus(deps.db));

    route(api.feedToken, async () => ({
      msg: AGENDA_MSG.feedTokenCreated,
      ...(await rotateFeedToken(deps)),
    }));
  };
}
