import { and, eq, inArray, isNull } from 'drizzle-orm';
import { GRAMS, MEAL_LABELS } from '@contract/meal-plans-text';
import type { TMealSlot } from '@contract/meal-plans-text';
import type { TPlanContent, TPlanItem } from '@contract/meal-plans';
import type { Db } from '../db/client';
import { foods } from '../modules/foods/foods.tables';
import { mealPlans } from '../modules/meal-plans/meal-plans.tables';

export const DEMO_TEMPLATE_TITLE = 'Plantilla: 1 día tipo (demo)';

/** [food of the starter table, amount, measure], and what may replace it. */
type DemoItem = [string, number, string, DemoItem[]?];
const DAY: { slot: TMealSlot; time: string; items: DemoItem[] }[] = [
  {
    slot: 'desayuno',
    time: '8:00',
    items: [
      ['Leche semidescremada', 1, '1 vaso (200 ml)'],
      ['Pan de molde integral', 2, '1 rebanada'],
      ['Queso untable descremado', 1, '1 cucharada sopera', [['Queso magro', 1, '1 feta']]],
    ],
  },
  {
    slot: 'almuerzo',
    time: '13:00',
    items: [
      ['Pechuga de pollo sin piel cocida (a la plancha)', 1, '1 porción (palma de la mano)'],
      ['Arroz blanco cocido', 1, '1 taza', [['Fideos cocidos', 1, '1 taza']]],
      ['Lechuga', 1, '1 plato playo'],
      ['Tomate', 1, '1 unidad mediana'],
      ['Aceite de oliva', 1, '1 cucharadita'],
    ],
  },
  {
    slot: 'merienda',
    time: '17:00',
    items: [
      ['Yogur natural descremado', 1, '1 pote'],
      ['Avena arrollada', 2, '1 cucharada sopera'],
      ['Banana', 1, '1 unidad mediana (sin cáscara)'],
    ],
  },
  {
    slot: 'cena',
    time: '21:00',
    items: [
      ['Lentejas cocidas', 1, '1 taza'],
      ['Zapallo kabutiá cocido', 1, '1 taza en cubos'],
      ['Manzana', 1, '1 unidad mediana'],
    ],
  },
];

/**
 * A fresh demo has a template to start a plan from: one 'día tipo' of starter foods,
 * found by name. Foods she renamed or archived are left out; with no food table at all
 * there is no template. Seeding again replaces it.
 */
export async function seedDemoMealPlanTemplate(db: Db): Promise<void> {
  await db
    .delete(mealPlans)
    .where(and(eq(mealPlans.template, true), eq(mealPlans.title, DEMO_TEMPLATE_TITLE)));
  const names = DAY.flatMap((m) =>
    m.items.flatMap(([n, , , subs]) => [n, ...(subs ?? []).map((s) => s[0])]),
  );
  const rows = await db
    .select({ id: foods.id, name: foods.name, measures: foods.measures })
    .from(foods)
    .where(and(inArray(foods.name, names), isNull(foods.archivedAt)));
  if (rows.length === 0) return;
  const byName = new Map(rows.map((r) => [r.name, r]));
  const portion = ([name, amount, unit]: DemoItem) => {
    const food = byName.get(name);
    if (!food) return null;
    // A measure she changed: the portion in grams instead.
    const measure = food.measures.find((m) => m.name === unit);
    return measure
      ? { foodId: food.id, amount, unit }
      : { foodId: food.id, amount: 100, unit: GRAMS };
  };
  const content: TPlanContent = {
    days: [
      {
        name: 'Día tipo',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        meals: DAY.map((m) => ({
          slot: m.slot,
          name: MEAL_LABELS[m.slot],
          time: m.time,
          notes: '',
          recipes: [],
          items: m.items.flatMap((item): TPlanItem[] => {
            const p = portion(item);
            if (!p) return [];
            const substitutes = (item[3] ?? []).flatMap((s) => portion(s) ?? []);
            return [{ ...p, substitutes, note: '' }];
          }),
        })),
      },
    ],
    notes:
      'Plantilla de demostración: ajustá las cantidades al objetivo de cada cliente. Tomá 2 litros de agua por día.',
  };
  await db.insert(mealPlans).values({
    template: true,
    title: DEMO_TEMPLATE_TITLE,
    content,
    userId: null,
    deliveryId: null,
  });
}
