/** What other modules and the app may use of agenda. */
export { sendDueReminders } from './reminders';
export { agendaPersonalData } from './agenda.personal-data';
export { loadSettings } from './availability';
export { attendanceThisMonth, markAttendanceByDefault } from './attendance';
export type { AgendaDeps } from './agenda.service';
export { waitlistThisMonth } from './waitlist.service';
export { advanceOffers } from './waitlist-offers';
