import { z } from 'zod';
import { ZMoneySchema } from './catalog';
import { CFE_TYPE_CODES, CFE_TYPE_LABELS, TAX_RATES, type TCfeType } from './fiscal';

/**
 * The CFE of each sale (DECISIONS §14, issue 34): issued through the provider after the
 * sale is recorded, retried until it is, and shown to the buyer and to her.
 */

/** Waiting for the provider (or for its sale's CFE, a credit note), or issued. */
export const CFE_STATES = ['pendiente', 'emitido'] as const;

/** Why a CFE is a sale's: the sale itself, or its refund (the credit note). */
export const CFE_PURPOSES = ['venta', 'reembolso'] as const;

export const INVOICING_MSG = {
  notConfigured: 'Facturación electrónica no configurada',
  notFound: 'No encontramos ese comprobante',
  alreadyIssued: 'Este comprobante ya fue emitido',
  issued: 'Comprobante emitido',
  stillPending: 'El proveedor todavía no emitió el comprobante; lo seguimos intentando',
  noPdf: 'El proveedor no pudo entregar el PDF del comprobante. Probá de nuevo en unos minutos.',
  noTaxRate: 'Falta la tasa de IVA del producto: elegila en el producto y se emite solo',
  waitsForSale: 'Espera que se emita el comprobante de la venta',
  unreachable: 'No pudimos conectar con el proveedor de facturación',
  badMonth: 'Elegí un mes con el formato AAAA-MM',
} as const;

/** 'e-Ticket A-123': how a CFE is named to the buyer and to her. */
export const cfeName = (c: { tipo: TCfeType; serie: string | null; numero: number | null }) =>
  c.serie && c.numero !== null
    ? `${CFE_TYPE_LABELS[c.tipo]} ${c.serie}-${c.numero}`
    : CFE_TYPE_LABELS[c.tipo];

/** A CFE as the buyer sees it: what it is and whether it can be downloaded yet. */
export const ZBuyerCfeSchema = z.object({
  _id: z.string(),
  tipo: z.union(CFE_TYPE_CODES.map((c) => z.literal(c))),
  estado: z.enum(CFE_STATES),
  serie: z.string().nullable(),
  numero: z.number().nullable(),
  emitidoAt: z.string().nullable(),
});
export type TBuyerCfe = z.infer<typeof ZBuyerCfeSchema>;

/** A CFE as Ventas shows it: with the provider's reason while it waits. */
export const ZCfeSchema = ZBuyerCfeSchema.extend({
  /** The provider's answer to the last attempt, or why it waits. */
  error: z.string().nullable(),
  intentos: z.number(),
  proximoIntento: z.string().nullable(),
});
export type TCfe = z.infer<typeof ZCfeSchema>;

export const ZCfeAnswerSchema = z.object({ message: z.string(), comprobante: ZCfeSchema });

/** The month of a report: 'YYYY-MM' (Montevideo). */
export const ZCfeReportQuerySchema = z.object({
  mes: z
    .string({ error: INVOICING_MSG.badMonth })
    .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { error: INVOICING_MSG.badMonth }),
});

/** One line per tax rate: the net, the IVA and the total, as exact decimal strings. */
const ZTaxTotalsSchema = z.object({
  iva: z.enum(TAX_RATES),
  cantidad: z.number(),
  neto: ZMoneySchema,
  impuesto: ZMoneySchema,
  total: ZMoneySchema,
});

const ZReportLineSchema = z.object({
  _id: z.string(),
  tipo: z.union(CFE_TYPE_CODES.map((c) => z.literal(c))),
  serie: z.string(),
  numero: z.number(),
  emitidoAt: z.string(),
  producto: z.string(),
  iva: z.enum(TAX_RATES),
  total: ZMoneySchema,
});

/**
 * The month's CFEs for her accountant: each document issued, the totals by tax rate of the
 * tickets and invoices and of the credit notes, and the net; `ventas` is the sales ledger's
 * money of the same month (sales minus the refunds made in it), which the net must equal
 * once nothing is pending.
 */
export const ZCfeReportSchema = z.object({
  mes: z.string(),
  comprobantes: z.array(ZReportLineSchema),
  ventas: z.array(ZTaxTotalsSchema),
  notasCredito: z.array(ZTaxTotalsSchema),
  neto: ZMoneySchema,
  ventasDelMes: ZMoneySchema,
  pendientes: z.number(),
});
export type TCfeReport = z.infer<typeof ZCfeReportSchema>;
