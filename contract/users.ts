import { z } from 'zod';
import { MSG } from './common-text';
import {
  optionalDateSchema,
  optionalText,
  PAGE_PARAMS,
  parseDecimal,
  textSchema,
  ZEmailSchema,
  ZPasswordSchema,
  ZTextSchema,
} from './common';
import { optionalFiscal, ZCiSchema, ZRutSchema } from './fiscal';
import { storedPhone } from './phone';
import { montevideoDay } from './time';

/** What the users calls answer. */
export const USERS_MSG = {
  notFound: 'No encontramos ese usuario',
  selfDelete: 'No podés eliminar tu propia cuenta',
  lastAdmin: 'No se puede eliminar al único administrador',
  created: 'Usuario creado',
  updated: 'Usuario actualizado',
  deleted: 'Usuario eliminado',
  nextControlRange:
    'La fecha del próximo control tiene que estar entre hace un año y dentro de cinco años',
} as const;

/**
 * How far from today a person's next control may be (issue 33): a year back (one she
 * is late to record) to five years ahead. Checked on the server's clock.
 */
export const NEXT_CONTROL_RANGE = { yearsBack: 1, yearsAhead: 5 } as const;

export const USER_TYPES = ['guest', 'admin'] as const;
export const USER_STATES = ['Activo', 'Desactivo', 'Baniado'] as const;
/**
 * Spec's three, and 'Prefiero no decir' (issue 31: the anamnesis asks Femenino, Masculino
 * or Prefiero no decir). 'Otro' stays: stored values keep reading.
 */
export const GENDERS = ['Masculino', 'Femenino', 'Otro', 'Prefiero no decir'] as const;
export type TGender = (typeof GENDERS)[number];

// ---------------------------------------------------------------- birth date and age

export const BIRTH_DATE_MSG = {
  bad: 'Fecha de nacimiento inválida: escribila como dd/mm/aaaa',
  range: 'La fecha de nacimiento tiene que ser del año 1900 en adelante y no posterior a hoy',
} as const;

/** The first year a birth date may have. */
export const BIRTH_YEAR_MIN = 1900;

/**
 * Full years on `today` ('YYYY-MM-DD', a Montevideo day) of someone born on `birthDate`:
 * the birthday counts from its own day; one born on 29 February has it on 1 March in a
 * common year. Never below 0.
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  const birthdayPassed = today.slice(5) >= birthDate.slice(5);
  return Math.max(0, birthdayPassed ? years : years - 1);
}

/**
 * The age a person has at instant `now` (in Montevideo): from the birth date when there is
 * one, else the age stored before birth dates were asked (issue 31), which stays as it was.
 */
export const ageOf = (p: { birthDate: string | null; age: number | null }, now: Date) =>
  p.birthDate ? ageOn(p.birthDate, montevideoDay(now)) : p.age;

/**
 * A birth date, 'YYYY-MM-DD' (the forms' DayInput): a real day from 1900 to today in
 * Montevideo. Year 0, 31/02 or tomorrow are refused in Spanish.
 */
export const ZBirthDateSchema = z
  .string({ error: BIRTH_DATE_MSG.bad })
  .trim()
  .pipe(z.iso.date({ error: BIRTH_DATE_MSG.bad }))
  .refine((v) => Number(v.slice(0, 4)) >= BIRTH_YEAR_MIN && v <= montevideoDay(new Date()), {
    error: BIRTH_DATE_MSG.range,
  });

/** On an update: absent leaves it, '' or null clears it. */
export const optionalBirthDate = z
  .string({ error: BIRTH_DATE_MSG.bad })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const day = ZBirthDateSchema.safeParse(v);
    if (day.success) return day.data;
    ctx.addIssue({ code: 'custom', message: day.error.issues[0]?.message ?? BIRTH_DATE_MSG.bad });
    return z.NEVER;
  });
export const PAYMENT_STATES = ['Pago', 'No pago'] as const;

export const ZUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  state: z.enum(USER_STATES),
  avatar: z.string(),
  /** From `birthDate` when there is one (ageOf), else as stored. */
  age: z.number().nullable(),
  /** 'YYYY-MM-DD'. */
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  activePlan: z.string().nullable(),
  celPhone: z.string().nullable(),
  housePhone: z.string().nullable(),
  address: z.string().nullable(),
  facebook: z.string().nullable(),
  instagrame: z.string().nullable(),
  whatsApp: z.string().nullable(),
  purchases: z.array(z.string()),
  dateNextControl: z.string().nullable(),
  paymentState: z.enum(PAYMENT_STATES),
  controls: z.array(z.string()),
  createdAt: z.string(),
  /** Known by the server (DECISIONS §8): an anamnesis exists; a first Online control exists. */
  anamnesisCompleted: z.boolean(),
  firstControlCompleted: z.boolean(),
  /** For the CFE (issue 34): a RUT makes the sale an e-Factura to `razonSocial`. */
  rut: z.string().nullable(),
  razonSocial: z.string().nullable(),
  /** The cédula, for an e-Ticket the provider asks a document for. */
  ci: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** Multipart sends everything as text: numbers and lists arrive as strings. */
const optionalAge = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const n = parseDecimal(v);
    if (!Number.isInteger(n) || n < 0 || n > 130) {
      ctx.addIssue({ code: 'custom', message: 'La edad tiene que ser un número entre 0 y 130' });
      return z.NEVER;
    }
    return n;
  });

/**
 * A phone as people write it ('099 123 456', '2901-1234', '+54 9 11 …'), stored E.164 when
 * it reads as a number, else its 6 to 20 digits (contract/phone.ts `storedPhone`).
 */
const optionalPhone = z
  .string()
  .trim()
  .max(30, { error: MSG.phone })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const phone = storedPhone(v);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: MSG.phone });
    return z.NEVER;
  });

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.literal('')])
    .nullish()
    .transform((v) => (v === '' || v === null ? null : v));

/** Fields a client may change on their own record (DECISIONS §2). */
export const ZUserSelfUpdateSchema = z.object({
  name: ZTextSchema.trim().min(1, { error: MSG.name }).max(100).optional(),
  avatar: ZTextSchema.trim().max(2000).optional(),
  /** The spec's field, kept for its callers; the forms send `birthDate` and the age follows it. */
  age: optionalAge,
  birthDate: optionalBirthDate,
  gender: optionalEnum(GENDERS, 'Elegí un género de la lista'),
  celPhone: optionalPhone,
  housePhone: optionalPhone,
  address: optionalText(200),
  facebook: optionalText(200),
  instagrame: optionalText(200),
  whatsApp: optionalPhone,
  rut: optionalFiscal(ZRutSchema),
  razonSocial: optionalText(150),
  ci: optionalFiscal(ZCiSchema),
});
export type TUserSelfUpdate = z.input<typeof ZUserSelfUpdateSchema>;

/** Comma-separated ids in multipart, an array in JSON. */
const idList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : v.split(','))
          .map((s) => s.trim())
          .filter((s) => s.length > 0 && s !== 'undefined'),
  )
  .pipe(z.array(ZTextSchema.max(100)).max(500).optional());

/** What only the admin may set. */
export const ZUserAdminFieldsSchema = z.object({
  type: z.enum(USER_TYPES, { error: 'Tipo de usuario inválido' }).optional(),
  state: z.enum(USER_STATES, { error: 'Estado inválido' }).optional(),
  activePlan: optionalText(200),
  purchases: idList,
  dateNextControl: optionalDateSchema,
  paymentState: z.enum(PAYMENT_STATES, { error: 'Estado de pago inválido' }).optional(),
});

export const ZUserAdminUpdateSchema = ZUserSelfUpdateSchema.extend(
  ZUserAdminFieldsSchema.shape,
).extend({
  /** Spec §5: on edit the e-mail is disabled; an admin may still reset the password. */
  password: z
    .union([ZPasswordSchema, z.literal('')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type TUserAdminUpdate = z.input<typeof ZUserAdminUpdateSchema>;

export const ZUserCreateByAdminSchema = ZUserAdminUpdateSchema.extend({
  name: textSchema(MSG.name).trim().min(1, { error: MSG.name }).max(100),
  email: ZEmailSchema,
  password: ZPasswordSchema,
});
export type TUserCreateByAdmin = z.input<typeof ZUserCreateByAdminSchema>;

/** The old admin form sent `celphone`; the entity says `celPhone`. */
const legacyCelphone = { celphone: optionalPhone };
function withCelPhone<T extends { celPhone?: string | null; celphone?: string | null }>(
  fields: T,
): Omit<T, 'celphone'> {
  const { celphone, ...rest } = fields;
  return { ...rest, celPhone: rest.celPhone === undefined ? celphone : rest.celPhone };
}

/** The forms of POST user/{id} and new-user-by-admin, multipart or JSON. */
export const ZUserSelfFormSchema =
  ZUserSelfUpdateSchema.extend(legacyCelphone).transform(withCelPhone);
export const ZUserAdminFormSchema =
  ZUserAdminUpdateSchema.extend(legacyCelphone).transform(withCelPhone);
export const ZUserCreateFormSchema =
  ZUserCreateByAdminSchema.extend(legacyCelphone).transform(withCelPhone);

export const ZUsersQuerySchema = z.object({
  q: ZTextSchema.trim()
    .max(100, { error: 'La búsqueda puede tener hasta 100 caracteres' })
    .optional(),
  ...PAGE_PARAMS,
});
export type TUsersQuery = z.input<typeof ZUsersQuerySchema>;

export const ZUsersPageSchema = z.object({
  users: z.array(ZUserSchema),
  total: z.number(),
  /** A search matching more people than the server counts: `total` is a lower bound. */
  totalIsLowerBound: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type TUsersPage = z.infer<typeof ZUsersPageSchema>;

export const ZUserAnswerSchema = z.object({ message: z.string(), user: ZUserSchema });
export const ZUserOnlySchema = z.object({ user: ZUserSchema });
export const ZUserDeletedSchema = z.object({ message: z.string(), users: z.array(ZUserSchema) });
