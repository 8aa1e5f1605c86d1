import {
  ZCalendarAnswerSchema,
  ZCalendarQuerySchema,
  ZEventDeletedSchema,
  ZEventSavedSchema,
  ZEventUpdateSchema,
  ZNewEventSchema,
} from '../agenda';
import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';

/** The agenda (spec §7 calendar): busy hours for everyone, details for the owner and the admin. */
export const agendaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/calendar',
    access: 'public',
    tag: 'agenda',
    query: ZCalendarQuerySchema,
    response: ZCalendarAnswerSchema,
  }),
  /** A client books with an unused paid 'Turno Presencial'; the admin books anything free. */
  create: endpoint({
    method: 'POST',
    path: '/new-calendar',
    access: 'user',
    tag: 'agenda',
    body: ZNewEventSchema,
    response: ZEventSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/calendar/:id',
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
    access: 'owner-or-admin',
    tag: 'agenda',
    params: ZIdParamsSchema,
    response: ZEventDeletedSchema,
  }),
};
