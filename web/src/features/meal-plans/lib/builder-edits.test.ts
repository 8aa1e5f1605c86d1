import { describe, expect, it } from 'vitest';
import type { TMealPlan } from '@contract/meal-plans';
import { bodyOf, draftFromPlan, type Draft } from './builder-draft';
import { draftReducer, substituteRefusal, type DraftAction } from './builder-edits';

const RICE = '11111111-1111-4111-8111-111111111111';
const PASTA = '22222222-2222-4222-8222-222222222222';
const POLENTA = '33333333-3333-4333-8333-333333333333';
const BREAD = '44444444-4444-4444-8444-444444444444';
const others = [
  '55555555-5555-4555-8555-555555555555',
  '66666666-6666-4666-8666-666666666666',
  '77777777-7777-4777-8777-777777777777',
  '88888888-8888-4888-8888-888888888888',
];

/** One day, one meal: 150 g of rice ('Sin sal') with fideos as its 'o bien'. */
const plan: Pick<TMealPlan, 'title' | 'content' | 'target'> = {
  title: 'Plan de Ana',
  target: null,
  content: {
    notes: '',
    days: [
      {
        name: 'Día tipo',
        weekdays: [1, 2, 3, 4, 5],
        meals: [
          {
            slot: 'almuerzo',
            name: 'Almuerzo',
            time: '',
            notes: '',
            recipes: [],
            items: [
              {
                foodId: RICE,
                amount: 150,
                unit: 'g',
                note: 'Sin sal',
                substitutes: [{ foodId: PASTA, amount: 1, unit: '1 taza' }],
              },
            ],
          },
        ],
      },
    ],
  },
};

const run = (draft: Draft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);
const at = { day: 0, meal: 0, item: 0 };
const itemOf = (draft: Draft) => draft.days[0]!.meals[0]!.items[0]!;

describe("'Cambiar por…': replacing an item", () => {
  it('puts the other food in its amount, keeps the note, the row and the other options', () => {
    const draft = draftFromPlan(plan);
    const before = itemOf(draft);
    const next = run(draft, {
      type: 'replaceItem',
      ...at,
      portion: { foodId: POLENTA, amount: 1.5, unit: '1 porción (cuadrado)' },
    });
    const item = itemOf(next);
    expect(item).toMatchObject({
      key: before.key,
      foodId: POLENTA,
      amount: '1,5',
      unit: '1 porción (cuadrado)',
      note: 'Sin sal',
    });
    expect(item.substitutes.map((s) => s.foodId)).toEqual([PASTA]);
    expect(bodyOf(next).content.days[0]!.meals[0]!.items![0]).toMatchObject({
      foodId: POLENTA,
      amount: '1.5',
    });
  });

  it("an 'o bien' of the food it becomes goes: the item would be its own option", () => {
    const next = run(draftFromPlan(plan), {
      type: 'replaceItem',
      ...at,
      portion: { foodId: PASTA, amount: 0.5, unit: '1 plato hondo' },
    });
    expect(itemOf(next)).toMatchObject({ foodId: PASTA, amount: '0,5', substitutes: [] });
  });
});

describe("'Cambiar por…': adding an 'o bien'", () => {
  it('adds the food in its amount after the other options', () => {
    const next = run(draftFromPlan(plan), {
      type: 'addSubstitute',
      ...at,
      portion: { foodId: BREAD, amount: 3, unit: '1 rebanada' },
    });
    const subs = itemOf(next).substitutes;
    expect(subs.map((s) => [s.foodId, s.amount, s.unit])).toEqual([
      [PASTA, '1', '1 taza'],
      [BREAD, '3', '1 rebanada'],
    ]);
    expect(new Set(subs.map((s) => s.key)).size).toBe(2);
    expect(itemOf(next)).toMatchObject({ foodId: RICE, amount: '150', note: 'Sin sal' });
  });

  it('changes nothing for a food that is already an option or the item itself, or past 5', () => {
    const draft = draftFromPlan(plan);
    const again = run(draft, {
      type: 'addSubstitute',
      ...at,
      portion: { foodId: PASTA, amount: 125, unit: 'g' },
    });
    expect(again).toEqual(draft);
    const itself = run(draft, {
      type: 'addSubstitute',
      ...at,
      portion: { foodId: RICE, amount: 100, unit: 'g' },
    });
    expect(itself).toEqual(draft);
    const full = run(
      draft,
      ...others.map((foodId): DraftAction => ({
        type: 'addSubstitute',
        ...at,
        portion: { foodId, amount: 100, unit: 'g' },
      })),
    );
    expect(itemOf(full).substitutes).toHaveLength(5);
    expect(
      run(full, { type: 'addSubstitute', ...at, portion: { foodId: BREAD, amount: 3, unit: 'g' } }),
    ).toEqual(full);
    // An empty 'o bien' ('O bien…') still works as before, up to 5 too.
    expect(run(full, { type: 'addSubstitute', ...at })).toEqual(full);
    expect(itemOf(run(draft, { type: 'addSubstitute', ...at })).substitutes[1]).toMatchObject({
      foodId: '',
      amount: '',
      unit: 'g',
    });
  });

  it('says why a food cannot be one more option', () => {
    const item = itemOf(draftFromPlan(plan));
    expect(substituteRefusal(item, BREAD)).toBeNull();
    expect(substituteRefusal(item, PASTA)).toBe('Ya es una de sus opciones «o bien»');
    expect(substituteRefusal(item, RICE)).toBe('Es el mismo alimento');
    const five = { foodId: RICE, substitutes: [PASTA, ...others].map((foodId) => ({ foodId })) };
    expect(substituteRefusal(five, BREAD)).toBe('Ya tiene 5 opciones «o bien», el máximo');
  });
});
