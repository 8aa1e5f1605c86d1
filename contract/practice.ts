import { z } from 'zod';
import { optionalHttpUrl, optionalText } from './common';
import { normalizeWhatsApp, waMeLink } from './phone';

/**
 * The practice (DECISIONS §9): the nutritionist's public identity and her consulting room,
 * edited in Editar Web. Everything here is public: clients see her by this name and photo
 * (messages, e-mails, Quien Soy), visitors find the room by this address.
 */
export const PRACTICE_MSG = {
  saved: 'Guardamos tu perfil y tu consultorio',
  policySaved: 'Guardamos tu política de cancelación',
  /** Who clients see when she has not written her name yet: never 'Administración'. */
  fallbackName: 'Tu nutricionista',
  /** The same inside a sentence ('Tenés un mensaje nuevo de tu nutricionista'). */
  fallbackInSentence: 'tu nutricionista',
  cancelHours: `Escribí las horas antes del turno: un número entre 0 y 168`,
  lateCredit: 'Elegí qué pasa con el turno cuando se cancela tarde o el cliente no viene',
  whatsappInvalid:
    'Escribí un celular uruguayo, por ejemplo 099 123 456, o un número de otro país con su código, por ejemplo +54 9 11 1234 5678',
} as const;

/**
 * The chat link with her (no message yet): wa.me with the number she wrote in Editar Web,
 * else the server's WHATSAPP_URL (a default until she writes one); '' when there is
 * neither. The one place that decides it (a number stored before it was normalized, as
 * '59899123456' or '099 123 456', still links: `waMeLink` reads it as typed).
 */
export function whatsappChatBase(configured: string | undefined | null, number: string): string {
  return waMeLink(number) || configured || '';
}

/**
 * That chat with a message already written (`?text=`, encoded as `waMeLink` does); '' when
 * there is no chat.
 */
export function whatsappChatUrl(base: string, message: string): string {
  if (!base) return '';
  const url = new URL(base);
  url.searchParams.delete('text');
  const kept = url.search.slice(1);
  url.search = `${kept ? `${kept}&` : ''}text=${encodeURIComponent(message)}`;
  return url.toString();
}

export const PRACTICE_LIMITS = { name: 100, title: 120, registration: 60, address: 200 } as const;

/**
 * Her cancellation policy (issue 34): up to how many hours before a turno a client may
 * still cancel or move it, and what a turno cancelled later by her, or missed, does with the
 * client's credit: 'pierde' (it is used up) or 'conserva' (it comes back).
 */
export const LATE_CREDIT = ['pierde', 'conserva'] as const;
export type TLateCredit = (typeof LATE_CREDIT)[number];
export interface CancelPolicy {
  cancelHours: number;
  lateCredit: TLateCredit;
}
export const DEFAULT_CANCEL_POLICY: CancelPolicy = { cancelHours: 24, lateCredit: 'pierde' };
export const MAX_CANCEL_HOURS = 168;

const hoursText = (h: number) => (h === 1 ? '1 hora' : `${h} horas`);

/**
 * The policy in one sentence, the same on the booking page, the checkout and every
 * appointment mail.
 */
export function cancelPolicySentence(p: CancelPolicy): string {
  if (p.cancelHours === 0)
    return p.lateCredit === 'pierde'
      ? 'Podés cancelar o cambiar tu turno hasta que empiece; si no venís, el turno se pierde.'
      : 'Podés cancelar o cambiar tu turno hasta que empiece; si no podés venir, avisale a la nutricionista y el turno no se pierde.';
  const until = `Podés cancelar o cambiar tu turno hasta ${hoursText(p.cancelHours)} antes`;
  return p.lateCredit === 'pierde'
    ? `${until}; después ya no, y si no venís el turno se pierde.`
    : `${until}; después, avisale a la nutricionista y el turno no se pierde.`;
}

/** Why a client's cancel and move are gone inside the window. */
export const tooLateText = (p: Pick<CancelPolicy, 'cancelHours'>) =>
  `Faltan menos de ${hoursText(p.cancelHours)} para el turno: escribile a la nutricionista para cancelarlo o cambiarlo`;

/** Whether a client may still cancel or move a turno starting at `start`. */
export const clientMayCancel = (p: Pick<CancelPolicy, 'cancelHours'>, start: Date, now: Date) =>
  start.getTime() - now.getTime() >= p.cancelHours * 3_600_000;

/** GET consultorio: her identity and the room, as anyone may read it. */
export const ZPracticeSchema = z.object({
  /** As she wrote it ('' when not set yet). */
  name: z.string(),
  /** Her name as clients read it: `name`, or 'Tu nutricionista' while it is empty. */
  displayName: z.string(),
  /** Her photo's stored name ('' when none): shown through the image route. */
  avatar: z.string(),
  title: z.string(),
  registration: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  /**
   * Her WhatsApp number, E.164 ('+59899123456'; '' when none): saved normalized, and read
   * so too when it was stored before (contract/phone.ts). Shown as '099 123 456' (`formatPhone`).
   */
  whatsapp: z.string(),
  /**
   * The chat with her, without a message: https://wa.me/{her number's digits}, else the
   * server's WHATSAPP_URL; '' when neither is set (then no button anywhere).
   */
  whatsappUrl: z.string(),
  /**
   * Her weekly hours (the Agenda's 'Disponibilidad'), for Contacto: ISO weekday (1 Monday ..
   * 7 Sunday), 'HH:MM' to 'HH:MM' in Montevideo; [] when she has none.
   */
  weeklyHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  /** Her cancellation policy (issue 34). */
  cancelHours: z.number(),
  lateCredit: z.enum(LATE_CREDIT),
});
export type TPractice = z.infer<typeof ZPracticeSchema>;

export const ZPracticeAnswerSchema = z.object({ consultorio: ZPracticeSchema });
export const ZPracticeSavedSchema = z.object({
  message: z.string(),
  consultorio: ZPracticeSchema,
});

/**
 * POST consultorio (multipart with the photo in `galleryImage`, or JSON): every field
 * optional; absent leaves it, '' clears it. `avatar` '' removes the photo.
 */
export const ZPracticeFormSchema = z.object({
  name: optionalText(PRACTICE_LIMITS.name),
  title: optionalText(PRACTICE_LIMITS.title),
  registration: optionalText(PRACTICE_LIMITS.registration),
  address: optionalText(PRACTICE_LIMITS.address),
  mapUrl: optionalHttpUrl(2000),
  /**
   * Her WhatsApp number as she types it ('099 123 456', '+598 99 123 456', '59899123456',
   * another country's with its code), stored E.164; anything else is refused.
   */
  whatsapp: optionalText(30).transform((v, ctx) => {
    if (v == null) return v;
    const e164 = normalizeWhatsApp(v);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: PRACTICE_MSG.whatsappInvalid });
    return z.NEVER;
  }),
  /** The photo's name to keep; '' drops it (a new upload replaces it anyway). */
  avatar: optionalText(2000),
  /** Her cancellation policy; multipart sends the hours as text. */
  cancelHours: z.coerce
    .number({ error: PRACTICE_MSG.cancelHours })
    .int({ error: PRACTICE_MSG.cancelHours })
    .min(0, { error: PRACTICE_MSG.cancelHours })
    .max(MAX_CANCEL_HOURS, { error: PRACTICE_MSG.cancelHours })
    .optional(),
  lateCredit: z.enum(LATE_CREDIT, { error: PRACTICE_MSG.lateCredit }).optional(),
});
export type TPracticeForm = z.input<typeof ZPracticeFormSchema>;

/**
 * GET plazo-de-entrega (issue 30): when a plan bought now, with the anamnesis done today,
 * is due (10 business days on her calendar), and her days off between today and then,
 * which the plan pages and the checkout announce ('Estoy de vacaciones hasta el 15/1').
 */
export const ZDeliveryPromiseSchema = z.object({
  /** 'YYYY-MM-DD' in Montevideo. */
  dueDay: z.string(),
  businessDays: z.number().int(),
  away: z.object({ firstDay: z.string(), lastDay: z.string() }).nullable(),
});
export type TDeliveryPromise = z.infer<typeof ZDeliveryPromiseSchema>;
