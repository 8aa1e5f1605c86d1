import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlan } from '@contract/catalog';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** An ebook is a plan of type 'ebooks' (spec §3): files to download, not a plan to follow. */
const isFollowable = (plan: TPlan) => plan.type !== 'ebooks';

/** GET /api/plans without the ebooks: what 'Asignar Plan' offers. */
export async function getAssignablePlans(signal?: AbortSignal): Promise<TPlan[]> {
  return (await api('GET /plans', { signal })).planes.filter(isFollowable);
}

export const assignablePlansQueryOptions = () =>
  queryOptions({
    queryKey: commerceKeys.assignablePlans(),
    queryFn: ({ signal }) => getAssignablePlans(signal),
  });

/** Used by the dialog's form, which mounts when the dialog opens: not loaded with every profile. */
export const useAssignablePlans = () => useQuery(assignablePlansQueryOptions());
