import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications, notificationsStore } from '@mantine/notifications';
import {
  hydrate as hydrateQueries,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@web/lib/api';
import { noteServerAnswers } from '@web/lib/offline-copy';
import { cssVariablesResolver, theme } from './theme';

/** For main.tsx, which loads the data layer with this module, in one start-up step. */
export { holdNotificationsUntilPageReady } from '@web/lib/page-ready';

/**
 * The answers a server-rendered page was built with, into the cache (main.tsx), each noted
 * as the server's, so the offline copies keep them (lib/offline-copy.ts).
 */
export function hydrate(client: QueryClient, state: DehydratedState): void {
  hydrateQueries(client, state);
  noteServerAnswers(state);
}

/**
 * One per browser tab, and one per page the server renders (answers never leak between
 * visitors). A phone that opens the app without signal says so from the start (React Query
 * otherwise hears of it only when the connection changes): queries wait for the connection
 * (the offline copies stand in, lib/offline-copy.ts) and ticks are kept to send when it returns.
 */
export const createQueryClient = () => {
  if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change by asking again.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
};

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Server messages: warning toasts for 10 s (spec §8), at most three at a time; bottom
 * right on a wide screen, at the top on a phone, where the bottom holds the form's main
 * button (SaveBar) that a toast must never cover. Mounted with the
 * first one: its containers and transitions were a good part of the work of starting
 * every page, and most page views show no toast. The store keeps what was shown before.
 */
function Toasts() {
  const [needed, setNeeded] = useState(
    () => notificationsStore.getState().notifications.length > 0,
  );
  useEffect(() => {
    if (needed) return;
    return notificationsStore.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? <ToastStack /> : null;
}

/**
 * Mounted with the first toast, never on the server: the media query is safe here, and it
 * costs no render on a page that shows none (Mantine's answers it in an effect, a second
 * synchronous render of the app's top right after it starts).
 */
function ToastStack() {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Notifications position={phone ? 'top-center' : 'bottom-right'} limit={3} autoClose={10_000} />
  );
}
