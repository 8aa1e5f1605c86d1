import { ZIdParamsSchema } from '../common';
import {
  ZCheckoutAnswerSchema,
  ZCheckoutBodySchema,
  ZFixedProductAnswerSchema,
  ZFixedProductUpdateSchema,
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
    operationId: 'createCheckout',
    summary: 'Inicia la compra de un producto',
    access: 'user',
    tag: 'commerce',
    body: ZCheckoutBodySchema,
    response: ZCheckoutAnswerSchema,
  }),
  /** Mercado Pago's webhook: the signature (when a secret is set) is its credential. */
  notification: endpoint({
    method: 'POST',
    path: '/mercadopago/notificacion',
    operationId: 'receivePaymentNotification',
    summary: 'Recibe el aviso de pago de Mercado Pago',
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
    operationId: 'getOrder',
    summary: 'Devuelve el estado de un pedido',
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
    operationId: 'resolveTestPayment',
    summary: 'Aprueba, rechaza o deja pendiente un pago de prueba',
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
    operationId: 'getAppointmentProduct',
    summary: 'Devuelve el producto Turno Presencial y su precio',
    access: 'public',
    tag: 'commerce',
    response: ZFixedProductAnswerSchema,
  }),
  /** Issue 34: her setting of the turno's IVA for its CFE. */
  updateAppointmentProduct: endpoint({
    method: 'PUT',
    path: '/turno-presencial',
    operationId: 'updateAppointmentProduct',
    summary: 'Cambia la tasa de IVA del Turno Presencial',
    access: 'admin',
    tag: 'commerce',
    body: ZFixedProductUpdateSchema,
    response: ZFixedProductAnswerSchema,
  }),
};

/** What clients bought and the nutritionist sold (spec §7 compras, ventas, manualsuccess). */
export const salesEndpoints = {
  purchases: endpoint({
    method: 'GET',
    path: '/compras/:id',
    operationId: 'listPurchasesByUser',
    summary: 'Lista las compras de un cliente',
    access: 'self-or-admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZPurchasesAnswerSchema,
  }),
  /** Beyond spec §7: a bought product's files, for its buyers and the admin. */
  ownedFiles: endpoint({
    method: 'GET',
    path: '/archivos/:id',
    operationId: 'listOwnedFiles',
    summary: 'Lista los archivos de un producto comprado',
    access: 'user',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZOwnedFilesAnswerSchema,
  }),
  sales: endpoint({
    method: 'GET',
    path: '/ventas',
    operationId: 'listSales',
    summary: 'Lista las ventas',
    access: 'admin',
    tag: 'commerce',
    query: ZSalesQuerySchema,
    response: ZSalesAnswerSchema,
  }),
  /** Beyond spec §7: the same sales as CSV, for the accountant. */
  salesCsv: endpoint({
    method: 'GET',
    path: '/ventas/csv',
    operationId: 'exportSalesCsv',
    summary: 'Descarga las ventas en CSV',
    access: 'admin',
    tag: 'commerce',
    query: ZSalesQuerySchema,
    raw: ['text/csv'],
  }),
  /** Beyond spec §7: a full refund through the provider; the client's access is revoked. */
  refund: endpoint({
    method: 'POST',
    path: '/ventas/:id/reembolso',
    operationId: 'refundSale',
    summary: 'Reembolsa una venta',
    access: 'admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZSaleAnswerSchema,
  }),
  manualAssign: endpoint({
    method: 'POST',
    path: '/manualsuccess',
    operationId: 'assignPlanManually',
    summary: 'Asigna un plan a un cliente sin pago en línea',
    access: 'admin',
    tag: 'commerce',
    body: ZManualAssignBodySchema,
    response: ZSaleAnswerSchema,
  }),
};
