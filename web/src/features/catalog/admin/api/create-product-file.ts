import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductFile } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

/** POST /api/new-file (admin): multipart idProduct + `galleryImage` files (PNG, JPEG, PDF up to 20 MB). */
export const createProductFile = ({ productId, files }: { productId: string; files: File[] }) => {
  const data = new FormData();
  data.append('idProduct', productId);
  for (const f of files) data.append('galleryImage', f, f.name);
  return apiRequest<{ files: TProductFile[] }>('new-file', { method: 'POST', body: data });
};

export function useCreateProductFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductFile,
    onSuccess: (_answer, { productId }) =>
      queryClient.invalidateQueries({ queryKey: ['files', productId] }),
  });
}
