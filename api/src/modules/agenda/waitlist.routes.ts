import type { FastifyInstance } from 'fastify';
import { agendaEndpoints as api } from '@contract/endpoints/agenda';
import { WAITLIST_MSG } from '@contract/waitlist';
import { routes, type RouteDeps } from '../../http/route';
import type { UserRow } from '../users/users.tables';
import { eventAnswer, type AgendaDeps, type EventRow } from './agenda.service';
import { claimOffer, offerOwner, slotOffer } from './waitlist-offers';
import { joinWaitlist, leaveWaitlist, waitlistForHer, waitlistStatus } from './waitlist.service';

/**
 * The waiting list (issue 34): a client joins or leaves it and reserves a slot offered to
 * them; she sees who waits. A reservation is a booking: its mails and push as any other.
 */
export function registerWaitlistRoutes(
  app: FastifyInstance,
  deps: RouteDeps<UserRow> & AgendaDeps,
  afterBooking: (request: { log: FastifyInstance['log'] }, me: UserRow, event: EventRow) => void,
) {
  const { route } = routes(app, deps);
  const ownOffer = {
    owner: (request: { params: { id: string } }) => offerOwner(deps, request.params.id),
    notFound: WAITLIST_MSG.offerNotFound,
  };

  route(api.waitlistStatus, async (_request, _reply, me) => waitlistStatus(deps, me));
  route(api.joinWaitlist, async (_request, _reply, me) => ({
    message: WAITLIST_MSG.joined,
    estado: await joinWaitlist(deps, me),
  }));
  route(api.leaveWaitlist, async (_request, _reply, me) => ({
    message: WAITLIST_MSG.left,
    estado: await leaveWaitlist(deps, me),
  }));
  route(api.waitlist, async () => ({ espera: await waitlistForHer(deps.db, deps.clock.now()) }));
  route(
    api.slotOffer,
    async (request) => ({ oferta: await slotOffer(deps, request.params.id) }),
    ownOffer,
  );
  route(api.claimSlotOffer, async (request, _reply, me) => {
    const event = await claimOffer(deps, me, request.params.id);
    afterBooking(request, me, event);
    return { msg: WAITLIST_MSG.claimed, calendar: await eventAnswer(deps, me, event) };
  });
}
