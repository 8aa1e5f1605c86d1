import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendForm } from '../../../test/harness';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';
import { recipeCompositions } from './meal-plans.tables';

/**
 * Issue 31: her recipes as one item of a meal, in servings, counted in the totals and the
 * shopping list as their ingredients; what a recipe is made of is said once, on the recipe.
 */
const { t, admin, owner, other, inject, ok, item, id, NOBODY, pdfText, deliveryFor } =
  useMealPlansSuite();

async function newRecipe(title: string): Promise<string> {
  const res = await sendForm(
    t.app,
    { method: 'POST', url: '/api/new-receta/', headers: admin },
    { title },
  );
  expect(res.statusCode).toBe(200);
  return res.json().receta._id;
}

/** A week with a 'Pre-entreno' at 18:00 that eats `servings` of the recipe, and nothing else. */
const withRecipe = (recipeId: string, servings: number | string) => ({
  days: [
    {
      name: 'Todos los días',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      meals: [
        {
          slot: 'pre',
          name: 'Pre-entreno',
          time: '18:00',
          items: [],
          recipes: [{ recipeId, servings, note: 'Tibia' }],
        },
      ],
    },
  ],
  notes: '',
});

describe('recipes in meal plans (issue 31)', () => {
  let tarta = '';
  let empty = '';

  it('she says what a recipe makes and takes; only she can, and only with foods of the table', async () => {
    tarta = await newRecipe('Tarta de prueba H3');
    empty = await newRecipe('Receta sin ingredientes H3');
    const body = {
      servings: 4,
      ingredients: [item('pan', 8, '1 rebanada'), item('leche', 400)],
    };
    const path = `/planes-alimentarios/recetas/${tarta}`;
    // A client or a visitor cannot read or write the recipes' ingredients.
    expect((await inject('PUT', path, owner.headers, body)).statusCode).toBe(403);
    expect((await inject('GET', '/planes-alimentarios/recetas', owner.headers)).statusCode).toBe(
      403,
    );
    expect((await inject('PUT', path)).statusCode).toBe(401);

    const bad = async (payload: object, field: string, status = 400) => {
      const res = await inject('PUT', path, admin, payload);
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    };
    await bad({ ...body, servings: 0 }, 'servings');
    await bad({ ...body, servings: 2.5 }, 'servings');
    await bad({ ...body, ingredients: [item('pan', 1, '1 bandeja')] }, 'ingredients.0.unit');
    await bad(
      { ...body, ingredients: [{ foodId: NOBODY, amount: 1, unit: 'g' }] },
      'ingredients.0.foodId',
    );
    await bad({ ...body, ingredients: [item('pan', 1), item('pan', 2)] }, 'ingredients');
    await bad({ ...body, ingredients: [item('pan', '1\u0000')] }, 'ingredients.0.amount');
    // Nothing was stored by any of them.
    expect(
      await t.database.db
        .select()
        .from(recipeCompositions)
        .where(eq(recipeCompositions.recipeId, tarta)),
    ).toHaveLength(0);
    const unknown = await inject('PUT', `/planes-alimentarios/recetas/${NOBODY}`, admin, body);
    expect(unknown.statusCode).toBe(404);

    const saved = await ok(inject('PUT', path, admin, body));
    expect(saved.message).toBe('Ingredientes de la receta guardados');
    const list = await ok(inject('GET', '/planes-alimentarios/recetas', admin));
    const mine = list.recetas.filter((r) => r.title.endsWith('H3'));
    expect(mine.map((r) => [r.title, r.servings, r.ingredients.length])).toEqual([
      ['Receta sin ingredientes H3', 1, 0],
      ['Tarta de prueba H3', 4, 2],
    ]);
    expect(list.alimentos.map((f) => f._id).sort()).toEqual([id.pan, id.leche].sort());
  });

  it("a 'Pre-entreno' at 18:00 with 2 servings counts as the sum of its ingredients", async () => {
    const deliveryId = await deliveryFor(owner);
    const plan = (
      await ok(inject('POST', '/planes-alimentarios', admin, { userId: owner.id, deliveryId }))
    ).plan;
    const url = `/planes-alimentarios/${plan._id}`;
    // A recipe without ingredients would count as nothing: it is refused, on its field.
    const refused = await inject('PUT', url, admin, {
      title: 'Plan',
      target: null,
      content: withRecipe(empty, 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['content.days.0.meals.0.recipes.0.recipeId']);
    const unknown = await inject('PUT', url, admin, {
      title: 'Plan',
      target: null,
      content: withRecipe(NOBODY, 1),
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await inject('PUT', url, admin, {
          title: 'Plan',
          target: null,
          content: withRecipe(tarta, 0),
        })
      ).statusCode,
    ).toBe(400);

    const saved = (
      await ok(
        inject('PUT', url, admin, { title: 'Plan', target: null, content: withRecipe(tarta, '2') }),
      )
    ).plan;
    const meal = saved.content.days[0]!.meals[0]!;
    expect(meal).toMatchObject({ name: 'Pre-entreno', time: '18:00' });
    expect(meal.recipes).toEqual([{ recipeId: tarta, servings: 2, note: 'Tibia' }]);
    // Half the recipe: 4 slices of bread (120 g, 250 kcal/100 g) and 200 g of milk (60 kcal/100 g).
    const kcal = 120 * 2.5 + 200 * 0.6;
    expect(saved.totals[0]!.total.kcal).toBeCloseTo(kcal, 1);
    expect(saved.totals[0]!.meals[0]!.kcal).toBeCloseTo(kcal, 1);
    expect(saved.recipes.map((r) => r._id)).toEqual([tarta]);
    // The list buys the ingredients for the week: 7 × 120 g of bread, 7 × 200 g of milk.
    const lines = saved.shoppingList.flatMap((g) => g.items);
    expect(lines.find((l) => l.foodId === id.pan)).toMatchObject({ grams: 840 });
    expect(lines.find((l) => l.foodId === id.leche)).toMatchObject({ grams: 1400 });

    // Published, the version keeps the recipe as it was made then.
    await ok(
      inject('PUT', url, admin, {
        title: 'Plan',
        target: null,
        content: withRecipe(tarta, 2),
        showNumbers: true,
      }),
    );
    const published = await ok(inject('POST', `${url}/publicar`, admin));
    expect(published.plan.publishedVersion).toBe(1);
    await ok(
      inject('PUT', `/planes-alimentarios/recetas/${tarta}`, admin, {
        servings: 2,
        ingredients: [item('pan', 8, '1 rebanada'), item('leche', 400)],
      }),
    );
    const client = (await ok(inject('GET', url, owner.headers))).plan;
    expect(client.totals[0]!.total.kcal).toBeCloseTo(kcal, 1);
    expect(client.recipes[0]).toMatchObject({ title: 'Tarta de prueba H3', servings: 4 });
    // Her draft counts the recipe as it is now: twice as much per serving.
    const draft = (await ok(inject('GET', url, admin))).plan;
    expect(draft.totals[0]!.total.kcal).toBeCloseTo(2 * kcal, 1);

    // The PDF says the recipe, its servings and what they take.
    const pdf = await inject('GET', `${url}/pdf`, owner.headers);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Pre-entreno · 18:00');
    expect(text).toContain('Tarta de prueba H3 · 2 porciones');
    expect(text).toContain(
      'Lleva: 4 rebanadas de pan de prueba H3 (120 g); 200 g de leche de prueba H3',
    );
    // Another client cannot read the plan that names the recipe.
    expect((await inject('GET', url, other.headers)).statusCode).toBe(403);
  });

  it('a recipe deleted after the draft was saved is not published as nothing', async () => {
    const gone = await newRecipe('Receta que se borra H3');
    await ok(
      inject('PUT', `/planes-alimentarios/recetas/${gone}`, admin, {
        servings: 1,
        ingredients: [item('manzana', 1, '1 unidad mediana')],
      }),
    );
    const deliveryId = await deliveryFor(owner);
    const plan = (
      await ok(inject('POST', '/planes-alimentarios', admin, { userId: owner.id, deliveryId }))
    ).plan;
    const url = `/planes-alimentarios/${plan._id}`;
    await ok(
      inject('PUT', url, admin, { title: 'Plan', target: null, content: withRecipe(gone, 1) }),
    );
    const removed = await inject('DELETE', `/receta/${gone}`, admin);
    expect(removed.statusCode).toBe(200);
    // Its ingredients went with it; the draft still names it, and counts nothing for it.
    expect(
      await t.database.db
        .select()
        .from(recipeCompositions)
        .where(eq(recipeCompositions.recipeId, gone)),
    ).toHaveLength(0);
    const draft = (await ok(inject('GET', url, admin))).plan;
    expect(draft.recipes).toEqual([]);
    expect(draft.totals[0]!.total.kcal).toBe(0);
    const publish = await inject('POST', `${url}/publicar`, admin);
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toBe('Esa receta no existe o se eliminó');
  });
});
