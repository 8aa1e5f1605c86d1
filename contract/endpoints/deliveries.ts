import { ZIdParamsSchema } from '../common';
import {
  ZDeliveriesAnswerSchema,
  ZDeliveriesQuerySchema,
  ZDeliveryAnswerSchema,
  ZDeliveryFileParamsSchema,
  ZDeliveryFileQuerySchema,
  ZDeliverySavedSchema,
  ZDeliveryUploadSchema,
} from '../deliveries';
import { endpoint } from '../endpoint';

/** Plan delivery (issue 11): what is owed, by when, and each client's own plan files. */
export const deliveriesEndpoints = {
  /** The admin: every delivery, soonest first; a client: their own. */
  list: endpoint({
    method: 'GET',
    path: '/entregas',
    operationId: 'listDeliveries',
    summary: 'Lista las entregas de planes personalizados',
    access: 'user',
    tag: 'deliveries',
    query: ZDeliveriesQuerySchema,
    response: ZDeliveriesAnswerSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/entregas/:id',
    operationId: 'getDelivery',
    summary: 'Devuelve una entrega',
    access: 'owner-or-admin',
    tag: 'deliveries',
    params: ZIdParamsSchema,
    response: ZDeliveryAnswerSchema,
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/entregas/:id/archivos',
    operationId: 'deliverPlanFiles',
    summary: 'Entrega los archivos del plan personalizado',
    access: 'admin',
    tag: 'deliveries',
    params: ZIdParamsSchema,
    form: { schema: ZDeliveryUploadSchema, files: 'delivery' },
    response: ZDeliverySavedSchema,
  }),
  /** A delivered file, through a short-lived signed link handed to its owner and the admin. */
  file: endpoint({
    method: 'GET',
    path: '/entregas/archivo/:name',
    operationId: 'getDeliveryFile',
    summary: 'Descarga un archivo entregado por un enlace firmado',
    access: 'signed-link',
    tag: 'deliveries',
    params: ZDeliveryFileParamsSchema,
    query: ZDeliveryFileQuerySchema,
    raw: ['application/pdf', 'image/png', 'image/jpeg'],
  }),
};
