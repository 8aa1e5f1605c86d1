import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
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

export const useMealPlans = (filter: { userId?: string; plantillas?: boolean }) =>
  useQuery(mealPlansQueryOptions(filter));

/**
 * Whether a signed-in client has a published plan: the menu's 'Mi plan alimentario'.
 * The admin has none of her own, so nothing is asked for her.
 */
export const useHasMealPlan = (user: { _id: string; type: string } | undefined): boolean =>
  useQuery({
    ...mealPlansQueryOptions({ userId: user?._id }),
    enabled: !!user && user.type !== 'admin',
    select: (plans) => plans.length > 0,
  }).data ?? false;
