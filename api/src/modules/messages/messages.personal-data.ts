import type { PersonalDataSource } from '../users';
import { messages } from './messages.tables';

/** The person's conversation with the nutritionist: what they received and what they sent. */
export const messagesPersonalData: PersonalDataSource = {
  module: 'messages',
  rows: [
    { table: messages, by: messages.clientId, kind: 'mensajes' },
    { table: messages, by: messages.fromUserId, kind: 'mensajes' },
  ],
};
