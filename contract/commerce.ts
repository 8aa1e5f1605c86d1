import { z } from 'zod';
import { textSchema, ZDaySchema, ZIdSchema } from './common';
import { ZMoneyInputSchema, ZMoneySchema } from './catalog';
import { ZDeliverySchema } from './deliveries';
import { FISCAL_MSG, TAX_RATES, ZRutSchema, ZTaxRateInputSchema } from './fiscal';
import { ZCreditLotSchema } from './credits';
import { ZBuyerCfeSchema, ZCfeSchema } from './invoicing';
import { formatMoney } from './money';
import { USERS_MSG } from './users';

/**
 * Commerce (spec §3 Sale, Purchase, Purchase request, Manual plan assignment; §7;
 * DECISIONS §4): field names as the spec spells them. Prices are never taken from the
 * browser: a purchase request names a product, the server reads its price.
 */

/**
 * What a purchase request buys: a plan or ebook, a recipe book, the 'Turno Presencial', or
 * one of her packs of controls (issue 34).
 */
export const PRODUCT_KINDS = ['plan', 'receta', 'control', 'pack'] as const;
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
  notAvailable: 'Este producto todavía no está disponible',
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
  badAmount: 'Escribí el monto cobrado: 0 o más, con hasta 2 decimales',
} as const;

/**
 * How a sale or purchase is labelled where its amount is not money received (DECISIONS §9):
 * a courtesy (an assignment for 0), a second payment to give back, a refunded sale.
 */
export const SALE_LABELS = {
  courtesy: 'Sin cargo',
  refundDue: 'A reembolsar',
  refunded: 'Reembolsada',
} as const;

/** An amount of 0 is a courtesy: nothing was charged. */
export const isCourtesy = (monto: string) => Number(monto) === 0;

/** An amount charged as the client reads it (mail, Mis Compras): '$U 1.500,00' or 'Sin cargo'. */
export const chargedText = (monto: string, space: ' ' | '\u00a0' = '\u00a0') =>
  isCourtesy(monto) ? SALE_LABELS.courtesy : formatMoney(monto, space);

/** An id, or an object carrying one (the old web app sent whole records): only the id is read. */
const idOrRecord = (message: string) =>
  z
    .union([ZIdSchema, z.looseObject({ _id: ZIdSchema })], { error: message })
    .transform((v) => (typeof v === 'string' ? v : v._id));

/** Who an e-Factura is made out to: a valid RUT and the company's name. */
export const ZInvoiceBuyerSchema = z.object({
  rut: ZRutSchema,
  razonSocial: textSchema(FISCAL_MSG.razonSocial)
    .trim()
    .min(1, { error: FISCAL_MSG.razonSocial })
    .max(150, { error: FISCAL_MSG.razonSocial }),
});
export type TInvoiceBuyer = z.input<typeof ZInvoiceBuyerSchema>;

/**
 * POST mercadopago (spec §3 Purchase request). `user` must be the caller (it is
 * optional: the session says who buys). For 'control' `productSelected` is not read at
 * all (DECISIONS §4): the spec's web app sends `{ title, typeProduct, costPesos }` there.
 */
export const ZCheckoutBodySchema = z
  .object({
    productSelected: z.unknown().optional(),
    user: idOrRecord(COMMERCE_MSG.otherBuyer).optional(),
    typeProduct: z.enum(PRODUCT_KINDS, { error: 'Tipo de producto inválido' }),
    /** 'Quiero factura con RUT' (issue 34): the sale's CFE is an e-Factura to this company. */
    factura: ZInvoiceBuyerSchema.optional(),
  })
  .transform((b, ctx) => {
    if (b.typeProduct === 'control') return { ...b, productSelected: undefined };
    if (b.productSelected === undefined) {
      ctx.addIssue({ code: 'custom', path: ['productSelected'], message: 'Elegí un producto' });
      return z.NEVER;
    }
    const id = idOrRecord(COMMERCE_MSG.productNotFound).safeParse(b.productSelected);
    if (!id.success) {
      for (const issue of id.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['productSelected', ...issue.path.map(String)],
          message: issue.message,
        });
      return z.NEVER;
    }
    return { ...b, productSelected: id.data };
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
  /** A 'Turno Presencial' or a pack: its credits (issue 34); null for other products. */
  creditos: ZCreditLotSchema.nullable(),
  /** The sale's CFE (issue 34): null for a courtesy or where invoicing is not configured. */
  comprobante: ZBuyerCfeSchema.nullable(),
  /** Its credit note once refunded. */
  notaCredito: ZBuyerCfeSchema.nullable(),
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
  /**
   * A second payment for a once-only product the buyer already owned (DECISIONS §9): it
   * unlocked nothing and is owed back ('A reembolsar'); it is not money received.
   */
  refundDue: z.boolean(),
  /** The sale's CFE (issue 34) and, once refunded, its credit note. */
  comprobante: ZCfeSchema.nullable(),
  notaCredito: ZCfeSchema.nullable(),
});
export type TSale = z.infer<typeof ZSaleSchema>;

const day = ZDaySchema;
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
  /**
   * Money received among the listed sales: refunded sales, those to refund and courtesies
   * ('Sin cargo', 0) excluded from both the count and the amount.
   */
  total: z.object({ ventas: z.number(), monto: ZMoneySchema }),
  /** Whether CFEs are issued at all (INVOICING_*): Ventas says so when they are not. */
  facturacion: z.boolean(),
});
export const ZSaleAnswerSchema = z.object({ message: z.string(), venta: ZSaleSchema });

/**
 * POST manualsuccess (spec §3 Manual plan assignment). The plan, the client and the amount
 * actually charged are read (DECISIONS §9: 0 is a courtesy, 'Sin cargo'; absent, the plan's
 * price); the title and controls come from the database, whatever else is sent.
 */
export const ZManualAssignBodySchema = z.looseObject({
  productoId: z.uuid({ error: COMMERCE_MSG.planRequired }),
  userId: z.uuid({ error: USERS_MSG.notFound }),
  monto: ZMoneyInputSchema(COMMERCE_MSG.badAmount).optional(),
});
export type TManualAssignBody = z.input<typeof ZManualAssignBodySchema>;

/** The 'Turno Presencial' product row (DECISIONS §4): its price for the Turnos page. */
export const ZFixedProductSchema = z.object({
  _id: z.string(),
  title: z.string(),
  typeProduct: z.literal('control'),
  costPesos: ZMoneySchema,
  /** Its tax rate for the CFE, as her accountant says (null: not set yet). */
  iva: z.enum(TAX_RATES).nullable(),
});
export type TFixedProduct = z.infer<typeof ZFixedProductSchema>;
export const ZFixedProductAnswerSchema = z.object({ product: ZFixedProductSchema });
/** PUT turno-presencial: her setting of the turno's tax rate. */
export const ZFixedProductUpdateSchema = z.object({ iva: ZTaxRateInputSchema });

/** The buyer's personalized plan of a bought plan, as the download page shows it. */
export const ZOwnedDeliverySchema = ZDeliverySchema.pick({
  _id: true,
  plan: true,
  planAnamnesis: true,
  state: true,
  dueDate: true,
  missing: true,
  deliveredAt: true,
  notes: true,
  files: true,
});
export type TOwnedDelivery = z.infer<typeof ZOwnedDeliverySchema>;

/**
 * What the download page lists (DECISIONS §9): everything the purchase entitles its buyer
 * to. The product's files (for its buyers and the admin) and, for a plan, the caller's
 * own personalized plans of it (deliveries): their due date until delivered, then their
 * files through short-lived signed links.
 */
export const ZOwnedFilesAnswerSchema = z.object({
  producto: z.string(),
  typeProduct: z.enum(['plan', 'receta']),
  files: z.array(z.object({ name: z.string() })),
  entregas: z.array(ZOwnedDeliverySchema),
});
export type TOwnedFiles = z.infer<typeof ZOwnedFilesAnswerSchema>;
