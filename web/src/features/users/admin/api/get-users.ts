import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { usersKeys } from '../../api/keys';

export interface UsersListParams {
  q?: string;
  page: number;
  pageSize: number;
}

/** Users on one page of the back office's list. */
export const USERS_PAGE_SIZE = 20;

/**
 * The list's search and page as the address holds them (?q=&page=), so coming back from a
 * user's page lands on the same list: read by the tab, and by the back office, which asks
 * for that page while the tab's code is still on its way (app/admin/tab-chunks.ts).
 */
export function usersListParamsOf(params: URLSearchParams): UsersListParams & { q: string } {
  return {
    q: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    pageSize: USERS_PAGE_SIZE,
  };
}

/** GET /api/users (admin): one page of users, searched by name or e-mail ignoring accents. */
export const getUsers = (params: UsersListParams, signal?: AbortSignal) =>
  api('GET /users', {
    query: { q: params.q?.trim() || undefined, page: params.page, pageSize: params.pageSize },
    signal,
  });

export function usersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: usersKeys.list({
      q: params.q?.trim() ?? '',
      page: params.page,
      pageSize: params.pageSize,
    }),
    queryFn: ({ signal }) => getUsers(params, signal),
    // Keeps the previous page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
