import { isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TFood, type TFoodInput, type TFoodsPage } from '@contract/foods';
import { sendForm, useTestApp } from './harness';
import { foods } from '../src/modules/foods/foods.tables';

/**
 * The foods suites' shared set-up: the app with one client, a food as the form sends it,
 * the table's calls (create, list, CSV import) and the rows in use.
 */
export function useFoodsSuite() {
  const {
    t,
    admin,
    clients: { client },
  } = useTestApp({ clients: ['client'] });

  const NOBODY = '00000000-0000-4000-8000-000000000000';
  const HEADER = 'nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra;medidas;fuente';

  const food = (over: Partial<TFoodInput> = {}): TFoodInput => ({
    name: 'Manzana de prueba',
    group: 'Frutas',
    kcal: 52,
    proteinas: 0.3,
    carbohidratos: 13.8,
    grasas: 0.2,
    fibra: 2.4,
    measures: [{ name: '1 unidad mediana', grams: 150 }],
    source: 'USDA FoodData Central',
    ...over,
  });

  const create = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/alimentos',
      headers: admin,
      payload: body as object,
    });

  async function created(body: TFoodInput): Promise<TFood> {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().alimento;
  }

  /** One page of GET alimentos, as the table asks for it ('?buscar=pan&page=2'). */
  async function page(query = ''): Promise<TFoodsPage> {
    const res = await t.app.inject({ url: `/api/alimentos${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Every food GET alimentos finds with `query`, page after page of 100, in its order. */
  async function list(query = ''): Promise<TFood[]> {
    const all: TFood[] = [];
    const glue = query ? '&' : '?';
    for (let p = 1; ; p++) {
      const answer = await page(`${query}${glue}pageSize=100&page=${p}`);
      all.push(...answer.alimentos);
      if (answer.alimentos.length < 100 || all.length >= answer.total) {
        expect(all.length).toBe(answer.total);
        return all;
      }
    }
  }

  const importCsv = (csv: string | Buffer, confirm = false, name = 'alimentos.csv') =>
    sendForm(
      t.app,
      {
        method: 'POST',
        url: `/api/alimentos/importar${confirm ? '?confirmar=1' : ''}`,
        headers: admin,
      },
      {},
      [{ field: 'archivo', name, type: 'text/csv', data: Buffer.from(csv) }],
    );

  /** Every food in use, straight from the table. */
  const listAll = () => t.database.db.select().from(foods).where(isNull(foods.archivedAt));

  const activeCount = async () =>
    (await t.database.db.select({ id: foods.id }).from(foods).where(isNull(foods.archivedAt)))
      .length;
  return {
    t,
    admin,
    client,
    NOBODY,
    HEADER,
    food,
    create,
    created,
    page,
    list,
    importCsv,
    listAll,
    activeCount,
  };
}
