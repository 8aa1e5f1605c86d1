import { weekdayOf } from './calendar-day';
import type { TNutrients } from './foods';
import {
  formatCount,
  formatDecimal,
  formatFixed,
  formatKcal,
  formatPercent,
  formatQuantity,
} from './numbers';
import { GRAMS } from './meal-plans-text';
import type {
  RecipeIndex,
  TEnergyMethod,
  TPlanDay,
  TPlanFood,
  TPlanFoodAnswer,
  TPlanMeal,
  TPlanRecipe,
  TPlanRecipeItem,
  TPlanTarget,
  TPortion,
  TTargetInputs,
} from './meal-plans';
import type { OBJECTIVES } from './clinical';
import { plainText } from './plain-text';

/**
 * The arithmetic of meal plans, one copy for the server (answers, PDF) and the builder
 * (totals as she types): grams of a portion, nutrients, totals and the energy target (the
 * weekly shopping list, built on these, is contract/shopping.ts). Plain functions over
 * plain data; numbers unrounded until shown.
 */

export const ZERO: TNutrients = { kcal: 0, proteinas: 0, carbohidratos: 0, grasas: 0, fibra: 0 };

/** The grams a portion weighs: its amount in grams, or times one of the food's measures; null for an unknown measure. */
export function gramsOf(
  p: Pick<TPortion, 'amount' | 'unit'>,
  food: Pick<TPlanFood, 'measures'>,
): number | null {
  if (p.unit === GRAMS) return p.amount;
  const m = food.measures.find((x) => x.name === p.unit);
  return m ? p.amount * m.grams : null;
}

/** A food's nutrients in so many grams. */
export function nutrientsIn(food: TPlanFood, grams: number): TNutrients {
  const f = grams / 100;
  return {
    kcal: food.kcal * f,
    proteinas: food.proteinas * f,
    carbohidratos: food.carbohidratos * f,
    grasas: food.grasas * f,
    fibra: food.fibra * f,
  };
}

export function addNutrients(a: TNutrients, b: TNutrients): TNutrients {
  return {
    kcal: a.kcal + b.kcal,
    proteinas: a.proteinas + b.proteinas,
    carbohidratos: a.carbohidratos + b.carbohidratos,
    grasas: a.grasas + b.grasas,
    fibra: a.fibra + b.fibra,
  };
}

export type FoodIndex = ReadonlyMap<string, TPlanFood>;
export const indexFoods = (foods: readonly TPlanFood[]): FoodIndex =>
  new Map(foods.map((f) => [f._id, f]));

/** A plan's recipes by id. */
export const indexRecipes = (recipes: readonly TPlanRecipe[]): RecipeIndex =>
  new Map(recipes.map((r) => [r._id, r]));

/** A food of an answer with its values (every food of her answers): one the totals can count. */
export const hasNumbers = (f: TPlanFoodAnswer): f is TPlanFood =>
  f.kcal !== undefined &&
  f.proteinas !== undefined &&
  f.carbohidratos !== undefined &&
  f.grasas !== undefined &&
  f.fibra !== undefined;

/** A portion's nutrients (zero when its food or measure is unknown). */
export function portionNutrients(p: TPortion, foods: FoodIndex): TNutrients {
  const food = foods.get(p.foodId);
  const grams = food ? gramsOf(p, food) : null;
  return food && grams !== null ? nutrientsIn(food, grams) : ZERO;
}

/**
 * A recipe item's ingredients for its servings: each ingredient's amount times the
 * servings eaten over the servings the recipe makes (none for a recipe the plan lacks).
 */
export function recipePortions(
  item: Pick<TPlanRecipeItem, 'recipeId' | 'servings'>,
  recipes: RecipeIndex,
): TPortion[] {
  const recipe = recipes.get(item.recipeId);
  if (!recipe || recipe.servings <= 0) return [];
  const factor = item.servings / recipe.servings;
  return recipe.ingredients.map((i) => ({ ...i, amount: i.amount * factor }));
}

/** Everything a meal has eaten, as portions: its foods and its recipes' ingredients. */
export const mealPortions = (
  meal: Pick<TPlanMeal, 'items' | 'recipes'>,
  recipes: RecipeIndex,
): TPortion[] => [...meal.items, ...meal.recipes.flatMap((r) => recipePortions(r, recipes))];

/**
 * A meal's totals: its foods and its recipes' ingredients, not the foods' substitutes
 * ('o bien' replaces, it does not add).
 */
export const mealTotals = (
  meal: Pick<TPlanMeal, 'items' | 'recipes'>,
  foods: FoodIndex,
  recipes: RecipeIndex,
): TNutrients =>
  mealPortions(meal, recipes).reduce(
    (sum, p) => addNutrients(sum, portionNutrients(p, foods)),
    ZERO,
  );

export function dayTotals(
  day: TPlanDay,
  foods: FoodIndex,
  recipes: RecipeIndex,
): { total: TNutrients; meals: TNutrients[] } {
  const meals = day.meals.map((m) => mealTotals(m, foods, recipes));
  // Another option of a meal is eaten instead of it: the day counts each meal once.
  const total = meals.reduce(
    (sum, t, i) => (day.meals[i]!.optionOf ? sum : addNutrients(sum, t)),
    ZERO,
  );
  return { total, meals };
}

/** Rounded for an answer or a screen: kcal to 1 decimal, grams to 1 decimal. */
export function roundNutrients(n: TNutrients): TNutrients {
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    kcal: r(n.kcal),
    proteinas: r(n.proteinas),
    carbohidratos: r(n.carbohidratos),
    grasas: r(n.grasas),
    fibra: r(n.fibra),
  };
}

/** How far a total is from the target: within ±tolerance is 'ok'. */
export type TargetMark = 'bajo' | 'ok' | 'alto';
export function markAgainst(value: number, target: number, tolerance = 0.05): TargetMark {
  if (target <= 0) return 'ok';
  if (value < target * (1 - tolerance)) return 'bajo';
  if (value > target * (1 + tolerance)) return 'alto';
  return 'ok';
}

// ---------------------------------------------------------------- which day is today

/**
 * The plan's day a date follows: the one whose weekdays include the date's (issue 31), else
 * the first day (a plan she has not finished assigning still shows something).
 */
export function dayIndexFor(date: string, days: readonly Pick<TPlanDay, 'weekdays'>[]): number {
  const iso = ((weekdayOf(date) + 6) % 7) + 1;
  const i = days.findIndex((d) => d.weekdays.includes(iso));
  return i >= 0 ? i : 0;
}

// ---------------------------------------------------------------- energy target

type Objective = (typeof OBJECTIVES)[number];

const fmt = (n: number, decimals: 0 | 1 | 2 | 3 = 1) => formatDecimal(n, decimals);

export const ENERGY_METHOD_LABELS: Record<TEnergyMethod, string> = {
  mifflin: 'Mifflin-St Jeor (1990)',
  harris: 'Harris-Benedict revisada (Roza y Shizgal, 1984)',
};

/**
 * Resting energy, kcal/day. Mifflin-St Jeor: 10·peso + 6,25·talla − 5·edad + 5 (hombres)
 * o − 161 (mujeres). Harris-Benedict as revised by Roza and Shizgal (1984).
 */
export function restingEnergy(
  method: TEnergyMethod,
  p: { sex: 'Femenino' | 'Masculino'; age: number; heightCm: number; weightKg: number },
): { kcal: number; formula: string } {
  const { age: a, heightCm: h, weightKg: w } = p;
  if (method === 'mifflin') {
    const s = p.sex === 'Masculino' ? 5 : -161;
    return {
      kcal: 10 * w + 6.25 * h - 5 * a + s,
      formula: `10 × ${fmt(w)} + 6,25 × ${fmt(h)} − 5 × ${a} ${s > 0 ? '+ 5' : '− 161'}`,
    };
  }
  if (p.sex === 'Masculino')
    return {
      kcal: 88.362 + 13.397 * w + 4.799 * h - 5.677 * a,
      formula: `88,362 + 13,397 × ${fmt(w)} + 4,799 × ${fmt(h)} − 5,677 × ${a}`,
    };
  return {
    kcal: 447.593 + 9.247 * w + 3.098 * h - 4.33 * a,
    formula: `447,593 + 9,247 × ${fmt(w)} + 3,098 × ${fmt(h)} − 4,33 × ${a}`,
  };
}

/**
 * Hours per session as people write them: '1,5', '2 horas', '90 min', '1 hora y media',
 * '1:30', 'media hora'. null when no number can be read.
 */
export function parseSessionHours(text: string | null): number | null {
  if (!text) return null;
  const s = plainText(text);
  const clock = /(\d+):(\d{2})/.exec(s);
  if (clock) return Number(clock[1]) + Number(clock[2]) / 60;
  const half = /\bmedia\b/.test(s);
  const num = /(\d+(?:[.,]\d+)?)/.exec(s);
  if (!num) return half ? 0.5 : null;
  const n = Number(num[1]!.replace(',', '.'));
  if (/\d\s*(min|minutos?)\b/.test(s) || /\bminutos?\b/.test(s)) return n / 60;
  return n + (half && /\by media\b/.test(s) ? 0.5 : 0);
}

/** The usual activity levels (FAO/OMS factors as commonly applied to resting energy). */
export const ACTIVITY_LEVELS = [
  { upTo: 0, factor: 1.2, label: 'Sedentario' },
  { upTo: 2.5, factor: 1.375, label: 'Actividad ligera' },
  { upTo: 5, factor: 1.55, label: 'Actividad moderada' },
  { upTo: 9, factor: 1.725, label: 'Actividad intensa' },
  { upTo: Infinity, factor: 1.9, label: 'Actividad muy intensa' },
] as const;

/** The factor for the weekly hours of sport: days per week times hours per session. */
export function activityFactor(
  sportsDays: number | null,
  sportsHours: string | null,
): { factor: number; label: string; weeklyHours: number | null; formula: string } {
  const perSession = parseSessionHours(sportsHours);
  const days = sportsDays ?? 0;
  // Days without readable hours count one hour each: she sees the formula and corrects it.
  const weekly = days === 0 ? 0 : days * (perSession ?? 1);
  const level = ACTIVITY_LEVELS.find((l) => weekly <= l.upTo)!;
  return {
    factor: level.factor,
    label: level.label,
    weeklyHours: weekly,
    formula:
      days === 0
        ? 'Sin deporte declarado'
        : `${formatCount(days, 'día', 'días')} × ${fmt(perSession ?? 1, 2)} h${perSession === null ? ' (horas no legibles: se cuenta 1)' : ''} = ${fmt(weekly, 2)} h por semana`,
  };
}

/** Per objective (spec §9): the energy adjustment, protein in g per kg and fat as % of energy. */
export const OBJECTIVE_RULES: Record<
  Objective,
  { adjust: number; proteinPerKg: number; fatPct: number }
> = {
  'Bajar grasa corporal': { adjust: -0.2, proteinPerKg: 1.8, fatPct: 25 },
  'Aumentar masa muscular': { adjust: 0.1, proteinPerKg: 2, fatPct: 25 },
  'Alimentación saludable': { adjust: 0, proteinPerKg: 1, fatPct: 30 },
  'Alimentación en deporte': { adjust: 0, proteinPerKg: 1.6, fatPct: 25 },
};
const DEFAULT_RULE = OBJECTIVE_RULES['Alimentación saludable'];

export interface TargetChoices {
  method: TEnergyMethod;
  /** Her overrides; absent: the proposal's. */
  activityFactor?: number;
  adjust?: number;
  proteinPerKg?: number;
  fatPct?: number;
}

export interface TargetComputation {
  missing: string[];
  steps: { label: string; formula: string; value: number; unit: string }[];
  /**
   * Without the sex ('Prefiero no decir', 'Otro'): the energy by the women's and the men's
   * equation, kcal a day after activity and objective; `target` is their middle.
   */
  range: { low: number; high: number } | null;
  target: TPlanTarget | null;
}

/** The sexes the equations have a variant for. */
export const EQUATION_SEXES = ['Femenino', 'Masculino'] as const;
type EquationSex = (typeof EQUATION_SEXES)[number];
const equationSex = (sex: string | null): EquationSex | null =>
  EQUATION_SEXES.find((s) => s === sex) ?? null;

/** 'Entre 1.450 y 1.610 kcal: sin el sexo, el cálculo da un rango'. */
export const energyRangeText = (r: { low: number; high: number }) =>
  `Entre ${formatFixed(r.low)} y ${formatFixed(r.high)} kcal: sin el sexo, el cálculo da un rango`;

/** The macro split: protein from g/kg, fat from % of energy, carbohydrates the rest. */
export function macroSplit(kcal: number, weightKg: number, proteinPerKg: number, fatPct: number) {
  const proteinas = weightKg * proteinPerKg;
  const grasas = (kcal * fatPct) / 100 / 9;
  const carbohidratos = Math.max(0, (kcal - proteinas * 4 - grasas * 9) / 4);
  return { proteinas, grasas, carbohidratos };
}

/**
 * The proposed daily target with every step shown; nothing when an input is missing. A sex
 * the equations have no variant for (the client preferred not to say) gives both variants'
 * range and proposes its middle.
 */
export function proposeTarget(inputs: TTargetInputs, choices: TargetChoices): TargetComputation {
  const missing: string[] = [];
  if (inputs.sex === null) missing.push('sexo');
  if (inputs.age === null) missing.push('fecha de nacimiento');
  if (inputs.heightCm === null) missing.push('talla de un control');
  if (inputs.weightKg === null) missing.push('peso de un control');
  if (missing.length > 0) return { missing, steps: [], range: null, target: null };
  const known = equationSex(inputs.sex);
  const weightKg = inputs.weightKg!;
  const body = { age: inputs.age!, heightCm: inputs.heightCm!, weightKg };
  const variants = (known ? [known] : EQUATION_SEXES).map((sex) => ({
    sex,
    ...restingEnergy(choices.method, { sex, ...body }),
  }));
  const ree = {
    kcal: variants.reduce((sum, v) => sum + v.kcal, 0) / variants.length,
    formula: known
      ? variants[0]!.formula
      : variants
          .map(
            (v) => `${v.sex === 'Femenino' ? 'mujeres' : 'hombres'}: ${v.formula} = ${fmt(v.kcal)}`,
          )
          .concat('el punto medio')
          .join('; '),
  };
  const act = activityFactor(inputs.sportsDays, inputs.sportsHours);
  const factor = choices.activityFactor ?? act.factor;
  const rule = inputs.objective ? OBJECTIVE_RULES[inputs.objective] : DEFAULT_RULE;
  const adjust = choices.adjust ?? rule.adjust;
  const proteinPerKg = choices.proteinPerKg ?? rule.proteinPerKg;
  const fatPct = choices.fatPct ?? rule.fatPct;
  const total = ree.kcal * factor;
  const kcal = Math.round(total * (1 + adjust));
  const ends = variants.map((v) => Math.round(v.kcal * factor * (1 + adjust)));
  const range = known ? null : { low: Math.min(...ends), high: Math.max(...ends) };
  const m = macroSplit(kcal, weightKg, proteinPerKg, fatPct);
  const pct = `${adjust > 0 ? '+' : adjust < 0 ? '−' : ''}${formatPercent(Math.abs(adjust) * 100)}`;
  const steps = [
    {
      label: `Energía en reposo (${ENERGY_METHOD_LABELS[choices.method]})${known ? '' : ', sin el sexo: entre mujeres y hombres'}`,
      formula: ree.formula,
      value: Math.round(ree.kcal * 10) / 10,
      unit: 'kcal',
    },
    {
      label: `Factor de actividad: ${choices.activityFactor === undefined ? act.label : 'elegido por la nutricionista'}`,
      formula: choices.activityFactor === undefined ? act.formula : `${fmt(factor, 3)}`,
      value: factor,
      unit: '×',
    },
    {
      label: 'Gasto total',
      formula: `${fmt(ree.kcal)} × ${fmt(factor, 3)}`,
      value: Math.round(total * 10) / 10,
      unit: 'kcal',
    },
    {
      label: `Ajuste por objetivo (${inputs.objective ?? 'sin objetivo en la anamnesis'})`,
      formula: `${fmt(total)} ${pct}`,
      value: kcal,
      unit: 'kcal',
    },
    {
      label: 'Proteínas',
      formula: `${fmt(proteinPerKg, 2)} g/kg × ${fmt(weightKg)} kg`,
      value: Math.round(m.proteinas),
      unit: 'g',
    },
    {
      label: 'Grasas',
      formula: `${formatPercent(fatPct)} de ${formatKcal(kcal)} ÷ 9`,
      value: Math.round(m.grasas),
      unit: 'g',
    },
    {
      label: 'Carbohidratos (el resto)',
      formula: `(${fmt(kcal, 0)} − ${fmt(m.proteinas, 0)} × 4 − ${fmt(m.grasas, 0)} × 9) ÷ 4`,
      value: Math.round(m.carbohidratos),
      unit: 'g',
    },
  ];
  return {
    missing,
    steps,
    range,
    target: {
      kcal,
      proteinas: Math.round(m.proteinas),
      grasas: Math.round(m.grasas),
      carbohidratos: Math.round(m.carbohidratos),
      how: `${range ? `${energyRangeText(range)}, se toma el medio. ` : ''}${ENERGY_METHOD_LABELS[choices.method]}: ${formatQuantity(ree.kcal, 'kcal')} × ${fmt(factor, 3)} ${pct}; proteínas ${fmt(proteinPerKg, 2)} g/kg, grasas ${formatPercent(fatPct)}`,
    },
  };
}

// ---------------------------------------------------------------- meal options

/** The day's meals, without the other options of them (what a day counts and ticks). */
export const mainMeals = <M extends Pick<TPlanMeal, 'optionOf'>>(meals: readonly M[]): M[] =>
  meals.filter((m) => !m.optionOf);

/** 'B', 'C': which option of its meal this one is (the meal itself is 'A'). */
export function optionLetter(
  meals: readonly Pick<TPlanMeal, 'slot' | 'optionOf'>[],
  meal: Pick<TPlanMeal, 'slot' | 'optionOf'>,
): string | null {
  if (!meal.optionOf) return null;
  const siblings = meals.filter((m) => m.optionOf === meal.optionOf);
  return String.fromCharCode(66 + siblings.findIndex((m) => m.slot === meal.slot));
}

/** How many days of a week follow this day of the plan (the shopping list counts it so). */
export const timesPerWeek = (day: Pick<TPlanDay, 'weekdays'>) => day.weekdays.length;
