import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { productFilesKeys } from '../lib/product-files-keys';

/** POST /api/new-file (admin): multipart idProduct + `galleryImage` files (PNG, JPEG, PDF up to 20 MB). */
export const createProductFile = ({ productId, files }: { productId: string; files: File[] }) => {
  const data = new FormData();
  data.append('idProduct', productId);
  for (const f of files) data.append('galleryImage', f, f.name);
  return api('POST /new-file', { body: data });
};

export function useCreateProductFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductFile,
    onSuccess: (_answer, { productId }) =>
      Promise.all(
        productFilesKeys(productId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
