/** What other modules may use of messages. */
export { messagesRoutes } from './messages.routes';
export { messages } from './messages.tables';
