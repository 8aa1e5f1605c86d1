import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from '../../api/keys';

const feedTokenKey = () => [...agendaKeys.all(), 'feed-token'] as const;

/** GET /api/agenda/feed-token (admin): whether her calendar link exists (never the token). */
export function useFeedStatus() {
  return useQuery({
    queryKey: feedTokenKey(),
    queryFn: ({ signal }) => api('GET /agenda/feed-token', { signal }),
  });
}

/** POST /api/agenda/feed-token (admin): a new link, shown once; the old one stops working. */
export function useRotateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /agenda/feed-token', { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedTokenKey() }),
  });
}
