import { z } from 'zod';
import { formatInMontevideo, montevideoDay } from './time';

/**
 * The waiting list for full days (issue 34). When no slot is free in the next 14 days, a
 * client with a credit joins; a turno cancelled later frees its slot, which is offered to
 * the first person waiting (mail and push), held for them for 2 hours, then offered to the
 * next. 'Hoy' shows how many freed slots were booked again.
 */

/** A client may join only when nothing is free this many days ahead. */
export const WAITLIST_DAYS = 14;
/** How long an offer holds the slot for the person it went to. */
export const OFFER_HOURS = 2;

export const WAITLIST_MSG = {
  joined: 'Te anotamos en la lista de espera: te avisamos en cuanto se libere un turno',
  left: 'Saliste de la lista de espera',
  notWaiting: 'No estás en la lista de espera',
  needsCredit:
    'Para anotarte en la lista de espera necesitás un Turno Presencial pago o un pack de controles con turnos disponibles',
  slotsFree: `Hay horarios libres en los próximos ${WAITLIST_DAYS} días: elegí uno en el calendario`,
  onlyClients: 'La lista de espera es para clientes',
  offerNotFound: 'No encontramos ese turno liberado',
  offerExpired:
    'Este turno ya se le ofreció a la siguiente persona de la lista: seguís anotado para el próximo',
  offerTaken: 'Ya reservaste este turno',
  offerGone: 'Este turno ya no está disponible',
  claimed: 'Turno reservado: te enviamos la confirmación por email',
} as const;

/** GET lista-de-espera: where the client stands. */
export const ZWaitlistStatusSchema = z.object({
  /** On the list since (ISO), or null. */
  anotadoDesde: z.string().nullable(),
  /** 1 for the first person waiting. */
  posicion: z.number().nullable(),
  /** Whether they may join now, and if not why (null when they may, or already are). */
  puedeAnotarse: z.boolean(),
  motivo: z.string().nullable(),
  /** A slot offered to them right now, held until `vence`. */
  oferta: z
    .object({ _id: z.string(), start: z.string(), end: z.string(), vence: z.string() })
    .nullable(),
});
export type TWaitlistStatus = z.infer<typeof ZWaitlistStatusSchema>;
export const ZWaitlistAnswerSchema = z.object({
  message: z.string(),
  estado: ZWaitlistStatusSchema,
});

export const OFFER_STATES = ['vigente', 'vencida', 'reservada', 'no-disponible'] as const;
export type TOfferState = (typeof OFFER_STATES)[number];

/** GET lista-de-espera/ofertas/:id: the slot offered, to its person only. */
export const ZSlotOfferSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  vence: z.string(),
  estado: z.enum(OFFER_STATES),
});
export type TSlotOffer = z.infer<typeof ZSlotOfferSchema>;
export const ZSlotOfferAnswerSchema = z.object({ oferta: ZSlotOfferSchema });

/** Her view: who is waiting, in order, with the credits they hold. */
export const ZWaitlistEntrySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  anotadoDesde: z.string(),
  /** A slot offered to them right now, until (ISO). */
  ofertaHasta: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntrySchema>;
export const ZWaitlistAnswerAdminSchema = z.object({ espera: z.array(ZWaitlistEntrySchema) });

/** The 'until' of an offer as the mail and the page say it: '12:40' today, or with its day. */
export function offerDeadlineText(vence: Date, now: Date): string {
  const time = formatInMontevideo(vence, 'time');
  return montevideoDay(vence) === montevideoDay(now)
    ? `hoy a las ${time}`
    : `el ${formatInMontevideo(vence, 'weekdayDayMonth')} a las ${time}`;
}
