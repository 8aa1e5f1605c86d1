import { z } from 'zod';
import { textSchema } from './common';
import { MAX_INSTALLMENTS, ZMoneyInputSchema, ZMoneySchema } from './catalog';
import { TAX_RATES, ZTaxRateInputSchema } from './fiscal';

/**
 * Packs of consultations and the credits they give (issue 34). A credit books one turno;
 * a 'Turno Presencial' bought alone is one credit that never expires, a 'Pack de N
 * controles' is N credits that expire on the same day. Every change of a credit is a
 * movement of the client's ledger, so what they hold is always what the ledger adds up to.
 */

export const PACK_LIMITS = { credits: 20, validityDays: 730, title: 80 } as const;

export const CREDITS_MSG = {
  title: `Escribí el nombre del pack, hasta ${PACK_LIMITS.title} caracteres`,
  credits: `Los controles del pack tienen que ser un número entre 2 y ${PACK_LIMITS.credits}`,
  validity: `La validez tiene que ser un número de días entre 7 y ${PACK_LIMITS.validityDays}`,
  price: 'Escribí el precio del pack: un monto mayor que 0, con hasta 2 decimales',
  installments: `Las cuotas tienen que ser un número entre 1 y ${MAX_INSTALLMENTS}`,
  packNotFound: 'No encontramos ese pack',
  packSaved: 'Guardamos el pack',
  /** A credit covers turnos up to the day its pack expires. */
  expiredForSlot:
    'Tus controles vencen antes de ese día: elegí un horario hasta la fecha de vencimiento',
} as const;

const intIn = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** What she types for a pack (POST and PUT packs). */
export const ZPackInputSchema = z.object({
  title: textSchema(CREDITS_MSG.title)
    .trim()
    .min(1, { error: CREDITS_MSG.title })
    .max(PACK_LIMITS.title, { error: CREDITS_MSG.title }),
  creditos: intIn(2, PACK_LIMITS.credits, CREDITS_MSG.credits),
  costPesos: ZMoneyInputSchema(CREDITS_MSG.price).refine((v) => Number(v) > 0, {
    error: CREDITS_MSG.price,
  }),
  validezDias: intIn(7, PACK_LIMITS.validityDays, CREDITS_MSG.validity),
  iva: ZTaxRateInputSchema,
  cuotas: intIn(1, MAX_INSTALLMENTS, CREDITS_MSG.installments).default(1),
  /** Offered on the Turnos page; a pack no longer offered stays in what was sold. */
  activo: z.boolean({ error: 'Elegí si el pack se ofrece' }).default(true),
});
export type TPackInput = z.input<typeof ZPackInputSchema>;

export const ZPackSchema = z.object({
  _id: z.string(),
  title: z.string(),
  creditos: z.number(),
  costPesos: ZMoneySchema,
  validezDias: z.number(),
  iva: z.enum(TAX_RATES).nullable(),
  cuotas: z.number(),
  activo: z.boolean(),
});
export type TPack = z.infer<typeof ZPackSchema>;
export const ZPacksAnswerSchema = z.object({ packs: z.array(ZPackSchema) });
export const ZPackAnswerSchema = z.object({ message: z.string(), pack: ZPackSchema });

/**
 * A movement of the ledger: bought, used by a booking, returned (a cancellation, a missed
 * turno under 'conserva'), expired, or taken back by a refund. Each is one credit.
 */
export const CREDIT_MOVES = ['compra', 'uso', 'devolucion', 'vencimiento', 'reembolso'] as const;
export type TCreditMove = (typeof CREDIT_MOVES)[number];
export const CREDIT_MOVE_LABELS: Record<TCreditMove, string> = {
  compra: 'Comprado',
  uso: 'Usado',
  devolucion: 'Devuelto',
  vencimiento: 'Vencido',
  reembolso: 'Reembolsado',
};
/** What each movement does to the balance. */
export const CREDIT_MOVE_SIGN: Record<TCreditMove, 1 | -1> = {
  compra: 1,
  uso: -1,
  devolucion: 1,
  vencimiento: -1,
  reembolso: -1,
};

/** One purchase's credits: a pack, or a 'Turno Presencial'. */
export const ZCreditLotSchema = z.object({
  purchaseId: z.string(),
  producto: z.string(),
  /** How many it gave. */
  total: z.number(),
  /** How many can still book (not used, not expired, not refunded). */
  quedan: z.number(),
  /** How many expired unused, and how many a refund took back. */
  vencidos: z.number(),
  reembolsados: z.number(),
  /** The last day (Montevideo, YYYY-MM-DD) a turno can be booked with them; null: never expire. */
  vencen: z.string().nullable(),
  compradoEl: z.string(),
});
export type TCreditLot = z.infer<typeof ZCreditLotSchema>;

export const ZCreditMovementSchema = z.object({
  _id: z.string(),
  kind: z.enum(CREDIT_MOVES),
  at: z.string(),
  producto: z.string(),
  /** The turno it was used for or returned from, when there is one. */
  turno: z.string().nullable(),
});
export type TCreditMovement = z.infer<typeof ZCreditMovementSchema>;

/** GET creditos/:id: the client's credits, by purchase, and their ledger (newest first). */
export const ZCreditsAnswerSchema = z.object({
  disponibles: z.number(),
  lotes: z.array(ZCreditLotSchema),
  movimientos: z.array(ZCreditMovementSchema),
  /** The ledger's totals by kind: compra - uso + devolucion - vencimiento - reembolso = disponibles. */
  totales: z.record(z.enum(CREDIT_MOVES), z.number()),
});
export type TCreditsAnswer = z.infer<typeof ZCreditsAnswerSchema>;

/** What the ledger adds up to: what the client can still book with. */
export const creditBalance = (totales: Record<TCreditMove, number>) =>
  CREDIT_MOVES.reduce((n, k) => n + CREDIT_MOVE_SIGN[k] * totales[k], 0);

/** 'D/M' of a YYYY-MM-DD day, as the line says it ('vencen el 15/3'). */
const shortDay = (day: string) => {
  const [, m, d] = day.split('-').map(Number);
  return `${d}/${m}`;
};

/**
 * A lot as the client reads it ('Te quedan 2 de 3 controles · vencen el 15/3', 'Te queda 1
 * turno para agendar', 'Usaste los 3 controles', 'Vencieron 2 de 3 controles el 15/3') or, with
 * `who` 'admin', as she reads it of the client ('Le quedan…', 'Usó…').
 */
export function creditLotLine(lot: TCreditLot, who: 'client' | 'admin' = 'client') {
  const you = who === 'client';
  if (lot.reembolsados > 0 && lot.quedan === 0) return 'Reembolsado';
  if (lot.total === 1 && lot.vencen === null)
    return lot.quedan ? `${you ? 'Te queda' : 'Le queda'} 1 turno para agendar` : 'Turno usado';
  if (lot.quedan > 0) {
    const left =
      lot.quedan === 1
        ? `${you ? 'Te queda' : 'Le queda'} 1 de ${lot.total} controles`
        : `${you ? 'Te quedan' : 'Le quedan'} ${lot.quedan} de ${lot.total} controles`;
    if (!lot.vencen) return left;
    return `${left} · ${lot.quedan === 1 ? 'vence' : 'vencen'} el ${shortDay(lot.vencen)}`;
  }
  if (lot.vencidos > 0 && lot.vencen)
    return lot.vencidos === 1
      ? `Venció 1 de ${lot.total} controles el ${shortDay(lot.vencen)}`
      : `Vencieron ${lot.vencidos} de ${lot.total} controles el ${shortDay(lot.vencen)}`;
  return you ? `Usaste los ${lot.total} controles` : `Usó los ${lot.total} controles`;
}
