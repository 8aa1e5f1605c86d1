import {
  ANAMNESIS_REQUIRED,
  ANAMNESIS_SEXES,
  DIET_TYPES,
  EXTENDED_FIELD_NAMES,
  FOOD_GROUPS_TEXT,
  FREQUENCIES,
  OBJECTIVES,
  type ExtendedShape,
  type TAnamnesis,
  type TAnamnesisKind,
} from '@contract/clinical';
import { GENDERS, type TUser } from '@contract/users';

/** What a number input holds: its number, or '' when empty. */
export type NumberValue = number | string;
/** An extended field's value: text, a chosen frequency (or null), or a quantity. */
export type ExtendedValue = string | number | null;
export type ExtendedField = keyof ExtendedShape;

export type CoreValues = {
  /** 'YYYY-MM-DD' or ''; with `gender`, kept on the user (issue 31). */
  birthDate: string;
  gender: string | null;
  workHours: string;
  daysWorks: string;
  typeFeedin: string | null;
  objectives: string | null;
  phisicsProblems: string;
  operations: string;
  diseases: string;
  pregnancies: string;
  medicines: string;
  medicalNotes: string;
  intolerancias: string;
  physicalActivity: string;
  sports: string;
  sportsHours: string;
  sportsDays: NumberValue;
};
export type CoreField = keyof CoreValues;

/** The form's values: the fields of spec §3 by their names, and the consent (create only). */
export type AnamnesisValues = CoreValues &
  Record<ExtendedField, ExtendedValue> & {
    consent: boolean;
  };

/** Spec §5's, and the birth date and sex the forms ask (ZAnamnesisFieldsFormSchema). */
export const REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  'birthDate',
  'gender',
  ...ANAMNESIS_REQUIRED,
]);

/** What the user's record already says of the person: the form starts from it. */
export type PersonValues = Pick<TUser, 'birthDate' | 'gender'>;

/** The sexes to choose from: the anamnesis's three, and 'Otro' when that is what is stored. */
export const sexOptions = (current: string | null): string[] =>
  current && !(ANAMNESIS_SEXES as readonly string[]).includes(current)
    ? [...ANAMNESIS_SEXES, current]
    : [...ANAMNESIS_SEXES];

const TEXT_QUANTITIES = new Set<string>(FOOD_GROUPS_TEXT.map((g) => `${g}_cantidad`));
export const isFrequency = (name: string) => name.endsWith('_frecuencia');
/** Grams (a number); caldo, liquidos and alcohol take their quantity as text ('250cc'). */
export const isNumericQuantity = (name: string) =>
  name.endsWith('_cantidad') && !TEXT_QUANTITIES.has(name);

/** One value per key, typed by its keys (Object.fromEntries forgets them). */
function fromKeys<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, valueOf(k)])) as Record<K, V>;
}

const choice = (value: string | null | undefined, list: readonly string[]) =>
  value && list.includes(value) ? value : null;

function extendedValueOf(name: ExtendedField, stored: string | number | null | undefined) {
  if (isFrequency(name)) return choice(typeof stored === 'string' ? stored : null, FREQUENCIES);
  if (stored === null || stored === undefined) return '';
  return stored;
}

/**
 * The form's starting values: the record's, or empty ones for a new anamnesis; the birth
 * date and sex from the user's record, where they live.
 */
export function valuesOf(
  record: TAnamnesis | null | undefined,
  person: PersonValues | null = null,
): AnamnesisValues {
  return {
    birthDate: person?.birthDate ?? '',
    gender: choice(person?.gender, GENDERS),
    workHours: record?.workHours ?? '',
    daysWorks: record?.daysWorks ?? '',
    typeFeedin: choice(record?.typeFeedin, DIET_TYPES),
    objectives: choice(record?.objectives, OBJECTIVES),
    phisicsProblems: record?.phisicsProblems ?? '',
    operations: record?.operations ?? '',
    diseases: record?.diseases ?? '',
    pregnancies: record?.pregnancies ?? '',
    medicines: record?.medicines ?? '',
    medicalNotes: record?.medicalNotes ?? '',
    intolerancias: record?.intolerancias ?? '',
    physicalActivity: record?.physicalActivity ?? '',
    sports: record?.sports ?? '',
    sportsHours: record?.sportsHours ?? '',
    sportsDays: record ? record.sportsDays : '',
    ...fromKeys(EXTENDED_FIELD_NAMES, (n) => extendedValueOf(n, record?.[n])),
    consent: false,
  };
}

/**
 * What the contract schema checks and the API gets: the fields as typed (the schema
 * trims, turns '' into null and numbers' text into numbers), the meals and food
 * groups only on the extended form, and on create whose it is and the consent.
 */
export function payloadOf(
  values: AnamnesisValues,
  opts: { kind: TAnamnesisKind; create: { userId: string } | null },
) {
  const { consent, typeFeedin, objectives, gender, ...fields } = values;
  const core = Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => opts.kind === 'Extendido' || !(EXTENDED_FIELD_NAMES as string[]).includes(name),
    ),
  );
  return {
    ...core,
    // A select left empty is missing: the schema says 'Por favor, completá todos los campos'.
    typeFeedin: typeFeedin ?? undefined,
    objectives: objectives ?? undefined,
    gender: gender ?? undefined,
    kind: opts.kind,
    ...(opts.create ? { userId: opts.create.userId, consent } : {}),
  };
}
