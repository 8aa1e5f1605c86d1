import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** GET /api/file/{productId} (admin): the paid documents of a plan or recipe. */
export const getProductFiles = (productId: string) =>
  api('GET /file/:id', { params: { id: productId } });

export const productFilesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: catalogKeys.files(productId),
    queryFn: () => getProductFiles(productId),
    select: (d) => d.files,
  });

export const useProductFiles = (productId: string | undefined) =>
  useQuery({ ...productFilesQueryOptions(productId ?? ''), enabled: Boolean(productId) });
