/**
 * How a food is found (issue 31): one ranking for the food table's search on the server,
 * the foods admin table and the meal-plan builder's picker, so the three agree.
 *
 * Accents, case and punctuation aside, a food matches when every word typed is found in its
 * name or in one of its synonyms: at the start of a word of it, or (last) anywhere inside.
 * The order: a name that starts with the words typed ('pan' → 'Pan flauta'), then one where
 * a word starts with them ('Tostadas de pan'), then the rest ('te' is inside 'Aceite'). At
 * each of these steps words as typed go before their plural forms, and whole words before
 * parts of one ('Pan' before 'Panceta'); a name goes before a synonym; ties keep the order
 * the list came in (group, then name).
 *
 * Plurals are found both ways with a plain Spanish rule (no dictionary): a word ending in
 * 's' is also read without it ('papas' → 'papa'), in 'es' without it ('panes' → 'pan'),
 * in 'ces' as 'z' ('nueces' → 'nuez'). A form shorter than 3 letters is not used.
 */

import { plainText } from './plain-text';

/** Lower case, no accents, punctuation as spaces, single spaces: 'Té (infusión)' → 'te infusion'. */
export function foldText(text: string): string {
  return plainText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MIN_FORM = 3;

/** A folded word and the singulars it may stand for: 'nueces' → ['nueces', 'nuece', 'nuec', 'nuez']. */
export function wordForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= MIN_FORM && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith('s')) add(word.slice(0, -1));
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('ces')) add(`${word.slice(0, -3)}z`);
  return forms;
}

/** A text ready to compare: folded, and each word with its forms. */
interface Searchable {
  folded: string;
  words: string[][];
}

// The picker searches as she types, over the whole table: texts are prepared once.
const prepared = new Map<string, Searchable>();
function searchable(text: string): Searchable {
  let s = prepared.get(text);
  if (!s) {
    const folded = foldText(text);
    s = { folded, words: folded ? folded.split(' ').map(wordForms) : [] };
    if (prepared.size > 20_000) prepared.clear();
    prepared.set(text, s);
  }
  return s;
}

/** The words typed, each with its forms; null when nothing was typed. */
export type FoodQuery = readonly (readonly string[])[];

export function foodQuery(search: string): FoodQuery | null {
  const folded = foldText(search);
  return folded ? folded.split(' ').map(wordForms) : null;
}

/**
 * How far a typed word is from a word of the text, lower is closer: the same word (0), the
 * same by a plural form (1), its start (2), or not there (null).
 */
const SAME = 0;
const PLURAL = 1;
const START = 2;
function wordDistance(typed: readonly string[], word: readonly string[]): number | null {
  if (typed[0] === word[0]) return SAME;
  let best: number | null = null;
  for (const t of typed)
    for (const w of word) {
      if (w === t) return PLURAL;
      if (best === null && w.startsWith(t)) best = START;
    }
  return best;
}

/** Steps of the order, lower first (see the top of this file). */
const STARTS = 0;
const WORD = 1;
const INSIDE = 2;

/**
 * Where one text (a name or a synonym) stands for the words typed: a number, lower is
 * better, or null when it does not match.
 */
export function textRank(query: FoodQuery, text: string): number | null {
  const { folded, words } = searchable(text);
  let starts = query.length <= words.length;
  let inWords = true;
  let distance = 0;
  for (const [i, typed] of query.entries()) {
    const atStart = starts ? wordDistance(typed, words[i]!) : null;
    if (atStart === null) starts = false;
    let best = atStart;
    for (const w of words) {
      if (best === SAME) break;
      const d = wordDistance(typed, w);
      if (d !== null && (best === null || d < best)) best = d;
    }
    if (best === null) {
      inWords = false;
      if (!typed.some((t) => folded.includes(t))) return null;
    } else distance += best;
  }
  const step = starts ? STARTS : inWords ? WORD : INSIDE;
  // Within a step, words typed as written go first, then plural forms, then starts of words;
  // even numbers, so that a synonym (one more) follows a name that ranks the same.
  return step * 100 + distance * 2;
}

/** A food's rank: its name's, or its best synonym's just after a name that ranks the same. */
export function foodRank(
  query: FoodQuery,
  name: string,
  synonyms: readonly string[] = [],
): number | null {
  let best = textRank(query, name);
  for (const s of synonyms) {
    const r = textRank(query, s);
    if (r !== null && (best === null || r + 1 < best)) best = r + 1;
  }
  return best;
}

/**
 * The items that match `search`, best first (a stable sort: ties keep the list's order);
 * all of them, in their order, when nothing is typed.
 */
export function rankFoods<T>(
  items: readonly T[],
  search: string,
  textsOf: (item: T) => { name: string; synonyms?: readonly string[] },
): T[] {
  const query = foodQuery(search);
  if (!query) return [...items];
  const ranked: { item: T; rank: number }[] = [];
  for (const item of items) {
    const { name, synonyms } = textsOf(item);
    const rank = foodRank(query, name, synonyms);
    if (rank !== null) ranked.push({ item, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.item);
}
