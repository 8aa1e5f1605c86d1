import type { TUser } from '@contract/users';

/**
 * The browser's session: the bearer token and the user it belongs to. 'Recordar
 * usuario' keeps them in localStorage; otherwise in sessionStorage, gone with the tab.
 */
const TOKEN = 'token';
const USER = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();

export interface Session {
  token: string;
  user: TUser;
}

function read(): Session | null {
  for (const store of [localStorage, sessionStorage]) {
    const token = store.getItem(TOKEN);
    const user = store.getItem(USER);
    if (token && user) {
      try {
        return { token, user: JSON.parse(user) as TUser };
      } catch {
        return null;
      }
    }
  }
  return null;
}

let current: Session | null = typeof window === 'undefined' ? null : read();

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): Session | null => current,
  /**
   * Where this session keeps what belongs to it (the offline copies of lib/offline-copy.ts):
   * localStorage with 'Recordar usuario', else sessionStorage; null signed out. 'Salir'
   * clears both.
   */
  area(): Storage | null {
    if (!current) return null;
    return localStorage.getItem(TOKEN) ? localStorage : sessionStorage;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(token: string, user: TUser, remember: boolean) {
    localStorage.removeItem(TOKEN);
    sessionStorage.removeItem(TOKEN);
    const store = remember ? localStorage : sessionStorage;
    store.setItem(TOKEN, token);
    store.setItem(USER, JSON.stringify(user));
    current = { token, user };
    emit();
  },
  /** Keeps the stored copy of the user in step with the server's answer. */
  updateUser(user: TUser) {
    if (!current || current.user._id !== user._id) return;
    const store = localStorage.getItem(TOKEN) ? localStorage : sessionStorage;
    const text = JSON.stringify(user);
    // Unchanged, as on nearly every start: telling every reader would redraw each page that
    // shows the session (the whole plan) for nothing, in one long task on a slow phone.
    if (store.getItem(USER) === text) return;
    store.setItem(USER, text);
    current = { ...current, user };
    emit();
  },
  /** 'Salir' and a revoked session: all local browser storage is cleared (spec §2). */
  clear() {
    localStorage.clear();
    sessionStorage.clear();
    current = null;
    emit();
  },
};
