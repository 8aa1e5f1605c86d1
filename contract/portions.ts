import { GRAMS } from './meal-plans-text';
import type { RecipeIndex, TPlanFood, TPlanRecipe, TPlanRecipeItem, TPortion } from './meal-plans';
import { gramsOf, recipePortions } from './nutrition';
import { formatDecimal, formatGrams } from './numbers';
import { plainText } from './plain-text';

/**
 * Amounts as the client reads them, on the plan page and in the PDF alike: portions in
 * her household measures ('2 rebanadas', '½ taza') and grams and kilos ('60 g', '1,35 kg',
 * numbers.ts's formatGrams). The grams themselves come from nutrition.ts, the one copy of
 * the arithmetic.
 */

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** 0.5 -> '½', 1.5 -> '1 ½', 2 -> '2', 1.2 -> '1,2'. */
function countText(n: number): string {
  const whole = Math.floor(n);
  const part = FRACTIONS[String(Math.round((n - whole) * 100) / 100)];
  if (part) return whole === 0 ? part : `${whole} ${part}`;
  return formatDecimal(n, 2);
}

// Words after the noun that agree with it in number ('unidades medianas', 'platos hondos').
const AGREEING =
  /^(median[oa]|chic[oa]|grande|pequeñ[oa]|sopera|hond[oa]|play[oa]|colmad[oa]|ras[oa]|llen[oa]|grues[oa]|fin[oa])$/;

/** A Spanish word in the plural: 'taza' -> 'tazas', 'unidad' -> 'unidades', 'pan' -> 'panes'. */
function plural(word: string): string {
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  if (/ón$/i.test(word)) return `${word.slice(0, -2)}ones`;
  if (/[nldr]$/i.test(word)) return `${word}es`;
  return word;
}

/**
 * A measure's name said `count` times: the table names a measure for one of it ('1 taza',
 * '1 unidad mediana'); two of them read '2 tazas', '2 unidades medianas', half of one
 * '½ taza'. A name that is not 'one of something' ('100 ml') reads '2 × 100 ml'.
 */
export function measureText(count: number, measure: string): string {
  const name = measure.trim();
  const one = /^1\s+(.+)$/.exec(name);
  if (!one) {
    if (/^\d/.test(name)) return count === 1 ? name : `${countText(count)} × ${name}`;
    return `${countText(count)} ${count > 1 ? pluralPhrase(name) : name}`;
  }
  return `${countText(count)} ${count > 1 ? pluralPhrase(one[1]!) : one[1]!}`;
}

function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  let agreeing = true;
  return words
    .map((w, i) => {
      if (i === 0) return plural(w);
      agreeing = agreeing && AGREEING.test(w);
      return agreeing ? plural(w) : w;
    })
    .join(' ');
}

/** A measure's own note in parentheses: '1 vaso (200 ml)' is '1 vaso' and '200 ml'. */
function splitMeasure(name: string): { measure: string; note: string | null } {
  const m = /^(.*\S)\s*\(([^()]+)\)$/.exec(name.trim());
  return m ? { measure: m[1]!, note: m[2]!.trim() } : { measure: name.trim(), note: null };
}

const VOLUME = /^(\d+(?:[.,]\d+)?)\s*(ml|cc|litros?)$/i;
const COUNTED = /^(\d+)\s+(\S.*)$/;

/**
 * The note said for `count` measures: a volume or a count scales ('200 ml' twice is
 * '400 ml', '3 fetas' twice '6 fetas'); words ('palma de la mano', 'sin hueso') say what
 * one measure is and stay as they are.
 */
function scaledNote(note: string, count: number): { text: string; volume: boolean } {
  const volume = VOLUME.exec(note);
  if (volume) {
    const n = parseFloat(volume[1]!.replace(',', '.')) * count;
    const unit = volume[2]!.toLowerCase();
    if (unit.startsWith('litro'))
      return { text: `${countText(n)} ${n > 1 ? 'litros' : 'litro'}`, volume: true };
    return { text: `${formatDecimal(n, 1)} ${unit}`, volume: true };
  }
  const counted = COUNTED.exec(note);
  if (counted && count !== 1) {
    const n = Number(counted[1]) * count;
    const words = counted[1] === '1' && n > 1 ? pluralPhrase(counted[2]!) : counted[2]!;
    return { text: `${countText(n)} ${words}`, volume: false };
  }
  return { text: note, volume: false };
}

/**
 * A portion as the plan page shows it: the amount in her words ('2 rebanadas', '150 g',
 * '1 vaso') and, in muted text, what it comes to: its grams ('60 g'), or the measure's
 * own note when it says a volume ('200 ml': a drink is measured in millilitres, not
 * grams), or its note and grams ('palma de la mano, 120 g'). Null detail when there is
 * nothing to add (grams, or a measure the food's table no longer has), so only her words
 * show, never a parenthesis inside another.
 */
export function portionText(
  p: Pick<TPortion, 'amount' | 'unit'>,
  food: Pick<TPlanFood, 'measures'> | undefined,
): { amount: string; detail: string | null } {
  if (p.unit === GRAMS) return { amount: formatGrams(p.amount), detail: null };
  const grams = food ? gramsOf(p, food) : null;
  const { measure, note } = splitMeasure(p.unit);
  const amount = measureText(p.amount, measure);
  const said = note === null ? null : scaledNote(note, p.amount);
  const gramsText = grams === null ? null : formatGrams(grams);
  const detail = said?.volume ? said.text : [said?.text, gramsText].filter(Boolean).join(', ');
  return { amount, detail: detail || null };
}

/** A food's name inside a sentence: 'Leche descremada' reads 'leche descremada'; 'UHT' stays. */
export const nameInSentence = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;

/**
 * The food's name after a measure that already says its first word: '1 pechuga mediana'
 * of 'Pechuga de pollo' reads '1 pechuga mediana de pollo', not '… de pechuga de pollo'.
 */
function nameAfterMeasure(name: string, amount: string): string {
  const said = nameInSentence(name);
  const m = /^(\p{L}+)\s+de\s+(.+)$/u.exec(said);
  if (!m) return said;
  const noun = plainText(m[1]!);
  const words = amount.split(/\s+/).map(plainText);
  return words.some((w) => w === noun || w === `${noun}s` || w === `${noun}es`) ? m[2]! : said;
}

/**
 * A portion in one line, the way the PDF lists it: '1 vaso de leche descremada (200 ml)',
 * '2 rebanadas de pan de molde (60 g)', '150 g de arroz'. A name that ends in its own
 * parenthesis ('… cocida (a la plancha)') takes the detail after a dot, never a
 * parenthesis right after another.
 */
export function portionLine(
  p: Pick<TPortion, 'amount' | 'unit'>,
  food: Pick<TPlanFood, 'name' | 'measures'> | undefined,
): string {
  const { amount, detail } = portionText(p, food);
  const name = food ? nameAfterMeasure(food.name, amount) : 'alimento';
  if (!detail) return `${amount} de ${name}`;
  return name.endsWith(')')
    ? `${amount} de ${name} · ${detail}`
    : `${amount} de ${name} (${detail})`;
}

/** Servings as said: '1 porción', '½ porción', '2 porciones', '1 ½ porciones'. */
export const servingsText = (n: number) => `${countText(n)} ${n > 1 ? 'porciones' : 'porción'}`;

/** A recipe of a meal in one line: 'Tarta de zapallitos · 2 porciones'. */
export const recipeLine = (
  item: Pick<TPlanRecipeItem, 'servings'>,
  recipe: Pick<TPlanRecipe, 'title'> | undefined,
) => `${recipe?.title || 'Receta'} · ${servingsText(item.servings)}`;

/**
 * What those servings take, the way the plan lists a food: '150 g de zapallitos; 1 unidad
 * de huevo (50 g)', amounts as a cook measures them. Empty for a recipe the plan no longer has.
 */
export const recipeIngredientsText = (
  item: Pick<TPlanRecipeItem, 'recipeId' | 'servings'>,
  recipes: RecipeIndex,
  foods: ReadonlyMap<string, Pick<TPlanFood, 'name' | 'measures'>>,
) =>
  recipePortions(item, recipes)
    .map((p) => portionLine({ ...p, amount: asCooked(p) }, foods.get(p.foodId)))
    .join('; ');

/**
 * A recipe's amount scaled to the servings eaten, as a cook measures it: a measure to the
 * quarter ('1 ¼ unidades', never '1,13'), grams whole. The totals count the exact amount.
 */
const asCooked = (p: Pick<TPortion, 'amount' | 'unit'>) =>
  p.unit === GRAMS
    ? Math.max(1, Math.round(p.amount))
    : Math.max(0.25, Math.round(p.amount * 4) / 4);
