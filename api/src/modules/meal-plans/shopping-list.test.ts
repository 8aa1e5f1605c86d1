import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TShoppingList } from '@contract/meal-plans';
import { foods } from '../foods/foods.tables';
import { mealPlanVersions } from './meal-plans.tables';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

const { t, admin, owner, inject, ok, meal, pdfText } = useMealPlansSuite();

/** Starter foods, with the yields and shopping kinds migration 0018 gave them. */
const STARTER = {
  arroz: 'Arroz integral cocido',
  pollo: 'Pechuga de pollo sin piel cocida (a la plancha)',
  merluza: 'Merluza cocida (al horno o al vapor)',
  mate: 'Mate (infusión de yerba, sin azúcar)',
  leche: 'Leche descremada',
  banana: 'Banana',
  agua: 'Agua',
};

describe("the client's shopping list (issue 31)", () => {
  it('asks for raw rice and chicken, yerba, litres of milk and bananas, the o bien under its item', async () => {
    const rows = await t.database.db
      .select({ id: foods.id, name: foods.name })
      .from(foods)
      .where(inArray(foods.name, Object.values(STARTER)));
    const id = Object.fromEntries(
      Object.entries(STARTER).map(([k, name]) => [k, rows.find((r) => r.name === name)!.id]),
    ) as Record<keyof typeof STARTER, string>;
    const portion = (food: keyof typeof STARTER, amount: number, unit = 'g', extra = {}) => ({
      foodId: id[food],
      amount,
      unit,
      ...extra,
    });

    const created = await ok(
      inject('POST', '/planes-alimentarios', admin, { title: 'Compras', userId: owner.id }),
    );
    const planId = created.plan._id;
    const weekdays = {
      name: 'Lunes a viernes',
      weekdays: [1, 2, 3, 4, 5],
      meals: [
        meal(
          'desayuno',
          [
            portion('mate', 1, '1 termo (1 litro)'),
            portion('leche', 1, '1 vaso (200 ml)'),
            portion('agua', 8, '1 vaso (200 ml)'),
          ],
          { name: 'Desayuno' },
        ),
        meal(
          'almuerzo',
          [
            portion('arroz', 100),
            portion('pollo', 120, 'g', { substitutes: [portion('merluza', 150)] }),
          ],
          { name: 'Almuerzo' },
        ),
        meal('merienda', [portion('banana', 1, '1 unidad mediana (sin cáscara)')], {
          name: 'Merienda',
        }),
      ],
    };
    const weekend = {
      name: 'Fin de semana',
      weekdays: [6, 7],
      meals: [meal('almuerzo', [portion('arroz', 100)], { name: 'Almuerzo' })],
    };
    await ok(
      inject('PUT', `/planes-alimentarios/${planId}`, admin, {
        title: 'Compras',
        target: null,
        content: { days: [weekdays, weekend] },
      }),
    );
    await ok(inject('POST', `/planes-alimentarios/${planId}/publicar`, admin));

    const { plan } = await ok(inject('GET', `/planes-alimentarios/${planId}`, owner.headers));
    const list = plan.shoppingList as TShoppingList;
    const lines = list.map((g) => ({
      group: g.group,
      items: g.items.map((i) => ({
        line: `${i.name} ${i.quantity}`,
        alternatives: i.alternatives.map((a) => `${a.name} ${a.quantity}`),
      })),
    }));
    expect(lines).toEqual([
      {
        group: 'Carnes',
        // 5 × 120 g cooked × 1,3 = 780 g raw; 5 × 150 g × 1,3 = 975 g of hake.
        items: [
          {
            line: 'Pechuga de pollo sin piel ≈ 800 g cruda',
            alternatives: ['Merluza ≈ 1 kg cruda'],
          },
        ],
      },
      // 5 vasos of 200 ml: 1 l.
      { group: 'Lácteos', items: [{ line: 'Leche descremada 1 l', alternatives: [] }] },
      { group: 'Frutas', items: [{ line: 'Banana 5 unidades medianas', alternatives: [] }] },
      {
        group: 'Panificados y cereales',
        // 7 × 100 g cooked × 0,3 = 210 g raw, sold as 250 g.
        items: [{ line: 'Arroz integral ≈ 250 g crudo', alternatives: [] }],
      },
      // 5 termos × 50 g; the water is not bought.
      { group: 'Bebidas', items: [{ line: 'Yerba mate ≈ 250 g', alternatives: [] }] },
    ]);
    expect(list[3]!.items[0]).toMatchObject({ amount: 250, unit: 'g', grams: 700 });

    // The PDF prints the same list, its '≈' too (an embedded font, api/src/pdf/fonts.ts).
    const [version] = await t.database.db
      .select()
      .from(mealPlanVersions)
      .where(eq(mealPlanVersions.planId, planId));
    const text = await pdfText((await t.storage.read('deliveries', version!.pdfName))!);
    expect(text).toContain('Arroz integral ≈ 250 g crudo');
    expect(text).toContain('o bien: merluza ≈ 1 kg cruda');
    expect(text).toContain('Yerba mate ≈ 250 g');
    expect(text).not.toMatch(/Agua \d/);
  });
});
