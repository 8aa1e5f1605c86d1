import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeliveryPromise } from '@contract/practice';
import { formatInMontevideo, montevideoDay, montevideoNoon } from '@contract/time';
import { api } from './api';

/**
 * When a plan bought today arrives (GET plazo-de-entrega): 10 business days on her calendar,
 * so her vacation moves it. Read after the page shows (never prefetched with the cached
 * pages: the date moves every day). Here, because the plan pages and the checkout both show it.
 */
export const deliveryPromiseKey = () => ['delivery-promise'] as const;

export const useDeliveryPromise = () =>
  useQuery(
    queryOptions({
      queryKey: deliveryPromiseKey(),
      queryFn: async ({ signal }) => api('GET /plazo-de-entrega', { signal }),
      staleTime: 10 * 60_000,
    }),
  );

/** '15/1': a day as people write it in a sentence. */
const dayMonth = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/**
 * The sentence of the plan pages: the latest day the plan arrives if the anamnesis is done
 * today, and her vacation when it falls before then ('Estoy de vacaciones hasta el 15/1: tu
 * plan llega a más tardar el 29 de enero de 2027').
 */
export function deliveryPromiseText(p: TDeliveryPromise, now = new Date()): string {
  const due = formatInMontevideo(montevideoNoon(p.dueDay)!, 'date');
  if (!p.away) return `Con la anamnesis completa hoy, tu plan llega a más tardar el ${due}.`;
  const { firstDay, lastDay } = p.away;
  const away =
    firstDay <= montevideoDay(now)
      ? `Estoy de vacaciones hasta el ${dayMonth(lastDay)}`
      : `Estoy de vacaciones del ${dayMonth(firstDay)} al ${dayMonth(lastDay)}`;
  return `${away}: tu plan llega a más tardar el ${due}, con la anamnesis completa hoy.`;
}
