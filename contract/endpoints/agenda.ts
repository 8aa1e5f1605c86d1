import {
  ZCalendarAnswerSchema,
  ZCalendarQuerySchema,
  ZEventDeletedSchema,
  ZEventSavedSchema,
  ZEventUpdateSchema,
  ZNewEventSchema,
  ZUpcomingAnswerSchema,
} from '../agenda';
import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';

/** The agenda (spec §7 calendar): busy hours for everyone, details for the owner and the admin. */
export const agendaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/calendar',
    operationId: 'listCalendarEvents',
    summary: 'Lista los turnos de la agenda',
    access: 'public',
    tag: 'agenda',
    query: ZCalendarQuerySchema,
    response: ZCalendarAnswerSchema,
  }),
  /** Beyond spec §7: a client's coming appointments, for their profile (and the admin's view of it). */
  upcoming: endpoint({
    method: 'GET',
    path: '/calendar/user/:id',
    operationId: 'listUpcomingAppointments',
    summary: 'Lista los próximos turnos de un cliente',
    access: 'self-or-admin',
    tag: 'agenda',
    params: ZIdParamsSchema,
    response: ZUpcomingAnswerSchema,
  }),
  /** A client books with an unused paid 'Turno Presencial'; the admin books anything free. */
  create: endpoint({
    method: 'POST',
    path: '/new-calendar',
    operationId: 'createCalendarEvent',
    summary: 'Reserva un turno',
    access: 'user',
    tag: 'agenda',
    body: ZNewEventSchema,
    response: ZEventSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/calendar/:id',
    operationId: 'updateCalendarEvent',
    summary: 'Modifica un turno',
    access: 'admin',
    tag: 'agenda',
    params: ZIdParamsSchema,
    body: ZEventUpdateSchema,
    response: ZEventSavedSchema,
  }),
  /** The admin any time; a client their own booking up to 24 hours before. */
  remove: endpoint({
    method: 'DELETE',
    path: '/calendar/:id',
    operationId: 'deleteCalendarEvent',
    summary: 'Cancela un turno',
    access: 'owner-or-admin',
    tag: 'agenda',
    params: ZIdParamsSchema,
    response: ZEventDeletedSchema,
  }),
};
