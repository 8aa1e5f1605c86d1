import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnamnesisCreate } from '@contract/clinical';
import { api } from '@web/lib/api';
import { refreshAfterSave } from './refresh-after-save';

/** POST /api/new-anamnesis: the client's first anamnesis, with their consent. */
export const createAnamnesis = (body: TAnamnesisCreate) => api('POST /new-anamnesis', { body });

export function useCreateAnamnesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnamnesis,
    onSuccess: ({ anamnesis }) => refreshAfterSave(queryClient, anamnesis),
  });
}
