import type { FastifyInstance } from 'fastify';
import { markAttendance } from './attendance';
import { AGENDA_MSG, CLIENT_MOVES_PER_DAY } from '@contract/agenda-slots';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import type { TCalendarQuery } from '@contract/agenda';
import { routes, type RouteDeps } from '../../http/route';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import { notFound, tooManyRequests } from '../../http/http-error';
import { dailyAllowance } from '../../plugins/rate-limiter';
import type { ReadCache } from '../../cache/read-cache';
import type { UserRow } from '../users/users.tables';
import { PUSH_TEXTS } from '../push';
import {
  eventAnswer,
  eventOwner,
  listEvents,
  upcomingEvents,
  type AgendaDeps,
} from './agenda.service';
import { sendAppointmentMails } from './appointment-mails';
import { cancelEvent, createEvent, updateEvent } from './appointments.service';
import { registerAvailabilityRoutes } from './availability.routes';
import { agendaFeed, feedStatus, feedTokenValid, rotateFeedToken } from './feed';
import { slotFreed } from './waitlist-offers';
import { registerWaitlistRoutes } from './waitlist.routes';

export type AgendaRouteDeps = RouteDeps<UserRow> &
  AgendaDeps &
  AfterAnswerDeps & {
    /**
     * A visitor's answers (busy hours only), emptied by every agenda write here and, through
     * the change bus, on the other servers.
     */
    cache: ReadCache;
    /** The rendered pages' cache: Contacto shows her hours, so a change of them empties it. */
    pages: ReadCache;
  };

/**
 * The cache key of a visitor's calendar range: the instants themselves, so two spellings of
 * one instant share an entry. None without both ends: the default range moves with the clock.
 */
function rangeKey(q: TCalendarQuery): string | undefined {
  if (!q.from || !q.to) return undefined;
  return `calendar:${Date.parse(q.from)}:${Date.parse(q.to)}`;
}

/** The calendar (spec §7): everyone sees busy hours; bookings, changes and cancellations. */
export function agendaRoutes(deps: AgendaRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, optionalCaller } = routes(app, deps);
    // Each move mails the client and her: a few a day per appointment, then she is asked.
    const clientMoves = dailyAllowance(app, CLIENT_MOVES_PER_DAY);

    const mailAfterAnswer = (
      request: { log: FastifyInstance['log'] },
      event: Parameters<typeof sendAppointmentMails>[1],
      kind: Parameters<typeof sendAppointmentMails>[2],
      before?: Parameters<typeof sendAppointmentMails>[3],
      movedBy?: Parameters<typeof sendAppointmentMails>[4],
    ) =>
      deps.afterAnswer(request.log, `appointment ${kind} mails`, () =>
        sendAppointmentMails(deps, event, kind, before, movedBy),
      );

    // Before the answer leaves (not after, as onResponse would): whoever reads it and asks
    // again at once (a client who just booked, her calendar) finds the cache emptied.
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) deps.cache.invalidate();
    });

    registerAvailabilityRoutes(app, {
      ...deps,
      // What anyone may book depends on the clock too: never served long past its TTL.
      freeSlots: deps.cache.derive('availability', { maxStaleMs: 30_000 }),
    });

    // The public Turnos page asks this for every visitor and every week shown: their answer
    // is the same for all of them (busy hours, nothing personal), so it is made once per
    // range and kept serialized. A signed-in viewer (their own appointments in full, all of
    // them for the admin) is always answered from the database, never from that cache.
    route(api.list, async (request, reply) => {
      const viewer = await optionalCaller(request);
      const key = rangeKey(request.query);
      if (viewer || !key) return { calendar: await listEvents(deps, viewer, request.query) };
      const body = await deps.cache.read(
        key,
        async () =>
          JSON.stringify(
            api.list.response.parse({ calendar: await listEvents(deps, null, request.query) }),
          ),
        { log: request.log },
      );
      return reply.type('application/json; charset=utf-8').send(body);
    });

    route(api.upcoming, async (request, _reply, me) => upcomingEvents(deps, me, request.params.id));

    /** A booking's mails, and its push to her (one she made herself needs no telling). */
    const afterBooking = (
      request: { log: FastifyInstance['log'] },
      me: UserRow,
      event: Parameters<typeof sendAppointmentMails>[1],
    ) => {
      mailAfterAnswer(request, event, 'booked');
      if (me.type !== 'admin' && deps.push) {
        const push = deps.push;
        deps.afterAnswer(request.log, 'booking push', () =>
          push.toAdmins(`booked:${event.id}`, PUSH_TEXTS.booked(me.name, event.start)),
        );
      }
    };

    route(api.create, async (request, _reply, me) => {
      const event = await createEvent(deps, me, request.body);
      afterBooking(request, me, event);
      return { msg: AGENDA_MSG.booked, calendar: await eventAnswer(deps, me, event) };
    });

    registerWaitlistRoutes(app, deps, afterBooking);

    // The admin changes anything; the client who owns it only its time (a reschedule).
    route(
      api.update,
      async (request, _reply, me) => {
        const byClient = me.type !== 'admin';
        const movesTime = request.body.start !== undefined || request.body.end !== undefined;
        if (byClient && movesTime && !(await clientMoves(request, `move:${request.params.id}`)))
          throw tooManyRequests(AGENDA_MSG.tooManyMoves);
        const { event, moved } = await updateEvent(deps, me, request.params.id, request.body);
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
          calendar: await eventAnswer(deps, me, event),
        };
      },
      { owner: (request) => eventOwner(deps.db, request.params.id), notFound: AGENDA_MSG.notFound },
    );

    route(
      api.remove,
      async (request, _reply, me) => {
        const event = await cancelEvent(deps, me, request.params.id);
        mailAfterAnswer(request, event, 'cancelled');
        // Its slot goes to the first person of the waiting list, held before the answer
        // (and the cache emptied with it), told after it; the job catches up if this fails.
        const offer = await slotFreed(deps, event).catch((err: unknown) => {
          request.log.error({ err }, 'waiting list: offering a freed slot failed');
          return null;
        });
        if (offer) deps.afterAnswer(request.log, 'waiting list offer', offer);
        return {
          msg:
            event.creditId && me.type !== 'admin'
              ? AGENDA_MSG.cancelledCredit
              : AGENDA_MSG.cancelled,
          calendar: await listEvents(deps, me, {}),
        };
      },
      { owner: (request) => eventOwner(deps.db, request.params.id), notFound: AGENDA_MSG.notFound },
    );

    route(api.attendance, async (request, _reply, me) => {
      const event = await markAttendance(deps, request.params.id, request.body.asistencia);
      return { msg: AGENDA_MSG.attendanceSaved, calendar: await eventAnswer(deps, me, event) };
    });

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
