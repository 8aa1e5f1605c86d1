import {
  FOOD_GROUPS_DETAILED,
  FOOD_GROUPS_GRAMS,
  FOOD_GROUPS_TEXT,
  MEAL_PARTS,
  MEALS,
  type TAnamnesisKind,
} from '@contract/clinical';
import type { AnamnesisValues } from './values';

export type StepKey = 'work' | 'health' | 'activity' | 'meals' | 'foods' | 'consent';

export interface AnamnesisStep {
  key: StepKey;
  label: string;
  /** The fields it holds, so a refused save opens the first step with an error. */
  fields: readonly (keyof AnamnesisValues)[];
}

const MEAL_FIELDS = MEALS.flatMap((m) => MEAL_PARTS.map((p) => `${m}_${p}` as const));
const FOOD_FIELDS = [
  ...FOOD_GROUPS_GRAMS.flatMap((g) => [`${g}_frecuencia`, `${g}_cantidad`] as const),
  ...[...FOOD_GROUPS_DETAILED, ...FOOD_GROUPS_TEXT].flatMap(
    (g) => [`${g}_frecuencia`, `${g}_cantidad`, `${g}_detalle`] as const,
  ),
];

const ALL_STEPS: readonly AnamnesisStep[] = [
  {
    key: 'work',
    label: 'Datos, trabajo y objetivos',
    fields: ['birthDate', 'gender', 'workHours', 'daysWorks', 'typeFeedin', 'objectives'],
  },
  {
    key: 'health',
    label: 'Salud',
    fields: [
      'phisicsProblems',
      'operations',
      'diseases',
      'pregnancies',
      'medicines',
      'intolerancias',
      'medicalNotes',
    ],
  },
  {
    key: 'activity',
    label: 'Actividad física',
    fields: ['physicalActivity', 'sports', 'sportsHours', 'sportsDays'],
  },
  { key: 'meals', label: 'Comidas', fields: MEAL_FIELDS },
  { key: 'foods', label: 'Grupos de alimentos', fields: FOOD_FIELDS },
  { key: 'consent', label: 'Consentimiento', fields: ['consent'] },
];

/** The steps of a form: meals and food groups on the extended one; consent when creating. */
export function stepsFor(kind: TAnamnesisKind, create: boolean): AnamnesisStep[] {
  return ALL_STEPS.filter(
    (s) =>
      (kind === 'Extendido' || (s.key !== 'meals' && s.key !== 'foods')) &&
      (create || s.key !== 'consent'),
  );
}

export const stepHasError = (step: AnamnesisStep, errors: Record<string, unknown>) =>
  step.fields.some((f) => Boolean(errors[f]));

/** The index of the first step with an error, or -1. */
export const firstStepWithError = (
  steps: readonly AnamnesisStep[],
  errors: Record<string, unknown>,
) => steps.findIndex((s) => stepHasError(s, errors));
