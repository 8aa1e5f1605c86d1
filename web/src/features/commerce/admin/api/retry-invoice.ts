import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/**
 * POST /api/comprobantes/{id}/reintento (admin): her 'Reintentar' on a document the
 * provider has not issued yet; 503 when invoicing is not configured.
 */
export const retryInvoice = (id: string) =>
  api('POST /comprobantes/:id/reintento', { params: { id } });

/** Refreshes every period's sales and the monthly report (keyed under the sales). */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.allSales() }),
  });
}
