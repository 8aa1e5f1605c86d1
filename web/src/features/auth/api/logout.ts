import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';

/** Revokes the token on the server; a slow or failed answer must not keep anyone logged in. */
export async function logout(): Promise<void> {
  try {
    await api('POST /logout', { signal: AbortSignal.timeout(4000) });
  } catch {
    // Best effort: the token also expires on its own after 30 days unused.
  }
}

/** 'Salir': revoke, clear all local browser storage and reload the root (spec §2). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      sessionStore.clear();
      window.location.assign('/');
    },
  });
}
