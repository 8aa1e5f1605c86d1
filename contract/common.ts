import { z } from 'zod';
import { es } from 'zod/locales';

// Our own messages come first; any check without one answers in Spanish, not English.
z.config(es());

/** Spanish texts shared by forms and server answers (spec §5, DECISIONS §6). */
export const MSG = {
  name: 'Completa el nombre',
  email: 'Email incorrecto',
  phone: 'Danos un telefono o celular',
  password: 'La contraseña tiene que tener 8 caracteres como mínimo',
  passwordTooLong: 'La contraseña puede tener hasta 128 caracteres',
  repeatPassword: 'Las contraseñas no son iguales',
  terms: 'Tienes que estar de acuerdo con los Terminos y condiciones',
  emailExists: 'Email ya existe!',
  badCredentials: 'Usuario o Contraseña incorrectos',
  inactive: 'Tu cuenta no está activa. Escribinos si crees que es un error.',
  unauthenticated: 'Tenés que iniciar sesión para continuar',
  forbidden: 'No tenés permiso para hacer esto',
  notFound: 'No encontramos lo que buscás',
  fileNotFound: 'No encontramos ese archivo',
  invalid: 'Revisá los datos enviados',
  tooManyRequests: 'Demasiados intentos. Esperá unos minutos y volvé a probar.',
  imageFormat: '¡Este formato no lo aceptamos! Solo JPG o PNG',
  imageTooBig: 'Imagen demasiado pesada, máximo 3 MB',
  imagePixels: 'La imagen es demasiado grande: máximo 50 megapíxeles',
  fileFormat: '¡Este formato no lo aceptamos! Solo JPG, PNG o PDF',
  fileTooBig: 'Archivo demasiado pesado, máximo 20 MB',
  tooManyFiles: 'Demasiados archivos en un solo envío',
  server: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
  invalidJson: 'El cuerpo del pedido no es JSON válido',
  emptyJson: 'El cuerpo del pedido está vacío',
  tooLarge: 'El pedido es demasiado grande',
  mediaType: 'Tipo de contenido no aceptado',
  contentLength: 'Largo del contenido inválido',
  notMultipart: 'Se esperaba un formulario multipart',
  tooManyFields: 'Demasiados campos en el formulario',
  badForm: 'Formulario inválido',
  incompleteForm: 'El formulario llegó incompleto o mal formado',
  invalidId: 'Identificador inválido',
} as const;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  imageMaxBytes: 3_000_000,
  fileMaxBytes: 20_000_000,
  maxFilesPerRequest: 10,
} as const;

/** Ids are UUIDs; anything else is a 400, never a database error. */
export const ZIdSchema = z.uuid({ error: MSG.invalidId });
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

/**
 * Every refusal has this shape: a stable code to match on (contract/errors.ts), a Spanish
 * message to show, and field messages for bad input.
 */
export const ZErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TError = z.infer<typeof ZErrorSchema>;

export const ZMessageSchema = z.object({ message: z.string() });

export const ZEmailSchema = z
  .string({ error: MSG.email })
  .trim()
  .toLowerCase()
  .max(254, { error: MSG.email })
  .pipe(z.email({ error: MSG.email }));

export const ZPasswordSchema = z
  .string({ error: MSG.password })
  .min(LIMITS.passwordMin, { error: MSG.password })
  .max(LIMITS.passwordMax, { error: MSG.passwordTooLong });

/**
 * Optional free text for create/update bodies: trimmed and bounded. Absent stays
 * undefined (leave as is); '' or null becomes null (clear the field).
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((v) => (v === '' || v === null ? null : v));

export const HTTP_URL_MESSAGE = 'Tiene que ser un enlace que empiece con http:// o https://';

/**
 * True for an absolute http(s) URL and nothing else: no javascript:, data:, or
 * 'http:foo' that a browser would read as a relative path.
 */
export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s\\]+$/i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** Every URL someone can store or configure that ends up as an href: http(s) only. */
export const ZHttpUrlSchema = z
  .string({ error: HTTP_URL_MESSAGE })
  .trim()
  .max(2000, { error: 'Máximo 2000 caracteres' })
  .refine(isHttpUrl, { error: HTTP_URL_MESSAGE });

/** Like optionalText, for a link: absent stays undefined, '' or null clears it. */
export const optionalHttpUrl = (max: number) =>
  z
    .string({ error: HTTP_URL_MESSAGE })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((v) => (v === '' || v === null ? null : v))
    .refine((v) => v === null || v === undefined || isHttpUrl(v), { error: HTTP_URL_MESSAGE });
