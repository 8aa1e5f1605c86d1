import type {
  FOOD_GROUPS_DETAILED,
  FOOD_GROUPS_GRAMS,
  FOOD_GROUPS_TEXT,
  MEAL_PARTS,
  MEALS,
} from '@contract/clinical';
import type { CoreField } from './values';

type Meal = (typeof MEALS)[number];
type FoodGroup =
  | (typeof FOOD_GROUPS_GRAMS)[number]
  | (typeof FOOD_GROUPS_DETAILED)[number]
  | (typeof FOOD_GROUPS_TEXT)[number];

/** A field's label and the hint under it. */
export interface FieldText {
  label: string;
  hint?: string;
  placeholder?: string;
}

// The required health questions get "Ninguna" hints: an empty answer does not save, and
// a person without operations should know what to write.
export const CORE_TEXTS: Record<CoreField, FieldText> = {
  birthDate: {
    label: 'Fecha de nacimiento',
    hint: 'Con ella calculamos tu edad, que la nutricionista usa para tu plan.',
  },
  gender: {
    label: 'Sexo',
    hint: 'Las fórmulas de energía lo usan. Si preferís no decirlo, se calcula un rango.',
  },
  workHours: { label: 'Horas de trabajo por día', placeholder: 'Ej.: 8 horas, de 9 a 17' },
  daysWorks: { label: 'Días de trabajo', placeholder: 'Ej.: lunes a viernes' },
  typeFeedin: { label: 'Tipo de alimentación' },
  objectives: { label: 'Objetivo', hint: 'Lo que más te gustaría lograr con el plan.' },
  phisicsProblems: {
    label: 'Problemas físicos',
    hint: 'Lesiones, dolores o limitaciones. Si no tenés, escribí «Ninguno».',
  },
  operations: { label: 'Operaciones', hint: 'Cuáles y cuándo. Si no tuviste, escribí «Ninguna».' },
  diseases: {
    label: 'Enfermedades',
    hint: 'Diabetes, hipertensión, tiroides, etc. Si no tenés, escribí «Ninguna».',
  },
  pregnancies: {
    label: 'Embarazos',
    hint: 'Cuántos y cuándo, o si estás embarazada. Si no corresponde, escribí «No».',
  },
  medicines: {
    label: 'Medicamentos',
    hint: 'Los que tomás, y suplementos. Si no tomás, escribí «Ninguno».',
  },
  medicalNotes: {
    label: 'Notas médicas',
    hint: 'Algo más que tu médico te haya indicado. Si no hay nada, escribí «Nada».',
  },
  intolerancias: {
    label: 'Intolerancias',
    hint: 'Alergias o alimentos que te caen mal (opcional).',
  },
  physicalActivity: {
    label: 'Actividad física',
    hint: 'Cómo te movés en el día: caminás, subís escaleras, trabajo sentado o de pie…',
  },
  sports: { label: 'Deportes', placeholder: 'Ej.: running, fútbol, gimnasio. O «Ninguno»' },
  sportsHours: { label: 'Horas de deporte', placeholder: 'Ej.: 1 hora y media por sesión' },
  sportsDays: { label: 'Días de deporte por semana', hint: 'De 0 a 7.' },
};

export const MEAL_LABELS: Record<Meal, string> = {
  desayuno: 'Desayuno',
  almuerzo: 'Almuerzo',
  merienda: 'Merienda',
  cena: 'Cena',
  colaciones: 'Colaciones',
  preferencias: 'Preferencias',
  sabado: 'Sábado',
  domingo: 'Domingo',
};

/** What each meal's group asks, beyond its name. */
export const MEAL_HINTS: Partial<Record<Meal, string>> = {
  colaciones: 'Lo que comés entre comidas.',
  preferencias: 'Las comidas que más te gustan: dónde, a qué hora y cómo.',
  sabado: 'Cómo comés un sábado típico.',
  domingo: 'Cómo comés un domingo típico.',
};

export const MEAL_PART_TEXTS: Record<(typeof MEAL_PARTS)[number], FieldText> = {
  lugar: { label: 'Lugar', placeholder: 'Ej.: casa' },
  hora: { label: 'Hora', placeholder: 'Ej.: 8:30' },
  preparaciones: { label: 'Preparaciones', placeholder: 'Qué comés y cómo lo preparás' },
};

export const FOOD_GROUP_LABELS: Record<FoodGroup, string> = {
  carne_vacuna: 'Carne vacuna',
  pollo: 'Pollo',
  cerdo: 'Cerdo',
  pescado: 'Pescado',
  atun: 'Atún',
  huevos: 'Huevos',
  lacteos: 'Lácteos',
  verduras: 'Verduras',
  frutas: 'Frutas',
  panificados: 'Panificados',
  legumbres: 'Legumbres',
  azucar: 'Azúcar',
  alimentos_procesados: 'Alimentos procesados',
  comida_fuera: 'Comida fuera de casa',
  caldo: 'Caldo',
  liquidos: 'Líquidos',
  alcohol: 'Alcohol',
};

const FOOD_PARTS: Record<string, string> = {
  frecuencia: 'frecuencia',
  cantidad: 'cantidad',
  detalle: 'detalle',
};

/**
 * Any anamnesis field's label by its stored name, as the form words it: 'workHours' ->
 * 'Horas de trabajo por día', 'desayuno_lugar' -> 'Desayuno: lugar', 'carne_vacuna_cantidad'
 * -> 'Carne vacuna: cantidad'. Undefined for a name the form does not ask.
 */
export function anamnesisFieldLabel(key: string): string | undefined {
  if (Object.hasOwn(CORE_TEXTS, key)) return CORE_TEXTS[key as CoreField].label;
  const cut = key.lastIndexOf('_');
  if (cut < 0) return undefined;
  const [whole, part] = [key.slice(0, cut), key.slice(cut + 1)];
  if (Object.hasOwn(MEAL_LABELS, whole) && Object.hasOwn(MEAL_PART_TEXTS, part))
    return `${MEAL_LABELS[whole as Meal]}: ${MEAL_PART_TEXTS[part as keyof typeof MEAL_PART_TEXTS].label.toLowerCase()}`;
  if (Object.hasOwn(FOOD_GROUP_LABELS, whole) && Object.hasOwn(FOOD_PARTS, part))
    return `${FOOD_GROUP_LABELS[whole as FoodGroup]}: ${FOOD_PARTS[part]}`;
  return undefined;
}
