import type { TDeliveryState } from '@contract/deliveries';

/** The admin's filters (a client always gets their own deliveries, whatever they ask). */
export interface TDeliveriesFilter {
  estado?: TDeliveryState;
  /** The admin's search by client name or e-mail. */
  q?: string;
}

/** Plan deliveries' query keys, in one place (the lists and one delivery). */
export const deliveriesKeys = {
  all: () => ['deliveries'] as const,
  list: (filter: TDeliveriesFilter) => ['deliveries', 'list', filter] as const,
  one: (id: string) => ['deliveries', 'one', id] as const,
};
