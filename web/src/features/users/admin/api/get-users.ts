import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { usersKeys } from '../../api/keys';

export interface UsersListParams {
  q?: string;
  page: number;
  pageSize: number;
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
