import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';
import type { SalesRange } from '../lib/sales-range';

/** GET /api/ventas?desde&hasta: the period's sales, newest first, and their total (refunds excluded). */
export const getSales = (range: SalesRange, signal?: AbortSignal) =>
  api('GET /ventas', { query: range, signal });

export const salesQueryOptions = (range: SalesRange) =>
  queryOptions({
    queryKey: commerceKeys.sales(range),
    queryFn: ({ signal }) => getSales(range, signal),
  });

/** While another period loads, the last one stays on screen (dimmed by the table). */
export const useSales = (range: SalesRange, enabled: boolean) =>
  useQuery({ ...salesQueryOptions(range), enabled, placeholderData: keepPreviousData });
