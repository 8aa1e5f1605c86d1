import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a route tells the server renderer (`handle` of a RouteObject). Only routes
 * with `ssr` are rendered on the server: `true` for anyone's (cached by address), and
 * 'session' for a page of the person's own (PERSONAL_PAGES of contract/pages.ts), rendered
 * only with the session of a remembered device's page cookie.
 */
export interface PageHandle {
  ssr: true | 'session';
  /** Fetches the queries whose answers the page shows at once, before rendering. */
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>[];
  /**
   * A page of the person's own: its title, read from what `prefetch` fetched (the public
   * pages' titles come from PAGE_META and the catalog instead).
   */
  title?: (client: QueryClient, params: Params, search: URLSearchParams) => string | undefined;
  /** The catch-all route: no page has this address, the server answers 404. */
  status?: 404;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  const ssr =
    typeof handle === 'object' && handle !== null ? (handle as PageHandle).ssr : undefined;
  return ssr === true || ssr === 'session';
}
