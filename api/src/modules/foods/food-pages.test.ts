import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { FOOD_MSG, type TFood } from '@contract/foods';
import { useFoodsSuite } from '../../../test/foods-suite';

const { t, admin, food, created, page, list, activeCount } = useFoodsSuite();

const ids = (foods: readonly TFood[]) => foods.map((f) => f._id);

/** GET alimentos/todos: the builder's whole table. */
async function everyFood(): Promise<TFood[]> {
  const res = await t.app.inject({ url: '/api/alimentos/todos', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().alimentos;
}

/** Every page of `query` at `size` foods a page, one after another. */
async function pageByPage(query: string, size: number): Promise<TFood[]> {
  const first = await page(`${query}&pageSize=${size}`);
  const pages = Math.ceil(first.total / size);
  const rest = [];
  for (let p = 2; p <= pages; p++) rest.push(await page(`${query}&pageSize=${size}&page=${p}`));
  for (const r of rest) expect(r.total).toBe(first.total);
  return [first, ...rest].flatMap((r) => r.alimentos);
}

describe('the food table by pages', () => {
  it('answers 20 foods, the total and the page asked; pages never repeat or skip a food', async () => {
    const total = await activeCount();
    expect(total).toBeGreaterThan(200);
    const first = await page();
    expect({ ...first, alimentos: first.alimentos.length }).toEqual({
      alimentos: 20,
      total,
      page: 1,
      pageSize: 20,
    });

    // The same order page after page, and the same as the builder's whole table.
    const whole = await everyFood();
    expect(whole).toHaveLength(total);
    const walked = await pageByPage('?', 37);
    expect(ids(walked)).toEqual(ids(whole));
    expect(new Set(ids(walked)).size).toBe(total);
    expect(ids(first.alimentos)).toEqual(ids(whole.slice(0, 20)));

    const last = Math.ceil(total / 37);
    const tail = await page(`?pageSize=37&page=${last}`);
    expect(tail.alimentos).toHaveLength(total - 37 * (last - 1));
    // Past the end: no foods, and the total that says where the end is.
    expect(await page(`?pageSize=37&page=${last + 1}`)).toEqual({
      alimentos: [],
      total,
      page: last + 1,
      pageSize: 37,
    });
  });

  it('searches and filters on the server: the total counts what they find, the pages follow', async () => {
    const pan = await list('?buscar=pan');
    expect(pan.length).toBeGreaterThan(10);
    expect(pan[0]!.name).toMatch(/^Pan /);
    const paged = await pageByPage('?buscar=pan', 4);
    expect(ids(paged)).toEqual(ids(pan));
    expect((await page('?buscar=pan&pageSize=4')).total).toBe(pan.length);

    const fruits = await list('?grupo=Frutas');
    expect(fruits.length).toBeGreaterThan(5);
    expect(fruits.every((f) => f.group === 'Frutas')).toBe(true);
    expect(ids(fruits)).toEqual(ids((await everyFood()).filter((f) => f.group === 'Frutas')));
    const both = await list(`?grupo=Frutas&buscar=${encodeURIComponent('manzana')}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((f) => f.group === 'Frutas' && /manzana/i.test(f.name))).toBe(true);
    expect(await list('?grupo=Carnes&buscar=manzana')).toEqual([]);

    // Archived: out of the table and of the builder's, back with archivados=1.
    const gone = await created(food({ name: 'Fruta archivada de prueba' }));
    await t.app.inject({ method: 'DELETE', url: `/api/alimentos/${gone._id}`, headers: admin });
    expect(ids(await everyFood())).not.toContain(gone._id);
    expect(ids(await list('?grupo=Frutas'))).not.toContain(gone._id);
    const archived = await page('?archivados=1&grupo=Frutas&buscar=archivada');
    expect([archived.total, archived.alimentos[0]?.archived]).toEqual([1, true]);
  });

  it('refuses a page, size, group or search it cannot read with a Spanish 400, never a 500', async () => {
    const before = await activeCount();
    for (const [query, message] of [
      ['page=-1', 'La página empieza en 1'],
      ['page=0', 'La página empieza en 1'],
      ['page=abc', 'La página tiene que ser un número'],
      ['page=', 'La página empieza en 1'],
      ['page=1.5', 'La página tiene que ser un número entero'],
      ['page=%00', MSG.badChars],
      ['page=1e9', 'La página puede ser hasta 10.000'],
      ['page=1&page=2', 'La página tiene que ser un número'],
      ['pageSize=100000', 'El tamaño de página va de 1 a 100'],
      ['pageSize=0', 'El tamaño de página va de 1 a 100'],
      ['pageSize=diez', 'El tamaño de página tiene que ser un número'],
      ['buscar=pan%00', MSG.badChars],
      ['grupo=Golosinas', `grupo: ${FOOD_MSG.group}`],
      ['grupo=%00', MSG.badChars],
      ['archivados=2', 'archivados: 0 o 1'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/alimentos?${query}`, headers: admin });
      expect([query, res.statusCode, res.json().message]).toEqual([
        query,
        400,
        expect.stringContaining(message),
      ]);
    }
    expect(await activeCount()).toBe(before);
  });
});
