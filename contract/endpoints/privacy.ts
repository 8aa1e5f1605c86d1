import { ZSignedQuerySchema } from '../clinical';
import { ZIdParamsSchema, ZMessageSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ZDataRequestAnswerSchema,
  ZDataRequestCreateSchema,
  ZKeptRecordSchema,
  ZKeptRecordsSchema,
  ZMyDataLinkSchema,
  ZMyDataRequestAnswerSchema,
  ZMyDataSchema,
  ZPendingDataRequestsSchema,
} from '../privacy';

/**
 * 'Mis datos' (issue 33, Ley 18.331): a person's own data, its download and their requests;
 * her answers to those requests, and the clinical records an erasure kept.
 */
export const privacyEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/mis-datos',
    operationId: 'getMyData',
    summary: 'Lista todo lo que la consulta guarda de la persona, y sus pedidos',
    access: 'user',
    tag: 'privacy',
    response: ZMyDataSchema,
  }),
  link: endpoint({
    method: 'POST',
    path: '/mis-datos/descarga',
    operationId: 'linkMyDataDownload',
    summary: 'Da un enlace firmado, que vence, a la descarga de los datos de la persona',
    access: 'user',
    tag: 'privacy',
    response: ZMyDataLinkSchema,
  }),
  /** The ZIP, through the signed link (a plain link the browser downloads, no session). */
  download: endpoint({
    method: 'GET',
    path: '/mis-datos/descarga/:id',
    operationId: 'downloadMyData',
    summary: 'Devuelve el ZIP con los datos de la persona, por un enlace firmado',
    access: 'signed-link',
    tag: 'privacy',
    params: ZIdParamsSchema,
    query: ZSignedQuerySchema,
    raw: ['application/zip'],
  }),
  request: endpoint({
    method: 'POST',
    path: '/mis-datos/pedidos',
    operationId: 'createDataRequest',
    summary: 'Pide una corrección de datos o la baja de la cuenta',
    access: 'user',
    tag: 'privacy',
    body: ZDataRequestCreateSchema,
    response: ZMyDataRequestAnswerSchema,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/mis-datos/pedidos/:id',
    operationId: 'withdrawDataRequest',
    summary: 'Retira un pedido aún sin respuesta',
    access: 'owner-or-admin',
    tag: 'privacy',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
  pending: endpoint({
    method: 'GET',
    path: '/pedidos-datos',
    operationId: 'listDataRequests',
    summary: 'Lista los pedidos de datos sin responder, el más urgente primero',
    access: 'admin',
    tag: 'privacy',
    response: ZPendingDataRequestsSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/pedidos-datos/:id/respuesta',
    operationId: 'answerDataRequest',
    summary: 'Responde un pedido: elimina la cuenta o marca la corrección hecha',
    access: 'admin',
    tag: 'privacy',
    params: ZIdParamsSchema,
    body: ZDataRequestAnswerSchema,
    response: ZMessageSchema,
  }),
  keptList: endpoint({
    method: 'GET',
    path: '/historias-conservadas',
    operationId: 'listKeptRecords',
    summary: 'Lista las historias clínicas conservadas de cuentas eliminadas',
    access: 'admin',
    tag: 'privacy',
    response: ZKeptRecordsSchema,
  }),
  kept: endpoint({
    method: 'GET',
    path: '/historias-conservadas/:id',
    operationId: 'getKeptRecord',
    summary: 'Devuelve una historia clínica conservada, de solo lectura',
    access: 'admin',
    tag: 'privacy',
    params: ZIdParamsSchema,
    response: ZKeptRecordSchema,
  }),
  keptErase: endpoint({
    method: 'DELETE',
    path: '/historias-conservadas/:id',
    operationId: 'eraseKeptRecord',
    summary: 'Elimina una historia clínica conservada cuyo plazo de conservación terminó',
    access: 'admin',
    tag: 'privacy',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
} as const;
