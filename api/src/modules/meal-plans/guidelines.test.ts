import { describe, expect, it } from 'vitest';
import { dayMicros, microLines } from '@contract/day-micros';
import { indexRecipes } from '@contract/nutrition';
import { DEFAULT_REFERENCES, REFERENCES_MSG } from '@contract/nutrient-references';
import type { TRecipeOctagonsAnswer } from '@contract/octagons';
import { indexFoods } from '@contract/nutrition';
import { sendForm } from '../../../test/harness';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

/**
 * Issue 35 through the API: her reference values (who may set them, what plans answer
 * with them), a recipe's cooked weight and its octagons on the public page, and a day of
 * 3 g of sodium said in words with what the client's answer carries.
 */
const { t, admin, owner, inject, ok, deliveryFor, NOBODY } = useMealPlansSuite();

/** A food of the table, as the form sends it, with what issue 35 adds. */
async function newFood(name: string, over: object): Promise<string> {
  const res = await inject('POST', '/alimentos', admin, {
    name,
    group: 'Otros',
    kcal: 100,
    proteinas: 0,
    carbohidratos: 0,
    grasas: 0,
    fibra: 0,
    measures: [],
    source: 'Prueba',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().alimento._id;
}

async function newRecipe(title: string): Promise<string> {
  const res = await sendForm(
    t.app,
    { method: 'POST', url: '/api/new-receta/', headers: admin },
    { title },
  );
  expect(res.statusCode).toBe(200);
  return res.json().receta._id;
}

describe('a recipe weighed and labelled (issue 35)', () => {
  it('her cooked weight makes the octagons, and the public page shows them only when she says', async () => {
    // Grated cheese: 1.600 mg of sodium, 30 g of fat (19 saturated) per 100 g, all added.
    const cheese = await newFood('Queso rallado G35', {
      group: 'Lácteos',
      kcal: 392,
      proteinas: 36,
      carbohidratos: 3,
      grasas: 30,
      sodio: 1600,
      grasasSaturadas: 19,
      azucares: 0.5,
    });
    // Potatoes: their own 6 mg of sodium, not counted.
    const potato = await newFood('Papa G35', {
      group: 'Verduras',
      kcal: 77,
      proteinas: 2,
      carbohidratos: 15.5,
      grasas: 0.1,
      fibra: 2.2,
      sodio: 6,
      sodioNatural: true,
      azucares: 0.8,
      azucaresNaturales: true,
      grasasSaturadas: 0,
    });
    const recipe = await newRecipe('Gratín de papas G35');
    const octagons = `/receta/${recipe}/octogonos`;
    const label = async (): Promise<TRecipeOctagonsAnswer> => {
      const res = await inject('GET', octagons);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const body = {
      servings: 4,
      ingredients: [
        { foodId: cheese, amount: 200, unit: 'g' },
        { foodId: potato, amount: 800, unit: 'g' },
      ],
    };

    // Not shown until she chooses: a visitor reads nothing.
    await ok(inject('PUT', `/planes-alimentarios/recetas/${recipe}`, admin, body));
    expect(await label()).toEqual({
      mostrar: false,
      octogonos: [],
      indecisos: [],
    });

    // Raw, 1.000 g: 3.200 mg of added sodium is 320 mg per 100 g; 38 g saturated is 3,8 g.
    const raw = await ok(
      inject('PUT', `/planes-alimentarios/recetas/${recipe}`, admin, {
        ...body,
        showOctagons: true,
      }),
    );
    expect(raw).toMatchObject({ receta: { cookedGrams: null, liquid: false, showOctagons: true } });
    expect(await label()).toEqual({
      mostrar: true,
      octogonos: [],
      indecisos: [],
    });

    // Cooked down to 600 g: 533 mg of sodium and 6,3 g saturated per 100 g; fat 10,0 g stays under 13.
    await ok(
      inject('PUT', `/planes-alimentarios/recetas/${recipe}`, admin, {
        ...body,
        cookedGrams: 600,
        showOctagons: true,
      }),
    );
    expect((await label()).octogonos).toEqual(['sodio', 'grasasSaturadas']);
    // As a liquid (a soup), per 100 mL the liquid limits apply: fat 10 g ≥ 4 too.
    await ok(
      inject('PUT', `/planes-alimentarios/recetas/${recipe}`, admin, {
        ...body,
        cookedGrams: 600,
        liquid: true,
        showOctagons: true,
      }),
    );
    expect((await label()).octogonos).toEqual(['sodio', 'grasas', 'grasasSaturadas']);

    // What the form never sends: refused in Spanish, nothing changed.
    for (const cookedGrams of [0, -5, 12.5, 60001, '600']) {
      const res = await inject('PUT', `/planes-alimentarios/recetas/${recipe}`, admin, {
        ...body,
        cookedGrams,
      });
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([
        400,
        ['cookedGrams'],
      ]);
    }
    const still = await ok(inject('GET', '/planes-alimentarios/recetas', admin));
    expect(still.recetas.find((r) => r._id === recipe)).toMatchObject({
      cookedGrams: 600,
      liquid: true,
    });
    // Only she writes them; an unknown recipe is a 404, a malformed id a 400.
    expect(
      (await inject('PUT', `/planes-alimentarios/recetas/${recipe}`, owner.headers, body))
        .statusCode,
    ).toBe(403);
    expect((await inject('GET', `/receta/${NOBODY}/octogonos`)).statusCode).toBe(404);
    expect((await inject('GET', '/receta/no-es-un-id/octogonos')).statusCode).toBe(400);
  });
});

describe('her reference values, and a day of 3 g of sodium (issue 35)', () => {
  it('plans answer with the defaults until she saves hers; only she may, with values in range', async () => {
    const deliveryId = await deliveryFor(owner);
    const created = await ok(
      inject('POST', '/planes-alimentarios', admin, { userId: owner.id, deliveryId }),
    );
    const url = `/planes-alimentarios/${created.plan._id}`;
    expect(created.plan.referencias).toEqual(DEFAULT_REFERENCES);

    // 150 g of a salty broth: 2.000 mg/100 g, 3.000 mg in the day.
    const broth = await newFood('Caldo salado G35', { kcal: 10, sodio: 2000 });
    const content = {
      days: [
        {
          name: 'Todos los días',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          meals: [
            {
              slot: 'almuerzo',
              name: 'Almuerzo',
              items: [{ foodId: broth, amount: 150, unit: 'g' }],
            },
          ],
        },
      ],
      notes: '',
    };
    const saved = await ok(inject('PUT', url, admin, { title: 'Plan G35', content, target: null }));
    // The day in words, from what the answer carries (the builder and the page do this).
    const sodium = microLines(
      dayMicros(
        saved.plan.content.days[0]!,
        indexFoods(saved.plan.foods as never),
        indexRecipes([]),
      ),
      saved.plan.referencias!,
    )[0]!;
    expect(sodium.sentence).toBe('Sodio: 3.000 mg, más que el máximo de 2.000 mg por día.');

    const hers = { ...DEFAULT_REFERENCES, sodioMg: 3500, calcioMg: 1200 };
    expect(
      (await inject('PUT', '/planes-alimentarios/referencias', owner.headers, hers)).statusCode,
    ).toBe(403);
    expect((await inject('PUT', '/planes-alimentarios/referencias', {}, hers)).statusCode).toBe(
      401,
    );
    for (const bad of [
      { ...hers, sodioMg: 0 },
      { ...hers, azucaresLibresPct: 80 },
      { ...hers, hierroMg: '18' },
      { ...hers, calcioMg: null },
    ]) {
      const res = await inject('PUT', '/planes-alimentarios/referencias', admin, bad);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await ok(inject('GET', url, admin))).plan.referencias).toEqual(DEFAULT_REFERENCES);

    const put = await ok(inject('PUT', '/planes-alimentarios/referencias', admin, hers));
    expect(put).toMatchObject({ message: REFERENCES_MSG.saved, referencias: hers });
    const again = (await ok(inject('GET', url, admin))).plan;
    expect(again.referencias).toEqual(hers);
    expect(
      microLines(
        dayMicros(again.content.days[0]!, indexFoods(again.foods as never), indexRecipes([])),
        again.referencias!,
      )[0]!.verdict,
    ).toBe('adecuado');

    // Her client, without the numbers: no references and no values per food to add up.
    await ok(inject('POST', `${url}/publicar`, admin));
    const client = (await ok(inject('GET', url, owner.headers))).plan;
    expect(client.referencias).toBeNull();
    expect(client.foods[0]).not.toHaveProperty('sodio');
    // With them: the same references, and the foods' values.
    await ok(
      inject('PUT', url, admin, { title: 'Plan G35', content, target: null, showNumbers: true }),
    );
    await ok(inject('POST', `${url}/publicar`, admin));
    const shown = (await ok(inject('GET', url, owner.headers))).plan;
    expect(shown.referencias).toEqual(hers);
    expect(shown.foods.find((f) => f._id === broth)).toMatchObject({ sodio: 2000 });
  });
});
