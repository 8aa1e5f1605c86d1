/** What other modules may use of messages (its tables, until its routes exist). */
export { messages } from './messages.tables';
