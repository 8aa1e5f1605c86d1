import { describe, expect, it } from 'vitest';
import type { TMealPlan } from '@contract/meal-plans';
import { bodyOf } from './builder-draft';
import { macrosText } from './builder-format';
import {
  activeDay,
  builderErrors,
  builderReducer,
  dayHasErrors,
  firstDayOf,
  initBuilder,
  isDirty,
  type BuilderAction,
  type BuilderState,
} from './builder-state';

const OAT = '11111111-1111-4111-8111-111111111111';
const BREAD = '22222222-2222-4222-8222-222222222222';

const meal = (slot: 'desayuno' | 'almuerzo') => ({
  slot,
  name: slot === 'desayuno' ? 'Desayuno' : 'Almuerzo',
  time: '',
  notes: '',
  items: [],
  recipes: [],
});
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
            ...meal('desayuno'),
            items: [{ foodId: OAT, amount: 30, unit: 'g', note: '', substitutes: [] }],
          },
        ],
      },
      { name: 'Sábado', weekdays: [6], meals: [meal('almuerzo')] },
    ],
  },
};

const run = (state: BuilderState, ...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, state);

describe('the builder state', () => {
  it('opens saved, on the first day, with nothing asked and no errors', () => {
    const s = initBuilder(plan);
    expect(isDirty(s)).toBe(false);
    expect(activeDay(s)).toBe(0);
    expect(s).toMatchObject({
      removingDay: null,
      publishing: false,
      templating: false,
      checked: false,
      failure: null,
    });
    expect(builderErrors(s)).toEqual({});
  });

  it('is dirty after an edit and clean again once saved', () => {
    const edited = run(initBuilder(plan), {
      type: 'edit',
      action: { type: 'title', title: 'Plan nuevo' },
    });
    expect(isDirty(edited)).toBe(true);
    const saved = run(edited, { type: 'saved', body: JSON.stringify(bodyOf(edited.draft)) });
    expect(isDirty(saved)).toBe(false);
  });

  it("adds 'Día N' (or 'Día tipo' while there is none) and opens its tab", () => {
    const s = run(initBuilder(plan), { type: 'addDay' });
    expect(s.draft.days.map((d) => d.name)).toEqual(['Día tipo', 'Sábado', 'Día 3']);
    expect(activeDay(s)).toBe(2);
    const renamed = run(
      initBuilder(plan),
      { type: 'edit', action: { type: 'day', day: 0, patch: { name: 'Lunes' } } },
      { type: 'addDay' },
    );
    expect(renamed.draft.days.at(-1)!.name).toBe('Día tipo');
  });

  it('removes a day only once confirmed, and shows the one before it', () => {
    const asked = run(
      initBuilder(plan),
      { type: 'selectDay', day: 1 },
      { type: 'askRemoveDay', day: 1 },
    );
    expect(asked.removingDay).toBe(1);
    expect(asked.draft.days).toHaveLength(2);
    const kept = run(asked, { type: 'askRemoveDay', day: null });
    expect(kept.draft.days).toHaveLength(2);
    const removed = run(asked, { type: 'confirmRemoveDay' });
    expect(removed.draft.days.map((d) => d.name)).toEqual(['Día tipo']);
    expect(removed.removingDay).toBeNull();
    expect(activeDay(removed)).toBe(0);
    expect(run(initBuilder(plan), { type: 'confirmRemoveDay' }).draft.days).toHaveLength(2);
  });

  it('clamps the tab shown to the days there are', () => {
    const s = run(initBuilder(plan), { type: 'selectDay', day: 5 });
    expect(activeDay(s)).toBe(1);
  });

  it("a save refused here: the draft's problems show, the failure names where, the day opens", () => {
    const broken = run(
      initBuilder(plan),
      { type: 'edit', action: { type: 'addItem', day: 1, meal: 0 } },
      {
        type: 'refused',
        by: 'draft',
        message: 'Revisá lo marcado antes de guardar',
        found: { 'content.days.1.meals.0.items.0.foodId': 'Elegí un alimento' },
      },
    );
    expect(broken.checked).toBe(true);
    expect(activeDay(broken)).toBe(1);
    expect(broken.failure).toEqual({
      message: 'Revisá lo marcado antes de guardar',
      items: [
        {
          key: 'content.days.1.meals.0.items.0.foodId',
          text: 'Sábado › Almuerzo › alimento 1: Elegí un alimento',
        },
      ],
    });
    const errors = builderErrors(broken);
    expect(errors['content.days.1.meals.0.items.0.foodId']).toBe('Elegí un alimento');
    expect(dayHasErrors(errors, 1)).toBe(true);
    expect(dayHasErrors(errors, 0)).toBe(false);
    // Live: once fixed, the problem goes while the failure stays until she closes it.
    const fixed = run(broken, {
      type: 'edit',
      action: { type: 'removeItem', day: 1, meal: 0, item: 0 },
    });
    expect(builderErrors(fixed)).toEqual({});
    expect(run(fixed, { type: 'dismissFailure' }).failure).toBeNull();
  });

  it('a save refused by the server: its errors show until the next edit', () => {
    const refused = run(initBuilder(plan), {
      type: 'refused',
      by: 'server',
      message: 'El alimento no existe',
      found: { 'content.days.0.meals.0.items.0.unit': 'Esa medida no es del alimento' },
    });
    expect(refused.checked).toBe(false);
    expect(builderErrors(refused)).toEqual({
      'content.days.0.meals.0.items.0.unit': 'Esa medida no es del alimento',
    });
    expect(refused.failure!.items[0]!.text).toBe(
      'Día tipo › Desayuno › alimento 1: Esa medida no es del alimento',
    );
    const edited = run(refused, { type: 'edit', action: { type: 'notes', notes: 'Agua' } });
    expect(builderErrors(edited)).toEqual({});
    // A refusal without paths (the network) keeps the tab she is on.
    const offline = run(
      initBuilder(plan),
      { type: 'selectDay', day: 1 },
      {
        type: 'refused',
        by: 'server',
        message: 'No pudimos guardar el plan. Probá de nuevo.',
        found: {},
      },
    );
    expect(activeDay(offline)).toBe(1);
    expect(offline.failure!.items).toEqual([]);
  });

  it('a save clears every error and the failure', () => {
    const s = run(
      initBuilder(plan),
      { type: 'refused', by: 'draft', message: 'x', found: { title: 'Falta el título' } },
      { type: 'saved', body: '{}' },
    );
    expect(s).toMatchObject({ checked: false, failure: null, serverErrors: {} });
  });

  it('opens and closes the publish dialog and marks the template at work', () => {
    const s = run(
      initBuilder(plan),
      { type: 'publishDialog', open: true },
      { type: 'templating', busy: true },
    );
    expect(s.publishing).toBe(true);
    expect(s.templating).toBe(true);
    const done = run(
      s,
      { type: 'publishDialog', open: false },
      { type: 'templating', busy: false },
    );
    expect(done.publishing).toBe(false);
    expect(done.templating).toBe(false);
  });

  it("'Cambiar por…' (replace or 'o bien') is a change to save, and clears the server's errors", () => {
    const refused = run(initBuilder(plan), {
      type: 'refused',
      by: 'server',
      message: 'El alimento no existe',
      found: { 'content.days.0.meals.0.items.0.unit': 'Esa medida no es del alimento' },
    });
    const at = { day: 0, meal: 0, item: 0 };
    const replaced = run(refused, {
      type: 'edit',
      action: {
        type: 'replaceItem',
        ...at,
        portion: { foodId: BREAD, amount: 2, unit: '1 rebanada' },
      },
    });
    expect(isDirty(replaced)).toBe(true);
    expect(builderErrors(replaced)).toEqual({});
    expect(bodyOf(replaced.draft).content.days[0]!.meals[0]!.items![0]).toMatchObject({
      foodId: BREAD,
      amount: '2',
      unit: '1 rebanada',
    });
    const added = run(initBuilder(plan), {
      type: 'edit',
      action: { type: 'addSubstitute', ...at, portion: { foodId: BREAD, amount: 40, unit: 'g' } },
    });
    expect(isDirty(added)).toBe(true);
    expect(bodyOf(added.draft).content.days[0]!.meals[0]!.items![0]!.substitutes).toEqual([
      { foodId: BREAD, amount: '40', unit: 'g' },
    ]);
    // Saved, it is clean again: Guardar and the unsaved-changes guard see it as any edit.
    const saved = run(added, { type: 'saved', body: JSON.stringify(bodyOf(added.draft)) });
    expect(isDirty(saved)).toBe(false);
  });

  it('finds the first day an error names', () => {
    expect(firstDayOf(['title', 'content.days.3.name', 'content.days.1.name'])).toBe(3);
    expect(firstDayOf(['title', 'content.notes'])).toBeNull();
  });
});

describe('the builder writes numbers as the plan page and the PDF do', () => {
  it("writes the target as '1.800 kcal · P 126 g · C 212,5 g · G 50 g'", () => {
    expect(macrosText({ kcal: 1800, proteinas: 126, carbohidratos: 212.5, grasas: 50 })).toBe(
      '1.800 kcal · P 126 g · C 212,5 g · G 50 g',
    );
  });
});
