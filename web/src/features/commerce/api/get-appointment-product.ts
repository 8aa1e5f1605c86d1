import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from './keys';

/** GET /api/turno-presencial: the 'Turno Presencial' product and its price (DECISIONS §4). */
export const getAppointmentProduct = () => api('GET /turno-presencial').then((a) => a.product);

export const appointmentProductQueryOptions = () =>
  queryOptions({
    queryKey: commerceKeys.appointmentProduct(),
    queryFn: getAppointmentProduct,
    staleTime: 5 * 60_000,
  });

export const useAppointmentProduct = () => useQuery(appointmentProductQueryOptions());
