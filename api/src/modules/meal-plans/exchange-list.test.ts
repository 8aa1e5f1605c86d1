import { describe, expect, it } from 'vitest';
import type { ExchangeGroup } from '@contract/exchanges';
import type { TPlanFood } from '@contract/meal-plans';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { pdfPages } from '../../../test/meal-plan-fixture';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';
import { foods } from '../foods/foods.tables';
import {
  columnsThatFit,
  EXCHANGE_LIST_FILENAME,
  EXCHANGE_LIST_INTRO,
  renderExchangeListPdf,
} from './exchange-list';

/**
 * 'Lista de intercambios' beside the plan (issue 35): the PDF of the plan's groups, every
 * food of the table in use in the amount of one exchange, for whoever may read the plan.
 */
const { t, admin, owner, other, inject, ok, twoDays, NOBODY, pdfText } = useMealPlansSuite();

/** The PDF's text on one line: a portion may wrap inside its column. */
const flat = async (data: Buffer) => (await pdfText(data)).replace(/\s+/g, ' ');

describe('GET /planes-alimentarios/:id/intercambios', () => {
  let url = '';
  let client = '';

  it("the admin gets the draft's list: its groups' foods with their portions, before any publication", async () => {
    // An ultra-processed food and an archived one of a group the plan has: neither is listed.
    await t.database.db.insert(foods).values([
      {
        name: 'Galletitas rellenas de prueba H3',
        group: 'Panificados y cereales',
        kcal: 480,
        proteinas: 5,
        carbohidratos: 68,
        grasas: 20,
        fibra: 2,
        source: 'Prueba',
        ultraprocesado: true,
      },
      {
        name: 'Pan archivado de prueba H3',
        group: 'Panificados y cereales',
        kcal: 250,
        proteinas: 8,
        carbohidratos: 50,
        grasas: 2,
        fibra: 3,
        source: 'Prueba',
        archivedAt: t.clock.now(),
      },
    ]);
    const plan = (await ok(inject('POST', '/planes-alimentarios', admin, { userId: owner.id })))
      .plan;
    url = `/planes-alimentarios/${plan._id}`;
    const saved = await ok(
      inject('PUT', url, admin, {
        title: 'Plan de intercambios',
        target: null,
        content: twoDays(),
        showNumbers: true,
      }),
    );
    client = saved.plan.cliente!.name;

    const res = await inject('GET', `${url}/intercambios`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${EXCHANGE_LIST_FILENAME}"`,
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const text = await flat(res.rawPayload);
    for (const s of [
      'Lista de intercambios',
      `Para: ${client}`,
      'Plan: Plan de intercambios',
      EXCHANGE_LIST_INTRO,
      'Panificados y cereales · cada intercambio ≈ 80 kcal',
      // 80 kcal of bread at 250 per 100 g: 32 g, one slice (30 g, 75 kcal).
      'Pan de prueba H3: 1 rebanada (30 g)',
      // At 130 per 100 g, 61,5 g: ½ cup (80 g) is 30 % over, so 60 g (78 kcal).
      'Arroz cocido de prueba H3: 60 g',
      'Lácteos · cada intercambio ≈ 90 kcal',
      'Carnes · cada intercambio ≈ 75 kcal',
      'Frutas · cada intercambio ≈ 60 kcal',
      'Choose Your Foods, 2019',
    ])
      expect(text).toContain(s);
    // Only the plan's groups; no ultra-processed food, no food out of use.
    expect(text).not.toContain('Verduras ·');
    expect(text).not.toContain('Galletitas rellenas de prueba H3');
    expect(text).not.toContain('Pan archivado de prueba H3');
  });

  it('its client gets it once the plan is published, not before; nobody else does', async () => {
    const before = await inject('GET', `${url}/intercambios`, owner.headers);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(MEAL_PLAN_MSG.notPublished);

    await ok(inject('POST', `${url}/publicar`, admin));
    const res = await inject('GET', `${url}/intercambios`, owner.headers);
    expect(res.statusCode).toBe(200);
    const text = await flat(res.rawPayload);
    expect(text).toContain('Lista de intercambios');
    expect(text).toContain('Pan de prueba H3: 1 rebanada (30 g)');

    const stranger = await inject('GET', `${url}/intercambios`, other.headers);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/permiso/);
    expect((await inject('GET', `${url}/intercambios`)).statusCode).toBe(401);
    const unknown = await inject('GET', `/planes-alimentarios/${NOBODY}/intercambios`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MEAL_PLAN_MSG.notFound);
  });

  it('without the numbers switched on, no energy at all: the groups and portions only', async () => {
    const draft = (showNumbers: boolean) =>
      ok(
        inject('PUT', url, admin, {
          title: 'Plan de intercambios',
          target: null,
          content: twoDays(),
          showNumbers,
        }),
      );
    await draft(false);
    await ok(inject('POST', `${url}/publicar`, admin));
    const text = await flat((await inject('GET', `${url}/intercambios`, owner.headers)).rawPayload);
    expect(text).toContain('Panificados y cereales');
    expect(text).toContain('Pan de prueba H3: 1 rebanada (30 g)');
    expect(text).not.toContain('kcal');

    // Her draft switches them on again: her list has them; 'Ver como el cliente', not yet.
    await draft(true);
    const hers = await flat((await inject('GET', `${url}/intercambios`, admin)).rawPayload);
    expect(hers).toContain('Panificados y cereales · cada intercambio ≈ 80 kcal');
    const preview = await inject('GET', `${url}/intercambios?vista=cliente`, admin);
    expect(preview.statusCode).toBe(200);
    expect(await flat(preview.rawPayload)).not.toContain('kcal');
  });
});

describe('the exchange list PDF', () => {
  const HER = {
    name: 'Lic. Ana Pérez',
    title: '',
    registration: '',
    whatsapp: '',
    address: '',
    photo: null,
  };
  /** A group of `n` foods named after it, one slice each. */
  const group = (name: ExchangeGroup['group'], n: number): ExchangeGroup => ({
    group: name,
    kcal: 80,
    items: Array.from({ length: n }, (_, i) => ({
      food: { _id: `${name}${i}`, name: `${name} ${i + 1}` } as TPlanFood,
      amount: 1,
      unit: '1 rebanada',
      grams: 30,
      text: '1 rebanada (30 g)',
    })),
  });

  /** Each page's text on one line (a short portion is written with no-break spaces). */
  const pagesOf = async (lists: ExchangeGroup[]) =>
    (
      await pdfPages(
        await renderExchangeListPdf({
          practice: HER,
          client: 'Sofía Núñez',
          title: 'Plan de Sofía',
          showNumbers: true,
          lists,
        }),
      )
    ).map((page) => page.replace(/\s+/g, ' '));
  /** Every heading on a page has foods of its group after it on that page. */
  const noHeadingAlone = (pages: string[], lists: ExchangeGroup[]) => {
    for (const page of pages)
      for (const { group: name } of lists) {
        const heading = page.search(new RegExp(`${name} (·|\\(continúa\\))`));
        if (heading >= 0) expect(page.slice(heading)).toMatch(new RegExp(`${name} \\d+:`));
      }
  };

  it('a long list spans pages in two columns, a group going on under (continúa)', async () => {
    const lists = [group('Carnes', 25), group('Lácteos', 130), group('Frutas', 70)];
    const pages = await pagesOf(lists);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`página ${i + 1} de ${pages.length}`));
    noHeadingAlone(pages, lists);
    const all = pages.join(' ');
    expect(all).toContain('Lácteos (continúa)');
    // Every food once.
    for (const { items } of lists)
      for (const item of items) expect(all).toContain(`${item.food.name}: 1 rebanada (30 g)`);
  });

  it('a heading never ends a page: after a group that fills the first one, it opens the next', async () => {
    // 77 foods in two columns end at the foot of the first page, where 'Frutas' would fall.
    const lists = [group('Carnes', 77), group('Frutas', 6)];
    const pages = await pagesOf(lists);
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Frutas ·');
    expect(pages[1]).toMatch(/^\s*Frutas · cada intercambio/);
    noHeadingAlone(pages, lists);
  });

  it('a short group reads as two even columns; a long one fills the left column, then the right', () => {
    expect(columnsThatFit([10, 10, 10, 10, 10], 100)).toEqual([3, 2]);
    // Even by height, not by count: a food on two lines weighs as two.
    expect(columnsThatFit([20, 10, 10, 10, 10], 100)).toEqual([2, 3]);
    expect(columnsThatFit([10], 100)).toEqual([1, 0]);
    expect(columnsThatFit([10, 10, 10, 10, 10], 20)).toEqual([2, 2]);
    expect(columnsThatFit([10, 10, 10], 5)).toEqual([1, 0]);
  });
});
