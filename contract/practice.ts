import { z } from 'zod';
import { optionalHttpUrl, optionalText } from './common';

/**
 * The practice (DECISIONS §9): the nutritionist's public identity and her consulting room,
 * edited in Editar Web. Everything here is public: clients see her by this name and photo
 * (messages, e-mails, Quien Soy), visitors find the room by this address.
 */
export const PRACTICE_MSG = {
  saved: 'Guardamos tu perfil y tu consultorio',
  /** Who clients see when she has not written her name yet: never 'Administración'. */
  fallbackName: 'Tu nutricionista',
  /** The same inside a sentence ('Tenés un mensaje nuevo de tu nutricionista'). */
  fallbackInSentence: 'tu nutricionista',
  whatsappInvalid:
    'Escribí el número de WhatsApp con el código de país, solo dígitos (8 a 15), por ejemplo +59899123456',
} as const;

/** A WhatsApp number as stored: an optional '+' and 8 to 15 digits, nothing else. */
const WHATSAPP_NUMBER = /^\+?\d{8,15}$/;

/**
 * The chat link with her (no message yet): the configured WHATSAPP_URL wins, else wa.me
 * with her number's digits; '' when there is neither. The one place that decides it.
 */
export function whatsappChatBase(configured: string | undefined | null, number: string): string {
  if (configured) return configured;
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : '';
}

/** That chat with a message already written (`?text=`); '' when there is no chat. */
export function whatsappChatUrl(base: string, message: string): string {
  if (!base) return '';
  const url = new URL(base);
  url.searchParams.set('text', message);
  return url.toString();
}

export const PRACTICE_LIMITS = { name: 100, title: 120, registration: 60, address: 200 } as const;

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
  /** Her WhatsApp number as she wrote it in Editar Web: digits, an optional leading '+' ('' when none). */
  whatsapp: z.string(),
  /**
   * The chat with her, without a message: WHATSAPP_URL when the server sets it, else
   * https://wa.me/{the number's digits}; '' when neither is set (then no button anywhere).
   */
  whatsappUrl: z.string(),
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
  /** Her WhatsApp number: an optional '+' and 8 to 15 digits (spaces and dashes are dropped). */
  whatsapp: optionalText(30)
    .transform((v) => (typeof v === 'string' ? v.replace(/[\s().-]/g, '') : v))
    .refine((v) => v == null || WHATSAPP_NUMBER.test(v), { error: PRACTICE_MSG.whatsappInvalid }),
  /** The photo's name to keep; '' drops it (a new upload replaces it anyway). */
  avatar: optionalText(2000),
});
export type TPracticeForm = z.input<typeof ZPracticeFormSchema>;
