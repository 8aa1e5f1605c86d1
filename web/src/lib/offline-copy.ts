import {
  hashKey,
  useQuery,
  useQueryClient,
  type DehydratedState,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from './api';
import { sessionStore } from './session';

/**
 * The last answer of a query kept on the device, for the pages a client needs without
 * signal (issue 32, DECISIONS §15): their plan with its shopping list, their next
 * appointment. Kept beside the session (localStorage with 'Recordar usuario'), so 'Salir'
 * wipes it with the session; never on a device signed out.
 */
const PREFIX = 'copia:';

interface Copy<T> {
  savedAt: number;
  data: T;
}

/**
 * The copies shown now, by key, and when each was saved: set when a copy is put in a
 * query's cache, removed when the server answers again. Read by the page as it renders
 * (a tick changes the cached data, the copy is still what it shows).
 */
const shown = new Map<string, number>();

/**
 * A client's device keeps copies of their own pages; hers keeps none (it would hold her
 * clients' records, and she works at a desk with a connection).
 */
const keepsCopies = () => {
  const user = sessionStore.get()?.user;
  return user !== undefined && user.type !== 'admin';
};

export function keepOffline(key: string, data: unknown, savedAt = Date.now()): void {
  shown.delete(key);
  if (!keepsCopies()) return;
  try {
    sessionStore.area()?.setItem(PREFIX + key, JSON.stringify({ savedAt, data }));
  } catch {
    // A full storage keeps the older copy: the page itself works as before.
  }
}

export function readOffline<T>(key: string): Copy<T> | null {
  if (!keepsCopies()) return null;
  try {
    const raw = sessionStore.area()?.getItem(PREFIX + key);
    const copy = raw ? (JSON.parse(raw) as Copy<T>) : null;
    return copy && typeof copy.savedAt === 'number' ? copy : null;
  } catch {
    return null;
  }
}

/**
 * The queries whose answer came with a server-rendered page (entry-server.tsx), noted as
 * main.tsx puts them in the cache: no fetch here brought them, so useOfflineQuery keeps
 * the first one it shows (once). Noted by key rather than asked of React ('is this render
 * hydrating?'): that question made React render the whole page again, synchronously, right
 * after it had hydrated it (issue 32).
 */
const fromServer = new Set<string>();

export function noteServerAnswers(state: DehydratedState): void {
  for (const q of state.queries) fromServer.add(q.queryHash);
}

/** No answer from the server at all (api.ts's status 0), as opposed to a refusal. */
const unreachable = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * useQuery, plus its offline copy: every answer from the server is kept under `copyKey`;
 * when there is no connection (the query paused offline, or failed without an answer) the
 * kept one is put in the query's cache, so the page shows it and works on it as usual
 * (ticks wait and go when the connection returns). `offlineSince`: when the copy shown was
 * saved, null while the data is fresh.
 */
export function useOfflineQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  copyKey: string,
) {
  const queryClient = useQueryClient();
  const { queryFn } = options;
  const query = useQuery({
    ...options,
    queryFn: async (ctx) => {
      if (typeof queryFn !== 'function') throw new Error(`${copyKey}: no queryFn`);
      const data = await queryFn(ctx);
      keepOffline(copyKey, data);
      return data;
    },
  });
  // A page the server rendered came with its answer, which no fetch here brought: kept as
  // a fetch's would be, so the app's other pages find it offline. Once: data found in the
  // cache later came from a fetch, kept then (a return to the plan would otherwise write
  // the whole plan to storage again). Not a copy shown here (it is kept already), and
  // saved as of when the server answered.
  const [arrived] = useState(() =>
    !fromServer.delete(hashKey(options.queryKey)) || query.data === undefined || shown.has(copyKey)
      ? null
      : { data: query.data, at: query.dataUpdatedAt },
  );
  useEffect(() => {
    if (arrived) keepOffline(copyKey, arrived.data, arrived.at);
  }, [arrived, copyKey]);
  const cutOff =
    query.data === undefined &&
    ((query.isPending && query.fetchStatus === 'paused') ||
      (query.isError && unreachable(query.error)));
  useEffect(() => {
    if (!cutOff) return;
    const copy = readOffline<T>(copyKey);
    if (!copy) return;
    const queryKey = options.queryKey as QueryKey;
    // The fetch waiting for the connection is dropped first: cancelled later (a tick
    // cancels it), it would put back the state it started from, without the copy. The
    // query asks again when the connection returns.
    void queryClient.cancelQueries({ queryKey }).then(() => {
      shown.set(copyKey, copy.savedAt);
      queryClient.setQueryData<T>(queryKey, copy.data, { updatedAt: copy.savedAt });
    });
  }, [cutOff, copyKey, queryClient, options.queryKey]);
  // The copy put in the cache here, or the page's own data (a page kept by the service
  // worker, opened without signal) while the fetch that would refresh it waits.
  const offlineSince =
    query.data === undefined
      ? null
      : (shown.get(copyKey) ?? (query.fetchStatus === 'paused' ? query.dataUpdatedAt : null));
  return { ...query, offlineSince };
}
