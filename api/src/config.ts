import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ZHttpUrlSchema } from '@contract/common';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Social links end up as href on every page: only http(s), never javascript: or data:. */
const optionalUrl = ZHttpUrlSchema.optional();

/** An address (v4 or v6) or a CIDR range of one. */
function isAddressOrRange(s: string): boolean {
  const [addr = '', bits, ...rest] = s.split('/');
  const version = isIP(addr);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/** Fastify's trustProxy: trust the address at hop i (0 is the socket's peer) or not. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Which proxies may tell the client address through X-Forwarded-For. Unset trusts
 * nobody (request.ip is the socket's peer). A list trusts those addresses or ranges.
 * A number n trusts the n nearest hops whoever they are (Fastify itself treats a bare
 * number as 'trust nothing', hence the function): right only when the app cannot be
 * reached except through those proxies. 'true' is refused: it would believe any
 * client that writes the header itself, and every per-IP limit would be worthless.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    if (v === 'false' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) {
      const hops = Number(v);
      return (_address, hop) => hop < hops;
    }
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' creería cualquier X-Forwarded-For; indicá cuántos proxies hay delante (por ejemplo 1) o sus direcciones (10.0.0.1,10.0.0.0/8)",
      });
      return z.NEVER;
    }
    const list = v.split(',').map((s) => s.trim());
    const bad = list.find((s) => !isAddressOrRange(s));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `'${bad.slice(0, 60)}' no es una dirección IP ni un rango CIDR; usá un número de proxies (1) o direcciones separadas por comas`,
      });
      return z.NEVER;
    }
    return list;
  });

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: ZHttpUrlSchema.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Nutrición <no-responder@localhost>'),
  /**
   * The e-invoicing provider (issue 34): 'biller' with INVOICING_TOKEN (and INVOICING_URL,
   * https://test.biller.uy to try it), or 'prueba', the local stand-in. Unset: the stand-in
   * on a development machine, nothing in production (no CFE is attempted).
   */
  INVOICING_PROVIDER: z.enum(['biller', 'prueba']).optional(),
  INVOICING_TOKEN: z.string().optional(),
  INVOICING_URL: ZHttpUrlSchema.default('https://biller.uy'),
  /** Biller's branch ('sucursal') the documents are issued from, when the account has several. */
  INVOICING_BRANCH: z
    .string()
    .regex(/^\d{1,9}$/, 'debe ser el número de sucursal')
    .optional(),
  MP_ACCESS_TOKEN: z.string().optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  /** Mercado Pago's API address; tests point it at a local fake of that HTTP API. */
  MP_API_URL: ZHttpUrlSchema.default('https://api.mercadopago.com'),
  CONTACT_EMAIL: z.email().default('contacto@nutricion.uy'),
  /** Where business notices go (sales, sign-ups, bookings...); unset: every admin's e-mail. */
  NOTIFY_EMAIL: z.email().optional(),
  /**
   * Her WhatsApp chat until she writes her number in Editar Web (then wa.me with it wins:
   * contract/practice.ts `whatsappChatBase`).
   */
  WHATSAPP_URL: optionalUrl,
  INSTAGRAM_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  /** Defaults to true, false in production (see parseConfig). */
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: trustProxy.optional(),
  /** Requests per minute per IP and address on login, registration and forgot-password. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  /** Requests per minute per IP on the whole API. */
  RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Signs the short-lived links to private files (control photos). Absent: a random one
   * is made once and kept in DATA_DIR (media/signed-links.ts), so links survive a restart.
   */
  LINK_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  /**
   * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it),
   * both or neither. Absent: a pair is made once and kept in DATA_DIR (modules/push/vapid.ts).
   * Changing it ends every device's subscription.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'debe ser una clave pública P-256 en base64url (87 caracteres)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'debe ser una clave privada P-256 en base64url (43 caracteres)')
    .optional(),
  /**
   * Who the push services may write to about this server: a real `mailto:` or `https:`
   * (Apple refuses others). Absent: mailto: NOTIFY_EMAIL, ADMIN_EMAIL or CONTACT_EMAIL.
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'debe ser mailto:alguien@dominio o https://…')
    .optional(),
  /**
   * Push services besides the browsers' own (Google, Mozilla, Apple, Microsoft), as origins
   * separated by commas: a company's own push service, or a test's stand-in. Any other
   * address a browser sends is refused, so the server never posts where it was told to.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const o of origins)
        if (!URL.canParse(o) || new URL(o).origin !== o) {
          ctx.addIssue({
            code: 'custom',
            message: `'${o.slice(0, 60)}' no es un origen (https://host:puerto)`,
          });
          return z.NEVER;
        }
      return origins;
    })
    .optional(),
  /**
   * The bearer a monitoring system sends to read GET /api/metrics; unset: only the admin
   * may. Long enough not to be guessed, and no spaces (it travels in a header).
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{24,}$/, 'debe tener al menos 24 caracteres y ningún espacio')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set: files go to this S3-compatible bucket (media/s3-storage.ts); unset: DATA_DIR/media. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'no es un nombre de bucket válido (de 3 a 63 minúsculas, números, puntos o guiones)',
    )
    .optional(),
  /** MinIO, R2 or a local server; unset: AWS itself. */
  S3_ENDPOINT: ZHttpUrlSchema.optional(),
  /** Defaults to us-east-1 (see s3Storage); optional here so that alone it counts as unset. */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'no es una región válida (como us-east-1)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Defaults to true with S3_ENDPOINT (local servers rarely resolve bucket.host names). */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Where the daily backups are written (modules/backups); unset: DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * The key every backup is encrypted with (modules/backups/cipher.ts); unset: one made once
   * and kept in DATA_DIR/backup-key, shown to her in the back office until she saves it.
   * Every server of a practice must share it. Edge spaces refused: a prompt trims them.
   */
  BACKUP_KEY: z
    .string()
    .min(16, 'debe tener al menos 16 caracteres')
    .regex(/^\S(?:[\s\S]*\S)?$/, 'no puede empezar ni terminar con espacios')
    .optional(),
  /** Set: rate-limit counts live in this Redis (shared by every server); unset: PostgreSQL or memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar con redis:// o rediss://')
    .optional(),
});

type Env = z.infer<typeof ZEnvSchema>;

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * Where files live when they are not on disk. The S3_* variables go together: a bucket
 * without both keys fails at start, and so does any S3_* without a bucket, which would
 * otherwise leave files silently on a disk the operator thinks is not used.
 */
function s3Storage(e: Env) {
  const invalid = (name: string, message: string) =>
    new Error(`Configuración inválida (variables de entorno):\n  ${name}: ${message}`);
  if (e.S3_BUCKET === undefined) {
    const stray = S3_VARIABLES.find((name) => e[name] !== undefined);
    if (stray)
      throw invalid(stray, 'sin S3_BUCKET no se usa; indicá el bucket o quitá las variables S3_*');
    return undefined;
  }
  const missing = (name: string) =>
    invalid(name, 'falta: con S3_BUCKET hacen falta S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (accessKeyId === undefined) throw missing('S3_ACCESS_KEY_ID');
  if (secretAccessKey === undefined) throw missing('S3_SECRET_ACCESS_KEY');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

export type S3Config = NonNullable<ReturnType<typeof s3Storage>>;

export type Config = ReturnType<typeof parseConfig>;

export type PaymentsMode = 'mercadopago' | 'test' | 'off';
function paymentsMode(token: string | undefined, production: boolean): PaymentsMode {
  if (token) return 'mercadopago';
  return production ? 'off' : 'test';
}

export type InvoicingConfig =
  { provider: 'biller'; url: string; token: string; branch?: string } | { provider: 'prueba' };
function invoicingOf(e: z.output<typeof ZEnvSchema>, production: boolean): InvoicingConfig | null {
  if (e.INVOICING_PROVIDER === 'biller')
    return {
      provider: 'biller',
      url: e.INVOICING_URL.replace(/\/$/, ''),
      token: e.INVOICING_TOKEN!,
      branch: e.INVOICING_BRANCH,
    };
  if (e.INVOICING_PROVIDER === 'prueba') return { provider: 'prueba' };
  // The tests start their own stand-in where they want one.
  return production || e.NODE_ENV === 'test' ? null : { provider: 'prueba' };
}

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
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Configuración inválida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas.');
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntas.');
  }
  const production = e.NODE_ENV === 'production';
  // Mail links built from a guessed localhost address would be broken in every reset mail.
  if (production && e.PUBLIC_URL === undefined) {
    throw new Error(
      'Configuración inválida: PUBLIC_URL es obligatoria con NODE_ENV=production (la dirección pública, por ejemplo https://nutricion.uy).',
    );
  }
  if (production && e.INVOICING_PROVIDER === 'prueba') {
    throw new Error(
      'Configuración inválida: INVOICING_PROVIDER=prueba emite comprobantes sin validez; en producción usá biller.',
    );
  }
  if (e.INVOICING_PROVIDER === 'biller' && !e.INVOICING_TOKEN) {
    throw new Error(
      'Configuración inválida: INVOICING_PROVIDER=biller necesita INVOICING_TOKEN (la clave de la API de Biller).',
    );
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
    mercadoPago: {
      accessToken: e.MP_ACCESS_TOKEN,
      webhookSecret: e.MP_WEBHOOK_SECRET,
      apiUrl: e.MP_API_URL.replace(/\/$/, ''),
    },
    /**
     * Who takes payments: Mercado Pago with a token; without one the built-in test
     * checkout, except in production, where a shop that cannot charge sells nothing.
     */
    payments: paymentsMode(e.MP_ACCESS_TOKEN, production),
    /** Who issues the CFEs (issue 34); null: nobody, Ventas says so. */
    invoicing: invoicingOf(e, production),
    /**
     * Business notices (new client, sale, booking, message, delivery due): to this address
     * when set, else to every admin's (modules/practice/notices.ts). Never CONTACT_EMAIL,
     * which is the public contact address only.
     */
    notifyEmail: e.NOTIFY_EMAIL?.toLowerCase(),
    contact: {
      email: e.CONTACT_EMAIL,
      whatsApp: e.WHATSAPP_URL,
      instagram: e.INSTAGRAM_URL,
      facebook: e.FACEBOOK_URL,
    },
    // Demo plans and recipes in a real shop would be sold to real clients.
    seedDemo: e.SEED_DEMO ?? !production,
    /** Fastify's trustProxy: false, a hop count, or the addresses of the proxies. */
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, globalMax: e.RATE_LIMIT_GLOBAL_MAX },
    /** Undefined: the metrics are the admin's only. */
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    /** Undefined: main.ts loads or creates the one kept in DATA_DIR. */
    linkSecret: e.LINK_SECRET,
    push: {
      /** Undefined: main.ts loads or creates the pair kept in DATA_DIR. */
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      // Her own address before the public one, which has a default that may not be read.
      subject: e.VAPID_SUBJECT ?? `mailto:${e.NOTIFY_EMAIL ?? e.ADMIN_EMAIL ?? e.CONTACT_EMAIL}`,
      extraOrigins: e.PUSH_SERVICE_ORIGINS ?? [],
    },
    /** Undefined: files on disk under DATA_DIR/media (media/storage-from-config.ts). */
    s3: s3Storage(e),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    /** Undefined: main.ts and the backup commands load or create the one kept in DATA_DIR. */
    backupKey: e.BACKUP_KEY,
    redisUrl: e.REDIS_URL,
  };
}
