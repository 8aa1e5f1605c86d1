import { useCallback, useId as useReactId, useSyncExternalStore } from 'react';

/**
 * Two of @mantine/hooks' hooks, as the build serves them to Mantine's components and to
 * ours (web/vite.config.ts, mantineHooks). Mantine's own set state in an effect right
 * after a component mounts, so every checkbox, input, button and drawer of a page rendered
 * itself a second time, in one synchronous pass, just after the page had hydrated (issue
 * 32: a 30-50 ms task on the client's plan on this machine, four times that on a phone).
 * These give the same answers without the second render. (The jsdom tests load Mantine's
 * own, as vitest leaves node_modules untransformed.)
 */

/**
 * React's id. Mantine's swaps it for a random one after mounting, which also rewrote each
 * id and `for` the server had drawn; React's is unique in the app's one root already and
 * the same on the server and in the browser.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}

const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !('matchMedia' in window)) return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches, read as the component renders (`initialValue`, or false,
 * on the server and while hydrating, then the browser's answer). Mantine's answered
 * `initialValue` (undefined: false) first and the real value from an effect: a state change
 * from undefined to false in every button with a `loading` prop (its loader's transition
 * asks for reduced motion), even where nothing changed. Mantine's third argument
 * (`getInitialValueInEffect`) has nothing left to choose.
 */
export function useMediaQuery(query: string, initialValue?: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? initialValue ?? false,
    () => initialValue ?? false,
  );
}
