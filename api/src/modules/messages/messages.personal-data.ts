import type { PersonalDataSource } from '../users';
import { messages } from './messages.tables';

/** The person's conversation with the nutritionist: what they received and what they sent. */
export const messagesPersonalData: PersonalDataSource = {
  module: 'messages',
  rows: [
    { table: messages, by: messages.clientId },
    { table: messages, by: messages.fromUserId },
  ],
};
