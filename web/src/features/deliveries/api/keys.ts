import type { TDeliveriesFilter } from './get-deliveries';

/** Plan deliveries' query keys, in one place (the lists and one delivery). */
export const deliveriesKeys = {
  all: () => ['deliveries'] as const,
  list: (filter: TDeliveriesFilter) => ['deliveries', 'list', filter] as const,
  one: (id: string) => ['deliveries', 'one', id] as const,
};
