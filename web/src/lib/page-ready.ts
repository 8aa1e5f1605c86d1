import { notifyManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * React Query tells the components of an answer through useSyncExternalStore, and React
 * applies such a change at once, in one uninterruptible task: while a server-drawn page is
 * still hydrating (a transition, sliced into short tasks: main.tsx), an answer that arrives
 * (the top bar's unread count, the session's refresh) made React hydrate the rest of the
 * page in that one task: 145 ms on this machine, four times that on a phone (issue 32,
 * scripts/perf/startup-tasks.mjs). So until the page has hydrated, what the data layer
 * has to tell components waits; then it is told as before, in the order it came.
 */
let ready = false;
const waiting: (() => void)[] = [];

/** Lets the data layer tell components again; what waited is told now. */
export function markPageReady(): void {
  if (ready) return;
  ready = true;
  for (const tell of waiting.splice(0)) setTimeout(tell, 0);
}

/** For main.tsx: React Query's notifications wait for the page, then go as they would. */
export function holdNotificationsUntilPageReady(): void {
  notifyManager.setScheduler((tell) => {
    if (ready) setTimeout(tell, 0);
    else waiting.push(tell);
  });
  // A page that never finishes (a chunk that fails to load) must not leave the data
  // layer silent: after a phone's slowest start, everything goes anyway.
  setTimeout(markPageReady, 10_000);
}

/**
 * Rendered after the page inside its boundary (app/layout/SiteLayout.tsx): its effect
 * runs once the page has hydrated and been committed, or drawn for the first time.
 */
export function PageReady(): null {
  useEffect(markPageReady, []);
  return null;
}
