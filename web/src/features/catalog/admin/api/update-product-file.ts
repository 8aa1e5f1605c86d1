import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { productFilesKeys } from '../lib/product-files-keys';

/**
 * PUT /api/file/{fileId} (admin): new `galleryImage` files are appended. `avatar` is
 * left out on purpose: the server then keeps every stored name, so a removal made
 * meanwhile is never undone.
 */
export const updateProductFile = ({
  fileId,
  files,
}: {
  fileId: string;
  productId: string;
  files: File[];
}) => {
  const data = new FormData();
  for (const f of files) data.append('galleryImage', f, f.name);
  return api('PUT /file/:id', { params: { id: fileId }, body: data });
};

export function useUpdateProductFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductFile,
    onSuccess: (_answer, { productId }) =>
      Promise.all(
        productFilesKeys(productId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
