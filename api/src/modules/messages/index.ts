/** What other modules and the app may use of messages. */
export { messagesPersonalData } from './messages.personal-data';
