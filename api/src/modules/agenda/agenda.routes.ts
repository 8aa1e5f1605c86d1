import type { FastifyInstance } from 'fastify';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import { routes, type RouteDeps } from '../../http/route';
import { afterAnswer } from '../../plugins/after-answer';
import { runPeriodically } from '../../plugins/periodic';
import { optionalViewer, viewer } from '../auth';
import {
  appointmentMails,
  cancelEvent,
  createEvent,
  eventFor,
  eventOwner,
  listEvents,
  sendDueReminders,
  updateEvent,
  type AgendaDeps,
} from './agenda.service';

export type AgendaRouteDeps = RouteDeps & AgendaDeps;

const REMINDER_SWEEP_MS = 60_000;

/** The calendar (spec §7): everyone sees busy hours; bookings, changes and cancellations. */
export function agendaRoutes(deps: AgendaRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    const mailAfterAnswer = (
      request: { log: FastifyInstance['log'] },
      event: Parameters<typeof appointmentMails>[1],
      kind: 'booked' | 'cancelled',
    ) =>
      afterAnswer(request.log, `appointment ${kind} mails`, async () => {
        for (const mail of await appointmentMails(deps, event, kind)) await deps.mailer.send(mail);
      });

    route(api.list, async (request) => ({
      calendar: await listEvents(deps, await optionalViewer(deps, request), request.query),
    }));

    route(api.create, async (request) => {
      const me = viewer(request);
      const event = await createEvent(deps, me, request.body);
      mailAfterAnswer(request, event, 'booked');
      return { msg: AGENDA_MSG.booked, calendar: eventFor(me, event) };
    });

    route(api.update, async (request) => {
      const event = await updateEvent(deps, request.params.id, request.body);
      return { msg: AGENDA_MSG.updated, calendar: eventFor(viewer(request), event) };
    });

    route(
      api.remove,
      async (request) => {
        const me = viewer(request);
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

    // Reminders live in the database (reminder_sent_at): a sweep a minute finds those due,
    // including any that fell due while the server was down.
    runPeriodically(app, 'reminders', REMINDER_SWEEP_MS, () => sendDueReminders(deps));
  };
}
