import { z } from 'zod';
import { MSG } from './common-text';
import { ZEmailSchema, ZIdSchema, ZPasswordSchema } from './common';
import { safeNextPath } from './pages';
import { storedPhone } from './phone';
import { ZUserSchema } from './users';

export const ZLoginBodySchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordSchema,
  /** 'Recordar usuario': the client's own device, a session that lasts until revoked. */
  remember: z.boolean().optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBodySchema>;

/** What the server needs to register someone. `type` may be sent (the old client did) but is ignored. */
export const ZRegisterBodySchema = z.object({
  name: z
    .string({ error: MSG.name })
    .trim()
    .min(1, { error: MSG.name })
    .max(100, { error: 'Máximo 100 caracteres' }),
  email: ZEmailSchema,
  /**
   * The spec's digits, written as people write them ('099 123 456', '+598 99 123 456'):
   * stored E.164 when it reads as a number, else its 6 to 20 digits (contract/phone.ts).
   */
  celPhone: z
    .string({ error: MSG.phone })
    .max(30, { error: MSG.phone })
    .transform((v, ctx) => {
      const phone = storedPhone(v);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: MSG.phone });
      return z.NEVER;
    }),
  password: ZPasswordSchema,
  type: z.string().max(20).optional(),
  /**
   * The person accepted the Términos y condiciones and the Política de privacidad (the
   * form's box): recorded with TERMS_VERSION and the time (Ley 18.331; 'Mis datos' lists
   * it). Optional for the spec's callers, which never sent it; the web always does.
   */
  terms: z.literal(true, { error: MSG.terms }).optional(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBodySchema>;

/**
 * The version of the Términos y condiciones and the Política de privacidad a registration
 * accepts: change it with their text, so each person's acceptance names what they read.
 */
export const TERMS_VERSION = '2026-11';

/** The registration form: the server's fields plus what only the browser checks. */
export const ZRegisterFormSchema = ZRegisterBodySchema.omit({ type: true })
  .extend({
    repeatPassword: z.string(),
    terms: z.literal(true, { error: MSG.terms }),
  })
  .refine((v) => v.password === v.repeatPassword, {
    path: ['repeatPassword'],
    error: MSG.repeatPassword,
  });
export type TRegisterForm = z.infer<typeof ZRegisterFormSchema>;

export const ZForgotPasswordBodySchema = z.object({
  email: ZEmailSchema,
  /**
   * The page the reset should end on (the sign-in's `next`): carried in the mail's link.
   * Anything but a page of this site is dropped, never refused: the mail still goes.
   */
  next: z
    .string()
    .max(1000)
    .optional()
    .transform((v) => safeNextPath(v) ?? undefined),
});
export type TForgotPasswordBody = z.input<typeof ZForgotPasswordBodySchema>;

/** What accounts and sessions answer (DECISIONS §3). */
export const AUTH_MSG = {
  resetLinkInvalid:
    'El enlace para cambiar la contraseña no es válido o ya venció. Pedí uno nuevo.',
  forgotPasswordAnswer:
    'Si el email está registrado, te enviamos un enlace para cambiar la contraseña. Revisá tu bandeja de entrada.',
  passwordChanged: 'Tu contraseña fue cambiada. Ya podés entrar con la nueva.',
  loggedOut: 'Sesión cerrada',
} as const;

export const ZNewPasswordBodySchema = z.object({
  newPassword: ZPasswordSchema,
  token: z
    .string({ error: AUTH_MSG.resetLinkInvalid })
    .min(20, { error: AUTH_MSG.resetLinkInvalid })
    .max(200, { error: AUTH_MSG.resetLinkInvalid }),
  /** The reset link carries the user id too (spec §2); it must match the token's user. */
  id: ZIdSchema.optional(),
});

export type TNewPasswordBody = z.input<typeof ZNewPasswordBodySchema>;

export const ZNewPasswordFormSchema = z
  .object({ newPassword: ZPasswordSchema, repeatPassword: z.string() })
  .refine((v) => v.newPassword === v.repeatPassword, {
    path: ['repeatPassword'],
    error: MSG.repeatPassword,
  });

export const ZSessionSchema = z.object({ token: z.string(), user: ZUserSchema });
export type TSession = z.infer<typeof ZSessionSchema>;
