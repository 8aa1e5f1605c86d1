import {
  FOOD_GROUPS_DETAILED,
  FOOD_GROUPS_GRAMS,
  FOOD_GROUPS_TEXT,
  MEALS,
  type TAnamnesis,
} from '@contract/clinical';
import { formatNumber } from '@contract/money';
import { CORE_TEXTS, FOOD_GROUP_LABELS, MEAL_LABELS } from './labels';
import type { CoreField } from './values';

/** One line of the summary: a question and its answer as read ('—' when unanswered). */
export interface SummaryLine {
  label: string;
  value: string;
}
export interface SummarySection {
  title: string;
  lines: SummaryLine[];
}

const answer = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'number' ? formatNumber(v) : v;

/** The anamnesis's own answers (birth date and sex live on the user, not in the record). */
type RecordField = Exclude<CoreField, 'birthDate' | 'gender'>;

const core = (a: TAnamnesis, fields: RecordField[]): SummaryLine[] =>
  fields.map((f) => ({ label: CORE_TEXTS[f].label, value: answer(a[f]) }));

/**
 * An anamnesis as the nutritionist reads it on one page (the admin's summary): the
 * form's sections in its order, with the form's own labels; the meals and food groups
 * of an extended one only where something was answered.
 */
export function anamnesisSummary(a: TAnamnesis): SummarySection[] {
  const sections: SummarySection[] = [
    {
      title: 'Trabajo y objetivos',
      lines: core(a, ['workHours', 'daysWorks', 'typeFeedin', 'objectives']),
    },
    {
      title: 'Salud',
      lines: core(a, [
        'phisicsProblems',
        'operations',
        'diseases',
        'pregnancies',
        'medicines',
        'intolerancias',
        'medicalNotes',
      ]),
    },
    {
      title: 'Actividad física',
      lines: core(a, ['physicalActivity', 'sports', 'sportsHours', 'sportsDays']),
    },
  ];
  if (a.kind !== 'Extendido') return sections;

  const meals = MEALS.flatMap((m) => {
    const parts = [a[`${m}_hora`], a[`${m}_lugar`], a[`${m}_preparaciones`]].filter(Boolean);
    return parts.length ? [{ label: MEAL_LABELS[m], value: parts.join(' · ') }] : [];
  });
  const grams = new Set<string>(FOOD_GROUPS_GRAMS);
  const detailed = new Set<string>([...FOOD_GROUPS_DETAILED, ...FOOD_GROUPS_TEXT]);
  const foods = [...FOOD_GROUPS_GRAMS, ...FOOD_GROUPS_DETAILED, ...FOOD_GROUPS_TEXT].flatMap(
    (g) => {
      const amount = a[`${g}_cantidad`];
      const parts = [
        a[`${g}_frecuencia`],
        amount === null || amount === ''
          ? null
          : grams.has(g) && typeof amount === 'number'
            ? `${formatNumber(amount)} g`
            : String(amount),
        detailed.has(g) ? (a as Record<string, unknown>)[`${g}_detalle`] : null,
      ].filter((p): p is string => typeof p === 'string' && p !== '');
      return parts.length ? [{ label: FOOD_GROUP_LABELS[g], value: parts.join(' · ') }] : [];
    },
  );
  sections.push({
    title: 'Comidas',
    lines: meals.length ? meals : [{ label: 'Comidas', value: '—' }],
  });
  sections.push({
    title: 'Grupos de alimentos',
    lines: foods.length ? foods : [{ label: 'Grupos de alimentos', value: '—' }],
  });
  return sections;
}
