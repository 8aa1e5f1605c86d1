import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { privacyKeys } from '../../api/keys';

/** DELETE /api/historias-conservadas/{id} (admin): its keeping period ended, so it goes. */
export const eraseKeptRecord = (id: string) =>
  api('DELETE /historias-conservadas/:id', { params: { id } });

export function useEraseKeptRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseKeptRecord,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: privacyKeys.kept(id) });
      return queryClient.invalidateQueries({ queryKey: privacyKeys.keptList() });
    },
  });
}
