import { useQuery } from '@tanstack/react-query';
import type { TBackupKey } from '@contract/backups';
import { api } from '@web/lib/api';
import { backupsKeys } from '../../api/keys';

/**
 * GET /api/backups/clave (admin): the key the server generated for the copies, answered only
 * until she confirms she saved it (the server logs each answer).
 */
export const getBackupKey = (signal?: AbortSignal): Promise<TBackupKey> =>
  api('GET /backups/clave', { signal });

/**
 * The key, asked for only while the page shows its card. Dropped as soon as no card shows
 * it, and never fetched again on its own: each fetch is a reveal the server logs.
 */
export const useBackupKey = (enabled: boolean) =>
  useQuery({
    queryKey: backupsKeys.key(),
    queryFn: ({ signal }) => getBackupKey(signal),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
