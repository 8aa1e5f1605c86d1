import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSale } from '@contract/commerce';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** POST /api/ventas/{id}/reembolso: a full refund; the client's access is revoked. */
export const refundSale = (id: string) => api('POST /ventas/:id/reembolso', { params: { id } });

/** `onRefunded` lets the page refresh what another feature shows of the client (their plan). */
export function useRefundSale(onRefunded?: (sale: TSale) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundSale,
    onSuccess: async ({ venta }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commerceKeys.allSales() }),
        venta.userId &&
          queryClient.invalidateQueries({ queryKey: commerceKeys.purchases(venta.userId) }),
        // A refunded turno or pack takes back the credits it had left.
        venta.userId &&
          queryClient.invalidateQueries({ queryKey: commerceKeys.credits(venta.userId) }),
        onRefunded?.(venta),
      ]);
    },
  });
}
