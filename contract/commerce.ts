import { z } from 'zod';
import { ZIdSchema } from './common';
import { ZMoneySchema } from './catalog';
import { USERS_MSG } from './users';

/**
 * Commerce (spec §3 Sale, Purchase, Purchase request, Manual plan assignment; §7;
 * DECISIONS §4): field names as the spec spells them. Prices are never taken from the
 * browser: a purchase request names a product, the server reads its price.
 */

/** What a purchase request buys: a plan or ebook, a recipe book, or the 'Turno Presencial'. */
export const PRODUCT_KINDS = ['plan', 'receta', 'control'] as const;
export type TProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * An order's life: pending until the provider confirms; approved once delivered;
 * rejected when the payment failed; refunded when the sale was refunded or charged
 * back; expired when nobody paid within a day.
 */
export const ORDER_STATES = ['pending', 'approved', 'rejected', 'refunded', 'expired'] as const;
export type TOrderState = (typeof ORDER_STATES)[number];

/** The `plataforma` of a sale: the real provider, the built-in test checkout, or the admin. */
export const PLATFORMS = { mercadoPago: 'Mercado Pago', test: 'Prueba', manual: 'Manual' } as const;

/** What the test checkout's buttons do ('Aprobar pago', 'Rechazar pago', 'Dejar pendiente'). */
export const TEST_RESULTS = ['approved', 'rejected', 'pending'] as const;

export const COMMERCE_MSG = {
  productNotFound: 'No encontramos ese producto',
  noPrice: 'Este producto todavía no tiene precio: escribinos para comprarlo',
  alreadyOwned: 'Ya compraste este producto: lo encontrás en Mis Compras',
  otherBuyer: 'Solo podés comprar para tu propia cuenta',
  paymentsOff: 'Los pagos no están disponibles en este momento. Escribinos para comprar.',
  provider:
    'No pudimos conectar con Mercado Pago. Probá de nuevo en unos minutos; no se te cobró nada.',
  orderNotFound: 'No encontramos ese pedido',
  testCheckoutOff: 'El modo de prueba no está disponible en este sitio',
  orderClosed: 'Este pedido ya no se puede pagar',
  saleNotFound: 'No encontramos esa venta',
  alreadyRefunded: 'Esta venta ya fue reembolsada',
  refundFailed:
    'Mercado Pago no aceptó el reembolso. Revisá la venta en tu cuenta de Mercado Pago.',
  refunded: 'Venta reembolsada: el acceso del cliente quedó revocado',
  planRequired: 'Elegí un plan para asignar',
  ebookNotAssignable: 'Un ebook no se asigna como plan: el cliente lo compra para descargarlo',
  planAssigned: 'Plan asignado: el usuario recibe un e-mail para completar la anamnesis',
  filesForBuyers: 'Estos archivos son solo para quienes compraron el producto',
  filesAfterForms:
    'Tus archivos se habilitan cuando completes la anamnesis y el primer control del plan',
  badRange: 'La fecha "hasta" no puede ser anterior a "desde"',
  badSignature: 'Notificación sin una firma válida',
} as const;

/** An id, or an object carrying one (the old web app sent whole records): only the id is read. */
const idOrRecord = (message: string) =>
  z
    .union([ZIdSchema, z.looseObject({ _id: ZIdSchema })], { error: message })
    .transform((v) => (typeof v === 'string' ? v : v._id));

/**
 * POST mercadopago (spec §3 Purchase request). `user` must be the caller (it is
 * optional: the session says who buys). `productSelected` is ignored for 'control'.
 */
export const ZCheckoutBodySchema = z
  .object({
    productSelected: idOrRecord(COMMERCE_MSG.productNotFound).optional(),
    user: idOrRecord(COMMERCE_MSG.otherBuyer).optional(),
    typeProduct: z.enum(PRODUCT_KINDS, { error: 'Tipo de producto inválido' }),
  })
  .refine((b) => b.typeProduct === 'control' || b.productSelected !== undefined, {
    path: ['productSelected'],
    error: 'Elegí un producto',
  });
export type TCheckoutBody = z.input<typeof ZCheckoutBodySchema>;

export const ZCheckoutAnswerSchema = z.object({
  /** Where the browser goes to pay: Mercado Pago, or our test checkout. */
  init_point: z.string(),
  orderId: z.string(),
});

export const ZOrderSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  status: z.enum(ORDER_STATES),
  typeProduct: z.enum(PRODUCT_KINDS),
  productoId: z.string().nullable(),
  producto: z.string(),
  monto: ZMoneySchema,
  /** The test checkout or Mercado Pago. */
  provider: z.enum(['mercadopago', 'test']),
  createdAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;
export const ZOrderAnswerSchema = z.object({ order: ZOrderSchema });

/**
 * The order page reads the order; Mercado Pago's return address carries `payment_id`,
 * which the server reads back from the provider (never trusting it) in case the
 * notification has not arrived yet.
 */
export const ZOrderQuerySchema = z.object({
  payment_id: z
    .string()
    .regex(/^\d{1,20}$/, { error: 'Pago inválido' })
    .optional(),
});

export const ZTestPaymentBodySchema = z.object({
  result: z.enum(TEST_RESULTS, { error: 'Elegí aprobar, rechazar o dejar pendiente' }),
});
export const ZTestPaymentAnswerSchema = z.object({
  order: ZOrderSchema,
  /** The page the buyer returns to, as Mercado Pago's back_urls would send them. */
  redirect: z.string(),
});

/**
 * A notification as Mercado Pago sends it: `?data.id=&type=payment` (or the older
 * `?topic=payment&id=`); the body repeats it. Anything else is acknowledged and ignored.
 */
export const ZNotificationQuerySchema = z.looseObject({
  'data.id': z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  topic: z.string().max(64).optional(),
  id: z.string().max(64).optional(),
});
export const ZNotificationBodySchema = z
  .looseObject({
    type: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    data: z.looseObject({ id: z.union([z.string().max(64), z.number()]).optional() }).optional(),
  })
  .nullish();
export const ZNotificationAnswerSchema = z.object({ received: z.literal(true) });

/** Purchase (compra) of spec §3, with what the purchases list shows. */
export const ZPurchaseSchema = z.object({
  _id: z.string(),
  producto: z.string(),
  productoId: z.string().nullable(),
  typeProduct: z.enum(PRODUCT_KINDS),
  monto: ZMoneySchema,
  plataforma: z.string(),
  /** The provider's transaction id; null for a manual assignment. */
  payment_id: z.string().nullable(),
  createdAt: z.string(),
  /** Refunded: nothing is unlocked any more. */
  refunded: z.boolean(),
  /** A 'Turno Presencial' already used by a booking. */
  used: z.boolean(),
});
export type TPurchase = z.infer<typeof ZPurchaseSchema>;
export const ZPurchasesAnswerSchema = z.object({ compras: z.array(ZPurchaseSchema) });

/** Sale (venta) of spec §3. */
export const ZSaleSchema = z.object({
  _id: z.string(),
  producto: z.string(),
  productoId: z.string().nullable(),
  typeProduct: z.enum(PRODUCT_KINDS),
  userId: z.string().nullable(),
  userEmail: z.string(),
  monto: ZMoneySchema,
  plataforma: z.string(),
  payment_id: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type TSale = z.infer<typeof ZSaleSchema>;

const day = z.iso.date({ error: 'Fecha inválida (aaaa-mm-dd)' });
/** Sales between two days (Montevideo), both included. */
export const ZSalesQuerySchema = z
  .object({ desde: day.optional(), hasta: day.optional() })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    path: ['hasta'],
    error: COMMERCE_MSG.badRange,
  });
export type TSalesQuery = z.input<typeof ZSalesQuerySchema>;

export const ZSalesAnswerSchema = z.object({
  data: z.array(ZSaleSchema),
  /** Of the listed sales, refunds excluded. */
  total: z.object({ ventas: z.number(), monto: ZMoneySchema }),
});
export const ZSaleAnswerSchema = z.object({ message: z.string(), venta: ZSaleSchema });

/**
 * POST manualsuccess (spec §3 Manual plan assignment). Only the plan and the client are
 * read; the title, price and controls come from the database, whatever else is sent.
 */
export const ZManualAssignBodySchema = z.looseObject({
  productoId: z.uuid({ error: COMMERCE_MSG.planRequired }),
  userId: z.uuid({ error: USERS_MSG.notFound }),
});

/** The 'Turno Presencial' product row (DECISIONS §4): its price for the Turnos page. */
export const ZFixedProductSchema = z.object({
  _id: z.string(),
  title: z.string(),
  typeProduct: z.literal('control'),
  costPesos: ZMoneySchema,
});
export const ZFixedProductAnswerSchema = z.object({ product: ZFixedProductSchema });

/** What the download page lists: the product's files, for its buyers and the admin. */
export const ZOwnedFilesAnswerSchema = z.object({
  producto: z.string(),
  typeProduct: z.enum(['plan', 'receta']),
  files: z.array(z.object({ name: z.string() })),
});
