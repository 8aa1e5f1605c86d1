import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Nutrición <no-responder@localhost>'),
  MP_ACCESS_TOKEN: z.string().optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  CONTACT_EMAIL: z.email().default('contacto@nutricion.uy'),
  WHATSAPP_URL: optionalUrl,
  INSTAGRAM_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  SEED_DEMO: bool.default(true),
  /** Requests per minute per IP and address on login, registration and forgot-password. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  /** Requests per minute per IP on the whole API. */
  RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof parseConfig>;

/** The only reader of process.env: parsed once at boot, failing fast with the variable's name. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // Empty variables count as unset, so `FOO= npm start` behaves like no FOO.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida (variables de entorno):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntas.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mercadoPago: { accessToken: e.MP_ACCESS_TOKEN, webhookSecret: e.MP_WEBHOOK_SECRET },
    contact: {
      email: e.CONTACT_EMAIL,
      whatsApp: e.WHATSAPP_URL,
      instagram: e.INSTAGRAM_URL,
      facebook: e.FACEBOOK_URL,
    },
    seedDemo: e.SEED_DEMO,
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, globalMax: e.RATE_LIMIT_GLOBAL_MAX },
    logLevel: e.LOG_LEVEL,
  };
}
