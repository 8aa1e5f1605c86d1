import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a route tells the server renderer (`handle` of a RouteObject). Only routes
 * with `ssr` are rendered on the server: the ones that need a session depend on
 * the browser's stored token, which the server never sees.
 */
export interface PageHandle {
  ssr: true;
  /** Fetches the queries whose answers the page shows at once, before rendering. */
  prefetch?: (client: QueryClient, params: Params) => Promise<unknown>[];
  /** The catch-all route: no page has this address, the server answers 404. */
  status?: 404;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && (handle as PageHandle).ssr === true;
}
