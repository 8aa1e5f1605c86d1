import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnamnesisFields } from '@contract/clinical';
import { api } from '@web/lib/api';
import { refreshAfterSave } from './refresh-after-save';

/** PUT /api/anamnesis/{id}: every field again (an emptied optional field is cleared). */
export const updateAnamnesis = ({ id, body }: { id: string; body: TAnamnesisFields }) =>
  api('PUT /anamnesis/:id', { params: { id }, body });

export function useUpdateAnamnesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnamnesis,
    onSuccess: ({ anamnesis }) => refreshAfterSave(queryClient, anamnesis),
  });
}
