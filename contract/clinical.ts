import { z } from 'zod';
import { ZIdSchema, parseDecimal, textSchema, ZTextSchema } from './common';
import { GENDERS, ZBirthDateSchema, optionalBirthDate } from './users';
import { CLINICAL_MSG } from './clinical-text';

/**
 * Clinical records (spec §3 Anamnesis and Control, §5, §9; DECISIONS §8): field names
 * as the spec spells them. Health data under Ley 18.331: the server checks ownership,
 * plausible ranges and consent; photos are only ever reached through signed links.
 */

/** Enumerations of spec §9: stored values, kept as the spec writes them. */
export const DIET_TYPES = [
  'Vegano',
  'Ovo-vegetariano',
  'Ovolacto-vegetariano',
  'Omnívoro',
] as const;
export const OBJECTIVES = [
  'Bajar grasa corporal',
  'Aumentar masa muscular',
  'Alimentación saludable',
  'Alimentación en deporte',
] as const;
export const FREQUENCIES = [
  '1 vez cada dos semanas',
  'Determinadas veces por semana',
  'Todos los días',
] as const;
export const CONTROL_TYPES = ['Online', 'Offline'] as const;
export type TControlType = (typeof CONTROL_TYPES)[number];
/** Simple is the online form, Extendido the full (offline) one. */
export const ANAMNESIS_KINDS = ['Simple', 'Extendido'] as const;
export type TAnamnesisKind = (typeof ANAMNESIS_KINDS)[number];

/** What the anamnesis asks as sex (issue 31): the user's GENDERS but 'Otro'. */
export const ANAMNESIS_SEXES = ['Femenino', 'Masculino', 'Prefiero no decir'] as const;

/** The version of the consent text the client accepts (web/.../consent-text.ts shows it). */
export const HEALTH_CONSENT_VERSION = '2026-11';

const SHORT_TEXT = 200;
const LONG_TEXT = 2000;

/** Required free text (spec §5): '' or blanks count as missing. */
const requiredText = (max: number) =>
  textSchema(CLINICAL_MSG.required)
    .trim()
    .min(1, { error: CLINICAL_MSG.required })
    .max(max, { error: `Máximo ${max} caracteres` });

/** Optional free text: absent or '' is stored as nothing. */
const optionalText = (max: number) =>
  ZTextSchema.trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A number given as a number or as text (multipart sends text), inside a plausible
 * range; the message names the field. '' and absent parse as null (a control edit tells
 * them apart by what was sent: controls.service.ts updateControl).
 */
export const measure = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = parseDecimal(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label}: tiene que ser entre ${min} y ${max}` });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });

/** A value outside the list fails the union itself: the union carries the message. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values), z.literal('')], { error: `${label}: elegí una opción de la lista` })
    .nullish()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------- anamnesis

/** Meals of the extended form, each with _lugar, _hora and _preparaciones (spec §3). */
export const MEALS = [
  'desayuno',
  'almuerzo',
  'merienda',
  'cena',
  'colaciones',
  'preferencias',
  'sabado',
  'domingo',
] as const;
export const MEAL_PARTS = ['lugar', 'hora', 'preparaciones'] as const;

/** Food groups with _frecuencia and _cantidad in grams. */
export const FOOD_GROUPS_GRAMS = [
  'carne_vacuna',
  'pollo',
  'cerdo',
  'pescado',
  'atun',
  'huevos',
  'lacteos',
] as const;
/** Food groups with _frecuencia, _cantidad (a number) and _detalle. */
export const FOOD_GROUPS_DETAILED = [
  'verduras',
  'frutas',
  'panificados',
  'legumbres',
  'azucar',
  'alimentos_procesados',
  'comida_fuera',
] as const;
/** Food groups with _frecuencia, _cantidad as text ('250cc') and _detalle. */
export const FOOD_GROUPS_TEXT = ['caldo', 'liquidos', 'alcohol'] as const;

type Meal = (typeof MEALS)[number];
type MealPart = (typeof MEAL_PARTS)[number];
type GramsGroup = (typeof FOOD_GROUPS_GRAMS)[number];
type DetailedGroup = (typeof FOOD_GROUPS_DETAILED)[number];
type TextGroup = (typeof FOOD_GROUPS_TEXT)[number];
type Group = GramsGroup | DetailedGroup | TextGroup;

type TextField = ReturnType<typeof optionalText>;
type NumberField = ReturnType<typeof measure>;
type FrequencyField = ReturnType<typeof optionalEnum<typeof FREQUENCIES>>;

export type ExtendedShape = { [K in `${Meal}_${MealPart}`]: TextField } & {
  [K in `${Group}_frecuencia`]: FrequencyField;
} & { [K in `${GramsGroup | DetailedGroup}_cantidad`]: NumberField } & {
  [K in `${TextGroup}_cantidad`]: TextField;
} & { [K in `${DetailedGroup | TextGroup}_detalle`]: TextField };

const label = (name: string) => name.replace(/_/g, ' ');

function extendedShape(): ExtendedShape {
  const entries: [string, z.ZodType][] = [];
  for (const meal of MEALS)
    for (const part of MEAL_PARTS) entries.push([`${meal}_${part}`, optionalText(SHORT_TEXT)]);
  for (const g of [...FOOD_GROUPS_GRAMS, ...FOOD_GROUPS_DETAILED, ...FOOD_GROUPS_TEXT])
    entries.push([`${g}_frecuencia`, optionalEnum(FREQUENCIES, label(g))]);
  for (const g of [...FOOD_GROUPS_GRAMS, ...FOOD_GROUPS_DETAILED])
    entries.push([`${g}_cantidad`, measure(`${label(g)} (cantidad)`, 0, 5000)]);
  for (const g of FOOD_GROUPS_TEXT) entries.push([`${g}_cantidad`, optionalText(SHORT_TEXT)]);
  for (const g of [...FOOD_GROUPS_DETAILED, ...FOOD_GROUPS_TEXT])
    entries.push([`${g}_detalle`, optionalText(SHORT_TEXT)]);
  // Built in loops so the 68 names are spelled once; the mapped type above lists the
  // same names, so the object is exactly an ExtendedShape.
  return Object.fromEntries(entries) as unknown as ExtendedShape;
}

/** The optional extended fields (meals and food groups), by the spec's names. */
export const EXTENDED_FIELDS = extendedShape();
export const EXTENDED_FIELD_NAMES = Object.keys(EXTENDED_FIELDS) as (keyof ExtendedShape)[];

/** The fields spec §5 requires, plus the optional intolerancias. */
const anamnesisCore = {
  workHours: requiredText(SHORT_TEXT),
  daysWorks: requiredText(SHORT_TEXT),
  typeFeedin: z.enum(DIET_TYPES, { error: CLINICAL_MSG.required }),
  objectives: z.enum(OBJECTIVES, { error: CLINICAL_MSG.required }),
  phisicsProblems: requiredText(LONG_TEXT),
  operations: requiredText(LONG_TEXT),
  diseases: requiredText(LONG_TEXT),
  pregnancies: requiredText(SHORT_TEXT),
  medicines: requiredText(LONG_TEXT),
  medicalNotes: requiredText(LONG_TEXT),
  physicalActivity: requiredText(LONG_TEXT),
  sports: requiredText(SHORT_TEXT),
  sportsHours: requiredText(SHORT_TEXT),
  sportsDays: z
    .union([z.number(), z.string().trim()], { error: CLINICAL_MSG.required })
    .transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: CLINICAL_MSG.required });
        return z.NEVER;
      }
      const n = parseDecimal(v);
      if (!Number.isFinite(n) || n < 0 || n > 7) {
        ctx.addIssue({ code: 'custom', message: 'Días de deporte: tiene que ser entre 0 y 7' });
        return z.NEVER;
      }
      return n;
    }),
  intolerancias: optionalText(LONG_TEXT),
};

/** The required fields, in the order of spec §5 (the forms mark these). */
export const ANAMNESIS_REQUIRED = [
  'workHours',
  'daysWorks',
  'typeFeedin',
  'phisicsProblems',
  'operations',
  'diseases',
  'pregnancies',
  'medicines',
  'medicalNotes',
  'objectives',
  'physicalActivity',
  'sports',
  'sportsHours',
  'sportsDays',
] as const;

/**
 * Birth date and sex: asked by the anamnesis, kept on the user (issue 31; users.birthDate,
 * users.gender), where the profile, the age and the meal-plan target read them. Saving the
 * anamnesis writes them to the user. Here absent, '' or null leave the user's as they are:
 * the spec's form has no such fields and its callers send none.
 */
const personFields = {
  birthDate: optionalBirthDate.transform((v) => v ?? undefined),
  gender: z
    .union([z.enum(GENDERS), z.literal('')], { error: 'Sexo: elegí una opción de la lista' })
    .nullish()
    .transform((v) => (v ? v : undefined)),
};

/** The same, as the forms ask them: both answered ('Prefiero no decir' is an answer). */
const personFieldsAsked = {
  birthDate: textSchema(CLINICAL_MSG.required)
    .trim()
    .min(1, { error: CLINICAL_MSG.required })
    .pipe(ZBirthDateSchema),
  gender: z.enum(GENDERS, { error: CLINICAL_MSG.required }),
};

/** PUT anamnesis/{id}: every field of the form; the extended ones optional. */
export const ZAnamnesisFieldsSchema = z.object({
  ...anamnesisCore,
  ...EXTENDED_FIELDS,
  ...personFields,
  kind: z.enum(ANAMNESIS_KINDS, { error: 'Tipo de anamnesis inválido' }).default('Simple'),
});
export type TAnamnesisFields = z.input<typeof ZAnamnesisFieldsSchema>;

/** POST new-anamnesis/: the same fields, whose client, and the health-data consent. */
export const ZAnamnesisCreateSchema = ZAnamnesisFieldsSchema.extend({
  userId: ZIdSchema,
  consent: z.literal(true, { error: CLINICAL_MSG.consent }),
});
export type TAnamnesisCreate = z.input<typeof ZAnamnesisCreateSchema>;

/** What the web forms check before sending: the API's schemas with birth date and sex asked. */
export const ZAnamnesisFieldsFormSchema = ZAnamnesisFieldsSchema.extend(personFieldsAsked);
export const ZAnamnesisCreateFormSchema = ZAnamnesisCreateSchema.extend(personFieldsAsked);

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

type AnswerShape = { [K in `${Meal}_${MealPart}`]: typeof nullableText } & {
  [K in `${Group}_frecuencia`]: typeof nullableText;
} & { [K in `${GramsGroup | DetailedGroup}_cantidad`]: typeof nullableNumber } & {
  [K in `${TextGroup}_cantidad`]: typeof nullableText;
} & { [K in `${DetailedGroup | TextGroup}_detalle`]: typeof nullableText };

function extendedAnswerShape(): AnswerShape {
  const numeric = new Set<string>(
    [...FOOD_GROUPS_GRAMS, ...FOOD_GROUPS_DETAILED].map((g) => `${g}_cantidad`),
  );
  // Same names as ExtendedShape (see extendedShape); numbers where the input is a measure.
  return Object.fromEntries(
    EXTENDED_FIELD_NAMES.map((n) => [n, numeric.has(n) ? nullableNumber : nullableText]),
  ) as unknown as AnswerShape;
}

export const ZAnamnesisSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  kind: z.enum(ANAMNESIS_KINDS),
  workHours: z.string(),
  daysWorks: z.string(),
  typeFeedin: z.string(),
  objectives: z.string(),
  phisicsProblems: z.string(),
  operations: z.string(),
  diseases: z.string(),
  pregnancies: z.string(),
  medicines: z.string(),
  medicalNotes: z.string(),
  physicalActivity: z.string(),
  sports: z.string(),
  sportsHours: z.string(),
  sportsDays: z.number(),
  intolerancias: nullableText,
  ...extendedAnswerShape(),
  /** The consent to process health data: which text, when, and who recorded it. */
  consentVersion: z.string(),
  consentedAt: z.string(),
  consentRecordedBy: z.enum(['client', 'admin']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAnamnesis = z.infer<typeof ZAnamnesisSchema>;

export const ZAnamnesisAnswerSchema = z.object({
  message: z.string(),
  anamnesis: ZAnamnesisSchema,
});
/** A client without an anamnesis yet answers `anamnesis: null`. */
export const ZAnamnesisByUserSchema = z.object({
  message: z.string(),
  anamnesis: ZAnamnesisSchema.nullable(),
});

// ---------------------------------------------------------------- controls

/** Plausible human ranges (DECISIONS §8); a value outside answers 400 naming the field. */
export const CONTROL_RANGES = {
  talla: { label: 'Talla (cm)', min: 50, max: 250 },
  peso: { label: 'Peso (kg)', min: 2, max: 400 },
  perimetroCintura: { label: 'Perímetro de cintura (cm)', min: 20, max: 300 },
  perimetroCadera: { label: 'Perímetro de cadera (cm)', min: 20, max: 300 },
  brazoContraido: { label: 'Brazo contraído (cm)', min: 10, max: 100 },
  masaAdiposa: { label: 'Masa adiposa (kg)', min: 0, max: 300 },
  masaMuscular: { label: 'Masa muscular (kg)', min: 0, max: 300 },
  sumade6: { label: 'Suma de 6 pliegues (mm)', min: 5, max: 400 },
  indice: { label: 'Índice músculo/grasa', min: 0, max: 50 },
  biceps: { label: 'Bíceps contraído (cm)', min: 10, max: 100 },
} as const;
type Ranged = keyof typeof CONTROL_RANGES;
const ranged = (k: Ranged) =>
  measure(CONTROL_RANGES[k].label, CONTROL_RANGES[k].min, CONTROL_RANGES[k].max);

/** Fields of both control forms; spec §5: only non-empty fields are sent. */
const onlineFields = {
  talla: ranged('talla'),
  peso: ranged('peso'),
  perimetroCintura: ranged('perimetroCintura'),
  perimetroCadera: ranged('perimetroCadera'),
  brazoContraido: ranged('brazoContraido'),
  notas: optionalText(LONG_TEXT),
};
/** What only an in-person (Offline) control carries. */
const offlineFields = {
  masaAdiposa: ranged('masaAdiposa'),
  masaMuscular: ranged('masaMuscular'),
  sumade6: ranged('sumade6'),
  indice: ranged('indice'),
  biceps: ranged('biceps'),
  objetivo: optionalText(SHORT_TEXT),
};
export const ONLINE_CONTROL_FIELDS = Object.keys(onlineFields) as (keyof typeof onlineFields)[];
export const OFFLINE_CONTROL_FIELDS = Object.keys(offlineFields) as (keyof typeof offlineFields)[];

/**
 * The multipart form of new-control/ and controls/{id}: `galleryImage` files (photos),
 * `typo`, the measures, and `avatar` (on edit: the photo names to keep, comma-separated).
 */
export const ZControlFormSchema = z.object({
  typo: z.enum(CONTROL_TYPES, {
    error: "Tipo de control inválido: 'Online' (a distancia) u 'Offline' (presencial)",
  }),
  ...onlineFields,
  ...offlineFields,
  avatar: ZTextSchema.trim().max(2000).optional(),
});
export const ZControlCreateFormSchema = ZControlFormSchema.extend({ userId: ZIdSchema });
export type TControlForm = z.input<typeof ZControlFormSchema>;
export type TControlCreateForm = z.input<typeof ZControlCreateFormSchema>;

/** A private photo: signed, short-lived links (10 to 15 minutes) at two sizes. */
export const ZPhotoSchema = z.object({
  name: z.string(),
  /** 250x280 fit-in, for cards and carousels. */
  thumbUrl: z.string(),
  /** The photo as uploaded (for zoom). */
  url: z.string(),
});
export type TPhoto = z.infer<typeof ZPhotoSchema>;

/** Computed on the server from the control and the client's gender (null when unknown). */
export const ZControlMetricsSchema = z.object({
  /** kg / m², one decimal. */
  bmi: nullableNumber,
  waistHip: nullableNumber,
  waistHeight: nullableNumber,
  /** Yuhasz as modified by Carter (1982) from the six-skinfold sum: an estimate. */
  bodyFatPct: nullableNumber,
});
export type TControlMetrics = z.infer<typeof ZControlMetricsSchema>;

export const ZControlSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  typo: z.enum(CONTROL_TYPES),
  /** Stored photo names, comma-separated (the spec's shape); show `photos`, not these. */
  avatar: z.string(),
  photos: z.array(ZPhotoSchema),
  talla: nullableNumber,
  peso: nullableNumber,
  perimetroCintura: nullableNumber,
  perimetroCadera: nullableNumber,
  brazoContraido: nullableNumber,
  notas: nullableText,
  masaAdiposa: nullableNumber,
  masaMuscular: nullableNumber,
  sumade6: nullableNumber,
  indice: nullableNumber,
  biceps: nullableNumber,
  objetivo: nullableText,
  metrics: ZControlMetricsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TControl = z.infer<typeof ZControlSchema>;

export const ZControlAnswerSchema = z.object({ message: z.string(), control: ZControlSchema });
/** Newest first. */
export const ZControlsAnswerSchema = z.object({
  message: z.string(),
  controls: z.array(ZControlSchema),
});

/** A signed photo link: /api/photos/{size}/{name}?exp=…&sig=… */
export const PHOTO_SIZES = ['250x280', 'full'] as const;
export const ZPhotoParamsSchema = z.object({
  size: z.enum(PHOTO_SIZES, { error: 'Tamaño de foto inválido' }),
  name: ZTextSchema.max(60, { error: 'Nombre de foto inválido' }),
});
export const ZSignedQuerySchema = z.object({
  exp: z.coerce.number({ error: 'Enlace inválido' }).int({ error: 'Enlace inválido' }),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Enlace inválido' }),
});

// ---------------------------------------------------------------- access log

export const ZClinicalAccessSchema = z.object({
  at: z.string(),
  adminName: z.string(),
  /** What was read: 'anamnesis', 'controles' or 'control'. */
  what: z.string(),
});
export const ZClinicalAccessLogSchema = z.object({
  entries: z.array(ZClinicalAccessSchema),
});
export type TClinicalAccess = z.infer<typeof ZClinicalAccessSchema>;
