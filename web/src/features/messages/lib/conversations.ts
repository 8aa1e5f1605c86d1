import { MESSAGE_LIMITS, type TMessage } from '@contract/messages';
import { truncate } from '@web/lib/text';

/** Who reads the messages: the signed-in person. */
export interface Reader {
  _id: string;
  type: string;
}

/** A message the reader received (not one they wrote): hers come from clients, a client's from her. */
export const isIncoming = (m: TMessage, reader: Reader) =>
  reader.type === 'admin' ? !m.fromAdmin : m.from !== reader._id;

/** Received and not opened yet: what opening the conversation marks 'Leido'. */
export const isUnread = (m: TMessage, reader: Reader) =>
  m.state === 'Nuevo' && isIncoming(m, reader);

/** The list's cut of a message (spec §9: 30 characters), on one line. */
export const preview = (text: string) =>
  truncate(text.replace(/\s+/g, ' '), MESSAGE_LIMITS.preview);

/** The reply's title: 'Re: {title}', never 'Re: Re: …'. */
export function replyTitle(title: string): string {
  const base = title.replace(/^(\s*re:\s*)+/i, '').trim();
  return truncate(`Re: ${base}`, MESSAGE_LIMITS.title - 1);
}

/** One row of the admin's inbox: a client's conversation. */
export interface Conversation {
  clientId: string;
  latest: TMessage;
  /** The client's name and photo as their latest message carries them; null when only she wrote. */
  client: { name: string; avatar: string } | null;
  /** Messages from the client she has not opened. */
  unread: number;
}

const time = (m: TMessage) => new Date(m.createAt).getTime();

/** The inbox (the latest messages of every conversation) as one row per client, latest first. */
export function groupInbox(messages: readonly TMessage[]): Conversation[] {
  const byClient = new Map<string, Conversation>();
  for (const m of [...messages].sort((a, b) => time(b) - time(a))) {
    let c = byClient.get(m.clientId);
    if (!c) {
      c = { clientId: m.clientId, latest: m, client: null, unread: 0 };
      byClient.set(m.clientId, c);
    }
    if (m.fromAdmin) continue;
    c.client ??= { name: m.name, avatar: m.avatar };
    if (m.state === 'Nuevo') c.unread += 1;
  }
  return [...byClient.values()];
}
