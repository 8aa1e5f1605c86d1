import { GRAMS, type TPlanFood, type TPortion } from './meal-plans';
import { gramsOf } from './nutrition';
import { formatDecimal, formatGrams } from './numbers';

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

/**
 * A portion as the plan page shows it: the amount in her words ('2 rebanadas', '150 g')
 * and, for a household measure, its grams in muted text ('60 g'); null grams when the
 * measure is unknown (the food's table changed), so only her words show.
 */
export function portionText(
  p: Pick<TPortion, 'amount' | 'unit'>,
  food: TPlanFood | undefined,
): { amount: string; grams: string | null } {
  if (p.unit === GRAMS) return { amount: formatGrams(p.amount), grams: null };
  const grams = food ? gramsOf(p, food) : null;
  return {
    amount: measureText(p.amount, p.unit),
    grams: grams === null ? null : formatGrams(grams),
  };
}
