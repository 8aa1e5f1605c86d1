/** The messages' query keys, in one place. */
export const messagesKeys = {
  all: () => ['messages'] as const,
  /** Every list of messages (conversations and the inbox). */
  lists: () => ['messages', 'user'] as const,
  /** GET getMessagesByUserId/{id}: a client's conversation, or the admin's inbox for her own id. */
  byUser: (userId: string) => ['messages', 'user', userId] as const,
  /** The top bar's count, per signed-in user (a new sign-in never sees the last one's). */
  unread: (viewerId: string) => ['messages', 'unread', viewerId] as const,
  /** The clients the admin's 'Nuevo Mensaje' offers for a search. */
  clients: (q: string) => ['messages', 'clients', q] as const,
};
