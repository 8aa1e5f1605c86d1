/** What the app may use of the dashboard: the next-control reminders' periodic job. */
export { sendControlReminders, type ControlReminderDeps } from './control-reminders';
