import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPracticeForm } from '@contract/practice';
import { api } from '@web/lib/api';
import { practiceKey } from '@web/lib/get-practice';

/**
 * POST /api/consultorio (admin): her profile and the consulting room as JSON, or a
 * FormData with her new photo in `galleryImage`.
 */
export const updatePractice = (body: TPracticeForm | FormData) =>
  api('POST /consultorio', { body });

export function useUpdatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePractice,
    onSuccess: ({ consultorio }) => queryClient.setQueryData(practiceKey(), consultorio),
  });
}
