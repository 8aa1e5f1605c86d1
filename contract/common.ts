import { z } from 'zod';
import { es } from 'zod/locales';
import { dayNoon } from './calendar-day';
import { LIMITS, MSG } from './common-text';

// Our own messages come first; any check without one answers in Spanish, not English.
z.config(es());

/** Ids are UUIDs; anything else is a 400, never a database error. */
export const ZIdSchema = z.uuid({ error: MSG.invalidId });
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

/**
 * Every refusal has this shape: a stable code to match on (contract/errors.ts), a Spanish
 * message to show, and field messages for bad input. A server failure (5xx) also carries
 * the request's id, the one in its `x-request-id` header and in every log line of it, so
 * a person can quote it and the logs say what happened.
 */
export const ZErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type TError = z.infer<typeof ZErrorSchema>;

export const ZMessageSchema = z.object({ message: z.string() });

/**
 * Characters no stored text may hold (DECISIONS §9): the NUL (PostgreSQL text cannot hold
 * it) and a lone UTF-16 surrogate ('\ud800' in a JSON string: no character at all, which
 * PostgreSQL's JSON refuses and UTF-8 cannot write). The text schemas refuse them; the
 * API's request guard (api/src/http/bad-chars.ts) refuses them everywhere else.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
export const hasBadChars = (v: string): boolean => v.includes('\u0000') || LONE_SURROGATE.test(v);
const noBadChars = (v: string | null | undefined) => typeof v !== 'string' || !hasBadChars(v);

/**
 * Any text a person sends: a string without bad characters (hasBadChars; trim and bounds
 * are the caller's); `error` is the message when it is not a string at all.
 */
export const textSchema = (error?: string) =>
  z.string(error ? { error } : undefined).refine((v) => !hasBadChars(v), { error: MSG.badChars });
export const ZTextSchema = textSchema();

export const ZEmailSchema = z
  .string({ error: MSG.email })
  .refine((v) => !hasBadChars(v), { error: MSG.badChars })
  .trim()
  .toLowerCase()
  .max(254, { error: MSG.email })
  .pipe(z.email({ error: MSG.email }));

export const ZPasswordSchema = z
  .string({ error: MSG.password })
  .refine((v) => !hasBadChars(v), { error: MSG.badChars })
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
    .refine(noBadChars, { error: MSG.badChars })
    .transform((v) => (v === '' || v === null ? null : v));

// ---------------------------------------------------------------- numbers typed by people

/**
 * A number as a person types it or multipart carries it: '72,5' and '72.5' are 72.5 (the
 * decimal comma of Uruguay); NaN when it is not a number (never a thousands separator: a
 * measure or an amount typed '1.500' is ambiguous, so only one separator is accepted).
 */
export function parseDecimal(v: number | string): number {
  if (typeof v === 'number') return v;
  const s = v.trim().replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

/**
 * An optional number typed with a decimal comma or point: '' and null are none. `refuse`
 * may turn down a text before it is read (its message, or null to read it).
 */
export const optionalNumberIn = (
  message: string,
  min: number,
  max: number,
  decimals: number,
  refuse?: (typed: string) => string | null,
) =>
  z
    .union([z.number(), z.string().trim(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const refused = typeof v === 'string' && refuse ? refuse(v) : null;
      if (refused) {
        ctx.addIssue({ code: 'custom', message: refused });
        return z.NEVER;
      }
      const n = parseDecimal(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(n * 10 ** decimals) / 10 ** decimals;
    });

// ---------------------------------------------------------------- dates

/** The years a date may have: PostgreSQL and every formatter agree on these (DECISIONS §9). */
export const YEAR_RANGE = { min: 1900, max: 9999 } as const;

/** Whether an instant's year (UTC, as stored) lies in YEAR_RANGE. */
export function inYearRange(d: Date): boolean {
  const y = d.getUTCFullYear();
  return !Number.isNaN(y) && y >= YEAR_RANGE.min && y <= YEAR_RANGE.max;
}

/**
 * A day, 'YYYY-MM-DD' as the forms send it, of a year between 1900 and 9999. Its message
 * is read under a field typed dd/mm/aaaa (DayInput), so it names that form.
 */
export const ZDaySchema = z.iso
  .date({ error: 'Fecha inválida: escribila como dd/mm/aaaa' })
  .refine((v) => inYearRange(dayNoon(v)), { error: MSG.dateOutOfRange });

/** An instant with its offset ('2026-03-10T12:00:00-03:00'), of a year between 1900 and 9999. */
export const ZInstantSchema = z.iso
  .datetime({ offset: true, error: 'Fecha y hora inválidas' })
  .refine((v) => inYearRange(new Date(v)), { error: MSG.dateOutOfRange });

/**
 * An optional date of a create/update body, in any form `Date` reads ('2026-03-10',
 * an ISO instant): absent stays undefined, '' or null clears it, else the ISO instant.
 */
export const optionalDateSchema = z
  .string({ error: MSG.badDate })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const d = new Date(v);
    if (hasBadChars(v) || Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: MSG.badDate });
      return z.NEVER;
    }
    if (!inYearRange(d)) {
      ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
      return z.NEVER;
    }
    return d.toISOString();
  });

export const HTTP_URL_MESSAGE = 'Tiene que ser un enlace que empiece con http:// o https://';

/**
 * True for an absolute http(s) URL and nothing else: no javascript:, data:, or
 * 'http:foo' that a browser would read as a relative path.
 */
export function isHttpUrl(v: string): boolean {
  if (hasBadChars(v)) return false;
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

/**
 * The `page` and `pageSize` of every paged list (Usuarios, the food table): 1-based pages,
 * 20 a page unless asked, at most 100; their messages are the same everywhere.
 */
export const PAGE_PARAMS = {
  page: z.coerce
    .number({ error: 'La página tiene que ser un número' })
    .int({ error: 'La página tiene que ser un número entero' })
    .min(1, { error: 'La página empieza en 1' })
    .max(10_000, { error: 'La página puede ser hasta 10.000' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página tiene que ser un número' })
    .int({ error: 'El tamaño de página tiene que ser un número entero' })
    .min(1, { error: 'El tamaño de página va de 1 a 100' })
    .max(100, { error: 'El tamaño de página va de 1 a 100' })
    .default(20),
};
