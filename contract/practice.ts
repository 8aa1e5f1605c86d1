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
} as const;

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
  /** The photo's name to keep; '' drops it (a new upload replaces it anyway). */
  avatar: optionalText(2000),
});
export type TPracticeForm = z.input<typeof ZPracticeFormSchema>;
