import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_STATES } from '@contract/messages';
import { users } from '../users/users.tables';

/**
 * One conversation per client with the nutritionist: `clientId` is the client the
 * thread belongs to, `fromUserId` who wrote this message.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    avatar: text('avatar').notNull().default(''),
    state: text('state', { enum: MESSAGE_STATES }).notNull().default('Nuevo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_client_idx').on(t.clientId, t.createdAt),
    // The top bar's unread count, asked on every page.
    index('messages_unread_idx')
      .on(t.clientId)
      .where(sql`state = 'Nuevo'`),
  ],
);
