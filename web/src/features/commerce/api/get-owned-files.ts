import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, SIGNED_LINKS_REFRESH_MS } from '@web/lib/api';
import { commerceKeys } from './keys';

/**
 * GET /api/archivos/{id}: a bought product's title and files, and for a plan the buyer's
 * own delivered plan (403 to anyone who did not buy it).
 */
export const getOwnedFiles = (productId: string, signal?: AbortSignal) =>
  api('GET /archivos/:id', { params: { id: productId }, signal });

export const ownedFilesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: commerceKeys.ownedFiles(productId),
    queryFn: ({ signal }) => getOwnedFiles(productId, signal),
    // A delivered plan's files come with signed links, which expire.
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });

export const useOwnedFiles = (productId: string | undefined) =>
  useQuery({ ...ownedFilesQueryOptions(productId ?? ''), enabled: Boolean(productId) });
