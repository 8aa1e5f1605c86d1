/** What other modules may use of agenda (its tables, until its routes exist). */
export { calendarEvents } from './agenda.tables';
