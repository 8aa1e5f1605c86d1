import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEST_RESULTS } from '@contract/commerce';
import { api } from '@web/lib/api';
import { commerceKeys } from './keys';

export type TTestResult = (typeof TEST_RESULTS)[number];

/** POST /api/pago-de-prueba/{id}: the test checkout's buttons; answers the page to return to. */
export const payTestOrder = ({ id, result }: { id: string; result: TTestResult }) =>
  api('POST /pago-de-prueba/:id', { params: { id }, body: { result } });

export function usePayTestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payTestOrder,
    onSuccess: async ({ order }) => {
      queryClient.setQueryData(commerceKeys.order(order._id), order);
      // What the buyer owns may have changed: purchases and paid files are read again.
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'commerce' && queryKey[1] !== 'order',
      });
    },
  });
}
