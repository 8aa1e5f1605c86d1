import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TPlanContentInput } from '@contract/meal-plans';
import type { Db } from '../src/db/client';
import { deliveries } from '../src/modules/deliveries/deliveries.tables';
import { foods } from '../src/modules/foods/foods.tables';
import type { Bearer, TestContext } from './harness';

/**
 * What a meal plan is made of, in one place for every suite that needs one: the test's
 * own foods, a client's delivery to build it for, and a plan published from them.
 */

/** The test's own foods (names no starter food has), per 100 g, with household measures. */
export const TEST_FOODS = {
  pan: {
    name: 'Pan de prueba H3',
    group: 'Panificados y cereales' as const,
    kcal: 250,
    proteinas: 8,
    carbohidratos: 50,
    grasas: 2,
    fibra: 3,
    measures: [{ name: '1 rebanada', grams: 30 }],
  },
  leche: {
    name: 'Leche de prueba H3',
    group: 'Lácteos' as const,
    kcal: 60,
    proteinas: 3.2,
    carbohidratos: 4.8,
    grasas: 3,
    fibra: 0,
    measures: [{ name: '1 taza', grams: 200 }],
  },
  manzana: {
    name: 'Manzana de prueba H3',
    group: 'Frutas' as const,
    kcal: 52,
    proteinas: 0.3,
    carbohidratos: 14,
    grasas: 0.2,
    fibra: 2.4,
    measures: [{ name: '1 unidad mediana', grams: 150 }],
  },
  pollo: {
    name: 'Pollo de prueba H3',
    group: 'Carnes' as const,
    kcal: 165,
    proteinas: 31,
    carbohidratos: 0,
    grasas: 3.6,
    fibra: 0,
    measures: [],
  },
  arroz: {
    name: 'Arroz cocido de prueba H3',
    group: 'Panificados y cereales' as const,
    kcal: 130,
    proteinas: 2.7,
    carbohidratos: 28,
    grasas: 0.3,
    fibra: 0.4,
    measures: [{ name: '1 taza', grams: 160 }],
  },
  noquis: {
    name: 'Ñoquis de prueba H3',
    group: 'Panificados y cereales' as const,
    kcal: 150,
    proteinas: 4,
    carbohidratos: 31,
    grasas: 0.8,
    fibra: 1.5,
    measures: [],
  },
};
export type FoodKey = keyof typeof TEST_FOODS;

/** Stores TEST_FOODS (once per database) and answers their ids by key. */
export async function insertTestFoods(db: Db): Promise<Record<FoodKey, string>> {
  const rows = await db
    .insert(foods)
    .values(Object.values(TEST_FOODS).map((f) => ({ ...f, source: 'Prueba' })))
    .returning({ id: foods.id, name: foods.name });
  const keys = Object.keys(TEST_FOODS) as FoodKey[];
  return Object.fromEntries(
    keys.map((key) => [key, rows.find((r) => r.name === TEST_FOODS[key].name)!.id]),
  ) as Record<FoodKey, string>;
}

/** A 200 answer's body (anything else throws, with the answer's text). */
async function ok<T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as T;
}

/** A plan the admin assigned to a client (spec §3 manual assignment): the delivery it owes. */
export async function deliveryFor(
  t: TestContext,
  admin: Bearer,
  client: { id: string },
  plan: { title: string; costPesos: string } = { title: 'Plan a medida', costPesos: '1000' },
): Promise<string> {
  const made = await ok<{ plan: { _id: string } }>(
    t.app.inject({ method: 'POST', url: '/api/new-plan', headers: admin, payload: plan }),
  );
  const { venta } = await ok<{ venta: { _id: string } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: made.plan._id, userId: client.id },
    }),
  );
  const [row] = await t.database.db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.saleId, venta._id));
  return row!.id;
}

/** A meal plan of the client's with `content`, published by the admin: its id. */
export async function publishedMealPlan(
  t: TestContext,
  admin: Bearer,
  client: { id: string },
  content: TPlanContentInput,
): Promise<string> {
  const { plan } = await ok<{ plan: { _id: string } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/planes-alimentarios',
      headers: admin,
      payload: { userId: client.id },
    }),
  );
  const url = `/api/planes-alimentarios/${plan._id}`;
  const payload = { title: 'Plan alimentario', target: null, content };
  await ok(t.app.inject({ method: 'PUT', url, headers: admin, payload }));
  await ok(t.app.inject({ method: 'POST', url: `${url}/publicar`, headers: admin }));
  return plan._id;
}

/** The text of each page of a plan's PDF, as a reader would copy it. */
export async function pdfPages(data: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return out;
}
