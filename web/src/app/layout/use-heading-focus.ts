import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (its data loading) before main is focused. */
const WAIT_MS = 4000;

/**
 * After a navigation inside the app, focus moves to the new page's heading, so a screen
 * reader announces the page as it would after a full load (issue 32). Not on the first
 * load (the browser's own start), not for an address with an anchor (the reader is taken
 * there), not when only the query changes (a tab of the same page), and never away from a
 * field the page focused itself. A page still loading is waited for; one without an h1
 * gets main focused.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root || hash) return;
    // A field the page focused itself (a search box, a form's first field) keeps it; the
    // link that was tapped to get here does not count.
    const ownFocus = () => {
      const active = document.activeElement;
      return (
        active !== null &&
        root.contains(active) &&
        active.matches('input, textarea, select, [contenteditable="true"]')
      );
    };
    const focusHeading = () => {
      if (ownFocus()) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!ownFocus()) root.focus({ preventScroll: true });
    }, WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, main]);
}
