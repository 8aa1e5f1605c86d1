import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/delete-file (admin): removes a stored image or document from whatever record lists it. */
export const deleteFile = (fileName: string) => api('POST /delete-file', { body: { fileName } });

/** `refresh`: the queries of the record the file belonged to (from catalogKeys), fetched again afterwards. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileName }: { fileName: string; refresh: QueryKey[] }) => deleteFile(fileName),
    onSettled: (_answer, _error, { refresh }) =>
      Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
