import { ZIdParamsSchema } from '../common';
import {
  ZCheckoutAnswerSchema,
  ZCheckoutBodySchema,
  ZFixedProductAnswerSchema,
  ZManualAssignBodySchema,
  ZNotificationAnswerSchema,
  ZNotificationBodySchema,
  ZNotificationQuerySchema,
  ZOrderAnswerSchema,
  ZOrderQuerySchema,
  ZOwnedFilesAnswerSchema,
  ZPurchasesAnswerSchema,
  ZSaleAnswerSchema,
  ZSalesAnswerSchema,
  ZSalesQuerySchema,
  ZTestPaymentAnswerSchema,
  ZTestPaymentBodySchema,
} from '../commerce';
import { endpoint } from '../endpoint';

/** Buying (spec §7 payment creation, DECISIONS §1 and §4): the checkout and its order. */
export const checkoutEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/mercadopago',
    access: 'user',
    tag: 'commerce',
    body: ZCheckoutBodySchema,
    response: ZCheckoutAnswerSchema,
  }),
  /** Mercado Pago's webhook: the signature (when a secret is set) is its credential. */
  notification: endpoint({
    method: 'POST',
    path: '/mercadopago/notificacion',
    access: 'public',
    tag: 'commerce',
    query: ZNotificationQuerySchema,
    body: ZNotificationBodySchema,
    response: ZNotificationAnswerSchema,
  }),
  /** Beyond spec §7: the page the buyer returns to shows the order's real state. */
  order: endpoint({
    method: 'GET',
    path: '/pedido/:id',
    access: 'owner-or-admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    query: ZOrderQuerySchema,
    response: ZOrderAnswerSchema,
  }),
  /** The built-in test checkout (no MP_ACCESS_TOKEN): its buttons pay, refuse or leave pending. */
  testPayment: endpoint({
    method: 'POST',
    path: '/pago-de-prueba/:id',
    access: 'owner-or-admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    body: ZTestPaymentBodySchema,
    response: ZTestPaymentAnswerSchema,
  }),
  /** Beyond spec §7: the 'Turno Presencial' product and its price, for the Turnos page. */
  appointmentProduct: endpoint({
    method: 'GET',
    path: '/turno-presencial',
    access: 'public',
    tag: 'commerce',
    response: ZFixedProductAnswerSchema,
  }),
};

/** What clients bought and the nutritionist sold (spec §7 compras, ventas, manualsuccess). */
export const salesEndpoints = {
  purchases: endpoint({
    method: 'GET',
    path: '/compras/:id',
    access: 'self-or-admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZPurchasesAnswerSchema,
  }),
  /** Beyond spec §7: a bought product's files, for its buyers and the admin. */
  ownedFiles: endpoint({
    method: 'GET',
    path: '/archivos/:id',
    access: 'user',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZOwnedFilesAnswerSchema,
  }),
  sales: endpoint({
    method: 'GET',
    path: '/ventas',
    access: 'admin',
    tag: 'commerce',
    query: ZSalesQuerySchema,
    response: ZSalesAnswerSchema,
  }),
  /** Beyond spec §7: the same sales as CSV, for the accountant. */
  salesCsv: endpoint({
    method: 'GET',
    path: '/ventas/csv',
    access: 'admin',
    tag: 'commerce',
    query: ZSalesQuerySchema,
  }),
  /** Beyond spec §7: a full refund through the provider; the client's access is revoked. */
  refund: endpoint({
    method: 'POST',
    path: '/ventas/:id/reembolso',
    access: 'admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZSaleAnswerSchema,
  }),
  manualAssign: endpoint({
    method: 'POST',
    path: '/manualsuccess',
    access: 'admin',
    tag: 'commerce',
    body: ZManualAssignBodySchema,
    response: ZSaleAnswerSchema,
  }),
};
