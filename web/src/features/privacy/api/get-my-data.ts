import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyData } from '@contract/privacy';
import { api } from '@web/lib/api';
import { privacyKeys } from './keys';

/** GET /api/mis-datos: what the practice holds about the signed-in person, and their requests. */
export const getMyData = (signal?: AbortSignal): Promise<TMyData> =>
  api('GET /mis-datos', { signal });

export const myDataQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.mine(),
    queryFn: ({ signal }) => getMyData(signal),
  });

export const useMyData = () => useQuery(myDataQueryOptions());
