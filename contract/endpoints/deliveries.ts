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
    access: 'user',
    tag: 'deliveries',
    query: ZDeliveriesQuerySchema,
    response: ZDeliveriesAnswerSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/entregas/:id',
    access: 'owner-or-admin',
    tag: 'deliveries',
    params: ZIdParamsSchema,
    response: ZDeliveryAnswerSchema,
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/entregas/:id/archivos',
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
    access: 'signed-link',
    tag: 'deliveries',
    params: ZDeliveryFileParamsSchema,
    query: ZDeliveryFileQuerySchema,
  }),
};
