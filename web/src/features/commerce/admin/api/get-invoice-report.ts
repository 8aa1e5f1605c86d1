import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/**
 * The month's report is keyed under the sales: a refund (its credit note), an assignment
 * or a retry refreshes it along with them.
 */
export const invoiceReportKey = (mes: string) =>
  [...commerceKeys.allSales(), 'comprobantes', mes] as const;

/** GET /api/comprobantes/resumen?mes=YYYY-MM (admin): the month's CFEs and totals by tax rate. */
export const getInvoiceReport = (mes: string, signal?: AbortSignal) =>
  api('GET /comprobantes/resumen', { query: { mes }, signal });

export const invoiceReportQueryOptions = (mes: string) =>
  queryOptions({
    queryKey: invoiceReportKey(mes),
    queryFn: ({ signal }) => getInvoiceReport(mes, signal),
  });

/** While another month loads, the last one stays on screen (dimmed). */
export const useInvoiceReport = (mes: string) =>
  useQuery({ ...invoiceReportQueryOptions(mes), placeholderData: keepPreviousData });
