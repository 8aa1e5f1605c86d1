import { describe, expect, it } from 'vitest';
import { foldText, foodRank, foodQuery, rankFoods, wordForms } from './food-search';

interface Food {
  name: string;
  synonyms?: string[];
}
const FOODS: Food[] = [
  { name: 'Atún en aceite (escurrido)' },
  { name: 'Panceta ahumada cruda', synonyms: ['tocino'] },
  { name: 'Salchicha tipo Viena', synonyms: ['pancho', 'frankfurter'] },
  { name: 'Tomate' },
  { name: 'Zapallo kabutiá crudo', synonyms: ['calabaza'] },
  { name: 'Nuez' },
  { name: 'Papa hervida' },
  { name: 'Papas fritas' },
  { name: 'Pan flauta (pan francés)' },
  { name: 'Tostadas de pan envasadas' },
  { name: 'Té (infusión, sin azúcar)' },
  { name: 'Manteca', synonyms: ['mantequilla'] },
  { name: 'Porotos manteca cocidos' },
  { name: 'Bebida de almendras', synonyms: ['bebida vegetal', 'leche de almendras'] },
  { name: 'Bebida de soja', synonyms: ['bebida vegetal', 'leche de soja'] },
];
const names = (search: string, foods = FOODS) =>
  rankFoods(foods, search, (f) => f).map((f) => f.name);

describe('the food search', () => {
  it("'te' ranks Té first, before the names that only hold it (Atún en aceite, Tomate)", () => {
    const found = names('te');
    expect(found[0]).toBe('Té (infusión, sin azúcar)');
    expect(found).toContain('Atún en aceite (escurrido)');
    expect(found.indexOf('Té (infusión, sin azúcar)')).toBeLessThan(
      found.indexOf('Atún en aceite (escurrido)'),
    );
    // Accents and case aside.
    expect(names('TÉ')[0]).toBe('Té (infusión, sin azúcar)');
  });

  it("'pan' ranks Pan before Panceta, and both before a name where pan is a later word", () => {
    expect(names('pan')).toEqual([
      'Pan flauta (pan francés)',
      'Panceta ahumada cruda',
      // Its synonym 'pancho' starts with it: after a name that does.
      'Salchicha tipo Viena',
      'Tostadas de pan envasadas',
    ]);
  });

  it("plurals find the singular and the other way round: 'nueces' finds Nuez", () => {
    expect(names('nueces')).toEqual(['Nuez']);
    expect(names('nuez')).toEqual(['Nuez']);
    expect(names('papas')).toEqual(['Papas fritas', 'Papa hervida']);
    expect(names('papa')).toEqual(['Papa hervida', 'Papas fritas']);
    expect(names('poroto')).toEqual(['Porotos manteca cocidos']);
    expect(names('panes')[0]).toBe('Pan flauta (pan francés)');
  });

  it("synonyms find the food: 'calabaza' finds Zapallo, 'pancho' the frankfurter", () => {
    expect(names('calabaza')).toEqual(['Zapallo kabutiá crudo']);
    expect(names('pancho')).toEqual(['Salchicha tipo Viena']);
    expect(names('frankfurters')).toEqual(['Salchicha tipo Viena']);
    expect(names('bebida vegetal')).toEqual(['Bebida de almendras', 'Bebida de soja']);
    // A name goes before a synonym that ranks the same: Manteca, then the beans, whose
    // name holds it as a later word; 'mantequilla' only through the synonym.
    expect(names('manteca')).toEqual(['Manteca', 'Porotos manteca cocidos']);
    expect(names('mantequilla')).toEqual(['Manteca']);
  });

  it('every word typed must be found, in any order; nothing typed keeps the list as it came', () => {
    expect(names('frita papa')).toEqual(['Papas fritas']);
    expect(names('papa cruda')).toEqual([]);
    expect(names('  ')).toEqual(FOODS.map((f) => f.name));
  });

  it('folds accents, case and punctuation; plural forms are 3 letters or more', () => {
    expect(foldText('  Té (infusión, SIN azúcar) ')).toBe('te infusion sin azucar');
    expect(wordForms('nueces')).toEqual(['nueces', 'nuece', 'nuec', 'nuez']);
    expect(wordForms('tes')).toEqual(['tes']);
    expect(wordForms('pan')).toEqual(['pan']);
    const q = foodQuery('pan')!;
    // A name before its synonym, whole words before parts of one, starts before later words.
    expect(foodRank(q, 'Pan')! < foodRank(q, 'Otro', ['pan'])!).toBe(true);
    expect(foodRank(q, 'Otro', ['pan'])! < foodRank(q, 'Panceta')!).toBe(true);
    expect(foodRank(q, 'Panceta')! < foodRank(q, 'Tostadas de pan')!).toBe(true);
    expect(foodRank(q, 'Manzana')).toBeNull();
  });
});
