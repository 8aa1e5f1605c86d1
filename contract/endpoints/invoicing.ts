import { ZIdParamsSchema } from '../common';
import { ZCfeAnswerSchema, ZCfeReportQuerySchema, ZCfeReportSchema } from '../invoicing';
import { endpoint } from '../endpoint';

/** Issue 34: the CFE of each sale (DECISIONS §14). */
export const invoicingEndpoints = {
  /** Her 'Reintentar' on a document the provider has not issued yet. */
  retry: endpoint({
    method: 'POST',
    path: '/comprobantes/:id/reintento',
    operationId: 'retryInvoice',
    summary: 'Reintenta emitir un comprobante pendiente',
    access: 'admin',
    tag: 'invoicing',
    params: ZIdParamsSchema,
    response: ZCfeAnswerSchema,
  }),
  /** The document's PDF as the provider renders it, for its buyer and for her. */
  pdf: endpoint({
    method: 'GET',
    path: '/comprobantes/:id/pdf',
    operationId: 'getInvoicePdf',
    summary: 'Descarga el PDF de un comprobante',
    access: 'owner-or-admin',
    tag: 'invoicing',
    params: ZIdParamsSchema,
    raw: ['application/pdf'],
  }),
  /** The month's documents and totals by tax rate, for her accountant. */
  report: endpoint({
    method: 'GET',
    path: '/comprobantes/resumen',
    operationId: 'getInvoiceReport',
    summary: 'Resumen mensual de comprobantes',
    access: 'admin',
    tag: 'invoicing',
    query: ZCfeReportQuerySchema,
    response: ZCfeReportSchema,
  }),
};
