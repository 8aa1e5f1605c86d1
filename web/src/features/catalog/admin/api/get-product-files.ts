import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductFile } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

/** GET /api/file/{productId} (admin): the paid documents of a plan or recipe. */
export const getProductFiles = (productId: string) =>
  apiRequest<{ files: TProductFile[] }>(`file/${encodeURIComponent(productId)}`);

export const productFilesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['files', productId],
    queryFn: () => getProductFiles(productId),
    select: (d) => d.files,
  });

export const useProductFiles = (productId: string | undefined) =>
  useQuery({ ...productFilesQueryOptions(productId ?? ''), enabled: Boolean(productId) });
