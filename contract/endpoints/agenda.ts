import {
  ZAvailabilityAnswerSchema,
  ZAvailabilityOverviewSchema,
  ZAvailabilityQuerySchema,
  ZAvailabilitySavedSchema,
  ZAvailabilitySettingsSchema,
  ZDayOffInputSchema,
  ZDayParamsSchema,
  ZCalendarAnswerSchema,
  ZCalendarQuerySchema,
  ZEventDeletedSchema,
  ZEventSavedSchema,
  ZEventUpdateSchema,
  ZFeedQuerySchema,
  ZFeedRotateSchema,
  ZFeedStatusSchema,
  ZFeedTokenAnswerSchema,
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
  /** The admin changes anything; the client who owns it only its time, up to 24 hours before. */
  update: endpoint({
    method: 'PUT',
    path: '/calendar/:id',
    operationId: 'updateCalendarEvent',
    summary: 'Modifica o cambia de horario un turno',
    access: 'owner-or-admin',
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
  /**
   * Beyond spec §7 (issue 20): her agenda as an iCalendar feed her phone subscribes to.
   * Public: the token in the URL is the key; a wrong or missing one answers 404.
   */
  feed: endpoint({
    method: 'GET',
    path: '/agenda.ics',
    operationId: 'getAgendaFeed',
    summary: 'Calendario de la agenda para suscribirse',
    access: 'public',
    tag: 'agenda',
    query: ZFeedQuerySchema,
    raw: ['text/calendar'],
  }),
  /** Whether her feed link exists (never the token). */
  feedStatus: endpoint({
    method: 'GET',
    path: '/agenda/feed-token',
    operationId: 'getAgendaFeedStatus',
    summary: 'Indica si hay un enlace de calendario',
    access: 'admin',
    tag: 'agenda',
    response: ZFeedStatusSchema,
  }),
  /** Creates or replaces her feed link: the old one stops working at once. */
  feedToken: endpoint({
    method: 'POST',
    path: '/agenda/feed-token',
    operationId: 'rotateAgendaFeedToken',
    summary: 'Genera un enlace de calendario nuevo',
    access: 'admin',
    tag: 'agenda',
    body: ZFeedRotateSchema,
    response: ZFeedTokenAnswerSchema,
  }),
  // Her availability (issue 20, DECISIONS §10): one rule on the server decides what is free.
  /** The free slots of a range of days (at most 62): what every calendar offers a client. */
  availability: endpoint({
    method: 'GET',
    path: '/disponibilidad',
    operationId: 'listFreeSlots',
    summary: 'Lista los horarios libres para reservar',
    access: 'public',
    tag: 'agenda',
    query: ZAvailabilityQuerySchema,
    response: ZAvailabilityAnswerSchema,
  }),
  availabilitySettings: endpoint({
    method: 'GET',
    path: '/agenda/disponibilidad',
    operationId: 'getAvailabilitySettings',
    summary: 'Muestra la disponibilidad: horarios, días libres, feriados y turnos fuera de horario',
    access: 'admin',
    tag: 'agenda',
    response: ZAvailabilityOverviewSchema,
  }),
  /** Changing the hours never moves or cancels an appointment. */
  saveAvailabilitySettings: endpoint({
    method: 'PUT',
    path: '/agenda/disponibilidad',
    operationId: 'saveAvailabilitySettings',
    summary: 'Guarda los horarios de atención y las reglas de reserva',
    access: 'admin',
    tag: 'agenda',
    body: ZAvailabilitySettingsSchema,
    response: ZAvailabilitySavedSchema,
  }),
  addDayOff: endpoint({
    method: 'POST',
    path: '/agenda/dias-libres',
    operationId: 'addDayOff',
    summary: 'Bloquea un día o un rango de días',
    access: 'admin',
    tag: 'agenda',
    body: ZDayOffInputSchema,
    response: ZAvailabilitySavedSchema,
  }),
  removeDayOff: endpoint({
    method: 'DELETE',
    path: '/agenda/dias-libres/:id',
    operationId: 'removeDayOff',
    summary: 'Quita un bloqueo de días libres',
    access: 'admin',
    tag: 'agenda',
    params: ZIdParamsSchema,
    response: ZAvailabilitySavedSchema,
  }),
  /** A day blocked by default (holiday, Carnival, Tourism Week) that she works. */
  openHoliday: endpoint({
    method: 'PUT',
    path: '/agenda/feriados/:day',
    operationId: 'openHoliday',
    summary: 'Abre un feriado bloqueado por defecto',
    access: 'admin',
    tag: 'agenda',
    params: ZDayParamsSchema,
    response: ZAvailabilitySavedSchema,
  }),
  blockHoliday: endpoint({
    method: 'DELETE',
    path: '/agenda/feriados/:day',
    operationId: 'blockHoliday',
    summary: 'Vuelve a bloquear un feriado',
    access: 'admin',
    tag: 'agenda',
    params: ZDayParamsSchema,
    response: ZAvailabilitySavedSchema,
  }),
};
