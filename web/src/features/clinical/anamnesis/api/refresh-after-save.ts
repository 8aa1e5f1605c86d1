import type { QueryClient } from '@tanstack/react-query';
import type { TAnamnesis } from '@contract/clinical';
import { clientKey } from '@web/lib/get-client';
import { clinicalKeys } from '../../api/keys';

/**
 * After a save: the clinical caches hold the saved record at once, and every cached
 * copy of a user is refetched, because the user answers carry `anamnesisCompleted`
 * (DECISIONS §8). Those caches belong to other features (users: ['user', id] and
 * ['users', ...]; the session's ['auth', 'userData', token]), which this one may not
 * import, so they are matched by the first element of their keys.
 */
export async function refreshAfterSave(queryClient: QueryClient, anamnesis: TAnamnesis) {
  queryClient.setQueryData(clinicalKeys.anamnesisByUser(anamnesis.userId), anamnesis);
  queryClient.setQueryData(clinicalKeys.anamnesis(anamnesis._id), anamnesis);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clinicalKeys.all(), refetchType: 'none' }),
    // The client's record beside the forms (lib/get-client.ts), like the clinical caches:
    // read again when next shown.
    queryClient.invalidateQueries({
      queryKey: clientKey(anamnesis.userId),
      refetchType: 'none',
    }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => USER_CACHES.has(String(queryKey[0])),
    }),
  ]);
}

const USER_CACHES = new Set(['user', 'users', 'auth']);
