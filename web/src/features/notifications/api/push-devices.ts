import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPushSubscribe } from '@contract/push';
import { api } from '@web/lib/api';

/** The person's devices that receive pushes, and the server's key to subscribe with. */
export const pushKeys = { devices: () => ['push', 'devices'] as const };

export const usePushDevices = () =>
  useQuery({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) => api('GET /notificaciones/dispositivos', { signal }),
  });

export function useSubscribeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPushSubscribe) => api('POST /notificaciones/dispositivos', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /notificaciones/dispositivos/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
