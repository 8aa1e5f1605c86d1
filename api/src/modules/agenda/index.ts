/** What other modules may use of agenda. */
export { agendaRoutes } from './agenda.routes';
export { sendDueReminders } from './agenda.service';
export { calendarEvents } from './agenda.tables';
