import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useOfflineQuery } from '@web/lib/offline-copy';
import { mealPlansKeys } from './keys';

/** GET /api/planes-alimentarios: a client's plans (a client: their own published ones) or the templates. */
export const getMealPlans = async (
  filter: { userId?: string; plantillas?: boolean },
  signal?: AbortSignal,
) =>
  (
    await api('GET /planes-alimentarios', {
      query: { userId: filter.userId, plantillas: filter.plantillas ? '1' : undefined },
      signal,
    })
  ).planes;

export const mealPlansQueryOptions = (filter: { userId?: string; plantillas?: boolean }) =>
  queryOptions({
    queryKey: mealPlansKeys.list(filter),
    queryFn: ({ signal }) => getMealPlans(filter, signal),
  });

const copyKey = (filter: { userId?: string; plantillas?: boolean }) =>
  `planes:${filter.plantillas ? 'plantillas' : (filter.userId ?? '')}`;

/**
 * Kept on a client's phone too (issue 32): without signal the menu still offers 'Mi plan
 * alimentario' and 'Mis planes' still lists them (her device keeps no copies).
 */
export const useMealPlans = (filter: { userId?: string; plantillas?: boolean }, enabled = true) =>
  useOfflineQuery({ ...mealPlansQueryOptions(filter), enabled }, copyKey(filter));

/**
 * Whether a signed-in client has a published plan: the menu's 'Mi plan alimentario'.
 * The admin has none of her own, so nothing is asked for her.
 */
export const useHasMealPlan = (user: { _id: string; type: string } | undefined): boolean =>
  (useMealPlans({ userId: user?._id }, !!user && user.type !== 'admin').data?.length ?? 0) > 0;
