import { createContext, useContext, useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session';

/**
 * The session a page was rendered on the server with (a page of the client's own, issue
 * 32): given by entry-server.tsx as it renders, and by main.tsx as it hydrates that page
 * with the same session, so both read the same and hydration matches. Null elsewhere.
 */
export const ServerSession = createContext<Session | null>(null);

export function useSession(): Session | null {
  const rendered = useContext(ServerSession);
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => rendered);
}
