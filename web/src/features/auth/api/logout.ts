import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { unsubscribeThisBrowser } from '@web/lib/browser-push';
import { forgetKeptPages } from '@web/lib/service-worker';
import { sessionStore } from '@web/lib/session';

/**
 * Revokes the token on the server (which ends this device's pushes with it), this
 * browser's push subscription and the pages kept for offline use; a slow or failed answer must not keep anyone logged in.
 */
export async function logout(): Promise<void> {
  await Promise.all([unsubscribeThisBrowser(), forgetKeptPages()]);
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
