import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { MESSAGES_MSG, type TMessage, type TSendMessage } from '@contract/messages';
import { PATHS } from '@contract/pages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ownerOf } from '../../db/owner';
import type { Mailer } from '../../mail/mailer';
import { messageWaitingMail } from '../../mail/templates';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import { practiceIdentity, sendNotice } from '../practice';
import { PUSH_TEXTS, type Pusher } from '../push';
import { users } from '../users/users.tables';
import { messages } from './messages.tables';

export interface MessagesDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  /** Absent in tests that push nothing. */
  push?: Pusher;
}

type MessageRow = typeof messages.$inferSelect;
interface Me {
  id: string;
  type: string;
  name: string;
  avatar: string[];
}

/** What a user wrote, newest first: at most this many. */
const SENT_LIMIT = 300;

/** Who the nutritionist's side is shown as: her name and photo from Editar Web (DECISIONS §9). */
type Her = { name: string; avatar: string };

/**
 * Anything the client did not write is the nutritionist's side (also after her account is
 * gone): shown with her name and photo as they are now, never the writing account's
 * ('Administración').
 */
function toApi(m: MessageRow, her: Her): TMessage {
  const fromAdmin = m.fromUserId !== m.clientId;
  return {
    _id: m.id,
    clientId: m.clientId,
    from: m.fromUserId,
    name: fromAdmin ? her.name : m.name,
    avatar: fromAdmin ? her.avatar : m.avatar,
    title: m.title,
    message: m.message,
    state: m.state,
    createAt: m.createdAt.toISOString(),
    fromAdmin,
  };
}

/** The id the access check compares against: the client whose conversation it is. */
export const messageOwner = (db: Db, id: string) =>
  ownerOf(db, messages, { id: messages.id, owner: messages.clientId }, id);

/**
 * POST sendmensaje/ (DECISIONS §5): a client always writes into their own conversation
 * with the nutritionist; the admin names the client (`to`). Stored as plain text.
 */
export async function sendMessage(
  deps: MessagesDeps,
  me: Me,
  input: TSendMessage & { title: string; message: string },
): Promise<{ row: MessageRow; sendNotice: () => Promise<void> }> {
  const admin = me.type === 'admin';
  if (admin && !input.to) throw badRequest(MESSAGES_MSG.recipient, { to: MESSAGES_MSG.recipient });
  const clientId = admin ? input.to! : me.id;
  const [client] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, type: users.type })
    .from(users)
    .where(eq(users.id, clientId));
  if (!client || (admin && client.type === 'admin')) throw notFound(MESSAGES_MSG.clientNotFound);
  const [row] = await deps.db
    .insert(messages)
    .values({
      clientId,
      fromUserId: me.id,
      name: me.name,
      avatar: me.avatar[0] ?? '',
      title: input.title,
      message: input.message,
      createdAt: deps.clock.now(),
    })
    .returning();
  const url = `${deps.config.publicUrl}${PATHS.conversation(clientId)}`;
  // The notice says a message waits, never what it says: it may be health data. A
  // client's message is a business notice (practice/notices.ts).
  const notify = async () => {
    const key = `message:${row!.id}`;
    if (!admin) {
      await deps.push?.toAdmins(key, PUSH_TEXTS.messageToHer(clientId, me.name));
      return sendNotice(deps, (to) => messageWaitingMail(to, null, me.name, url));
    }
    const her = await practiceIdentity(deps.db);
    await deps.push?.toUsers([clientId], key, PUSH_TEXTS.messageToClient(clientId, her.name));
    await deps.mailer.send(messageWaitingMail(client.email, client.name, her.inSentence, url));
  };
  return { row: row!, sendNotice: notify };
}

/** A message the reader receives (not one they wrote) becomes 'Leido' when they open it. */
export async function readMessage(deps: MessagesDeps, me: Me, id: string): Promise<TMessage> {
  const [m] = await deps.db.select().from(messages).where(eq(messages.id, id));
  if (!m) throw notFound(MESSAGES_MSG.notFound);
  const recipient = me.type === 'admin' ? m.fromUserId === m.clientId : m.fromUserId !== me.id;
  const her = await practiceIdentity(deps.db);
  const row =
    recipient && m.state === 'Nuevo'
      ? (
          await deps.db
            .update(messages)
            .set({ state: 'Leido' })
            .where(eq(messages.id, id))
            .returning()
        )[0]!
      : m;
  return toApi(row, her);
}

/**
 * A client's whole conversation, oldest first. For an admin's own id, her inbox: the
 * latest message of every conversation and every message a client wrote that she has
 * not read, newest first, so no conversation drops out however old it is.
 */
export async function conversation(deps: MessagesDeps, userId: string): Promise<TMessage[]> {
  const [viewer] = await deps.db
    .select({ type: users.type })
    .from(users)
    .where(eq(users.id, userId));
  const her = await practiceIdentity(deps.db);
  if (viewer?.type !== 'admin') {
    const rows = await deps.db
      .select()
      .from(messages)
      .where(eq(messages.clientId, userId))
      .orderBy(messages.createdAt);
    return rows.map((m) => toApi(m, her));
  }
  const rows = await deps.db
    .select()
    .from(messages)
    .where(
      or(
        sql`${messages.id} in (select distinct on (client_id) id from messages order by client_id, created_at desc)`,
        and(eq(messages.state, 'Nuevo'), eq(messages.fromUserId, messages.clientId)),
      ),
    )
    .orderBy(desc(messages.createdAt));
  return rows.map((m) => toApi(m, her));
}

/** What a user wrote (mensajes-enviados/{id}), newest first. */
export async function sentBy(deps: MessagesDeps, userId: string): Promise<TMessage[]> {
  const rows = await deps.db
    .select()
    .from(messages)
    .where(eq(messages.fromUserId, userId))
    .orderBy(desc(messages.createdAt))
    .limit(SENT_LIMIT);
  const her = await practiceIdentity(deps.db);
  return rows.map((m) => toApi(m, her));
}

/** Messages waiting for the viewer: a client's from the nutritionist; the admin's from clients. */
export async function unreadCount(deps: MessagesDeps, me: { id: string; type: string }) {
  const where =
    me.type === 'admin'
      ? and(eq(messages.state, 'Nuevo'), eq(messages.fromUserId, messages.clientId))
      : and(
          eq(messages.state, 'Nuevo'),
          eq(messages.clientId, me.id),
          sql`${messages.fromUserId} is distinct from ${me.id}`,
        );
  const [row] = await deps.db.select({ n: count() }).from(messages).where(where);
  return row?.n ?? 0;
}

/** The writer, or the admin, deletes a message. */
export async function deleteMessage(deps: MessagesDeps, me: Me, id: string): Promise<void> {
  const [m] = await deps.db.select().from(messages).where(eq(messages.id, id));
  if (!m) throw notFound(MESSAGES_MSG.notFound);
  if (me.type !== 'admin' && m.fromUserId !== me.id) throw forbidden(MESSAGES_MSG.onlyOwn);
  await deps.db.delete(messages).where(eq(messages.id, id));
}
