import type { PersonalDataSource } from '../users';
import { calendarEvents } from './agenda.tables';

/** The person's appointments. */
export const agendaPersonalData: PersonalDataSource = {
  module: 'agenda',
  rows: [{ table: calendarEvents, by: calendarEvents.userId }],
};
