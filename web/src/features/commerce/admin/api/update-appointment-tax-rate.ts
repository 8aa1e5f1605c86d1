import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTaxRate } from '@contract/fiscal';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** PUT /api/turno-presencial (admin): the turno's tax rate for its CFE; '' clears it. */
export const updateAppointmentTaxRate = (iva: TTaxRate | '') =>
  api('PUT /turno-presencial', { body: { iva } });

export function useUpdateAppointmentTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentTaxRate,
    onSuccess: ({ product }) => {
      queryClient.setQueryData(commerceKeys.appointmentProduct(), product);
      return queryClient.invalidateQueries({ queryKey: commerceKeys.appointmentProduct() });
    },
  });
}
