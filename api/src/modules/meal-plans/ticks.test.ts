import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { type Headers } from '../../../test/harness';
import { mealPlans, mealPlanVersions } from './meal-plans.tables';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

const { t, admin, other, ticker, inject, ok, item, meal, setClock } = useMealPlansSuite();

// ---------------------------------------------------------------- ticks and adherence

describe('ticks and adherence', () => {
  let planId = '';

  it('a client ticks the meals of a published plan, in Montevideo days', async () => {
    setClock('2026-03-02T12:00:00Z'); // Monday, 9:00 in Montevideo
    planId = (await ok(inject('POST', '/planes-alimentarios', admin, { userId: ticker.id }))).plan
      ._id;
    const tick = (body: object, headers: Headers = ticker.headers) =>
      inject('POST', `/planes-alimentarios/${planId}/comidas`, headers, body);
    // Not published yet: nothing to tick.
    const early = await tick({ date: '2026-03-02', day: 0, slot: 'desayuno', done: true });
    expect([early.statusCode, early.json().message]).toEqual([404, MEAL_PLAN_MSG.notPublished]);

    await ok(
      inject('PUT', `/planes-alimentarios/${planId}`, admin, {
        title: 'Plan con sábado',
        target: null,
        content: {
          days: [
            {
              name: 'Día tipo',
              weekdays: [1, 2, 3, 4, 5, 7],
              meals: ['desayuno', 'almuerzo', 'merienda', 'cena'].map((s) =>
                meal(s, [item('manzana', 100)]),
              ),
            },
            {
              name: 'Sábado',
              weekdays: [6],
              meals: [meal('desayuno', [item('pan', 30)]), meal('almuerzo', [item('pollo', 100)])],
            },
          ],
        },
      }),
    );
    await ok(inject('POST', `/planes-alimentarios/${planId}/publicar`, admin));

    for (const slot of ['desayuno', 'almuerzo'])
      await ok(tick({ date: '2026-03-02', day: 0, slot, done: true }));
    setClock('2026-03-08T12:00:00Z'); // Sunday
    // Saturday's plan day has no merienda; the día tipo followed on Saturday has.
    const wrongMeal = await tick({ date: '2026-03-07', day: 1, slot: 'merienda', done: true });
    expect([wrongMeal.statusCode, wrongMeal.json().message]).toEqual([400, MEAL_PLAN_MSG.tickMeal]);
    const noDay = await tick({ date: '2026-03-07', day: 5, slot: 'desayuno', done: true });
    expect(noDay.statusCode).toBe(400);
    await ok(tick({ date: '2026-03-07', day: 1, slot: 'desayuno', done: true }));
    await ok(tick({ date: '2026-03-07', day: 1, slot: 'almuerzo', done: true }));
    await ok(tick({ date: '2026-03-07', day: 0, slot: 'merienda', done: true }));
    for (const slot of ['desayuno', 'almuerzo', 'merienda', 'cena'])
      await ok(tick({ date: '2026-03-08', day: 0, slot, done: true }));
    // Ticking twice is one tick; unticking removes it.
    const twice = await ok(tick({ date: '2026-03-08', day: 0, slot: 'cena', done: true }));
    expect(twice.message).toBe(MEAL_PLAN_MSG.tickSaved);
    const untick = await ok(tick({ date: '2026-03-08', day: 0, slot: 'cena', done: false }));
    expect(untick.message).toBe(MEAL_PLAN_MSG.tickRemoved);
    expect(untick.ticks).toHaveLength(2 + 3 + 3);
    expect(untick.ticks).toContainEqual({ date: '2026-03-07', day: 1, slot: 'almuerzo' });

    // Future, before the first publication, or a wrong date: 400, nothing stored.
    for (const date of ['2026-03-09', '2026-03-01', '2026-02-30'])
      expect((await tick({ date, day: 0, slot: 'cena', done: true })).statusCode).toBe(400);
    // Late Sunday evening in Montevideo is already Monday in UTC: Monday is still the future.
    setClock('2026-03-09T02:30:00Z');
    const future = await tick({ date: '2026-03-09', day: 0, slot: 'cena', done: true });
    expect([future.statusCode, future.json().message]).toEqual([400, MEAL_PLAN_MSG.tickDay]);
    // The admin may tick for the client; another client may not.
    expect(
      (await tick({ date: '2026-03-08', day: 0, slot: 'cena', done: false }, admin)).statusCode,
    ).toBe(200);
    expect(
      (await tick({ date: '2026-03-08', day: 0, slot: 'cena', done: true }, other.headers))
        .statusCode,
    ).toBe(403);
    const seen = (await ok(inject('GET', `/planes-alimentarios/${planId}`, ticker.headers))).plan;
    expect(seen.ticks).toHaveLength(8);
  });

  it('adherence counts the meals ticked of the meals each day had, since the first publication', async () => {
    setClock('2026-03-08T12:00:00Z');
    const res = await ok(
      inject('GET', `/planes-alimentarios/adherencia/${ticker.id}`, ticker.headers),
    );
    const a = res.adherencia;
    // 2 March (Monday) to 8 March: five weekdays and Sunday of 4 meals, Saturday of 2.
    expect(a).toMatchObject({ from: '2026-03-02', to: '2026-03-08', expected: 4 * 6 + 2 });
    // Monday 2, Saturday 2 (three ticks, two meals), Sunday 3.
    expect(a.done).toBe(7);
    expect(a.pct).toBe(Math.round((100 * 7) / 26));
    expect(a.days).toHaveLength(7);
    expect(a.days.find((d: { date: string }) => d.date === '2026-03-07')).toEqual({
      date: '2026-03-07',
      done: 2,
      expected: 2,
    });
    // The admin sees the same; another client is refused; no plan, nothing expected.
    expect(
      (await ok(inject('GET', `/planes-alimentarios/adherencia/${ticker.id}`, admin))).adherencia,
    ).toEqual(a);
    expect(
      (await inject('GET', `/planes-alimentarios/adherencia/${ticker.id}`, other.headers))
        .statusCode,
    ).toBe(403);
    const none = await ok(
      inject('GET', `/planes-alimentarios/adherencia/${other.id}`, other.headers),
    );
    expect(none.adherencia).toEqual({
      from: null,
      to: '2026-03-08',
      done: 0,
      expected: 0,
      pct: null,
      days: [],
    });
  });

  it('only today and the 7 days before it may be ticked; the window is the last 14 days', async () => {
    setClock('2026-03-11T12:00:00Z'); // Wednesday
    const tick = (date: string) =>
      inject('POST', `/planes-alimentarios/${planId}/comidas`, ticker.headers, {
        date,
        day: 0,
        slot: 'cena',
        done: true,
      });
    const eightDays = await tick('2026-03-03');
    expect([eightDays.statusCode, eightDays.json().message]).toEqual([400, MEAL_PLAN_MSG.tickDay]);
    expect((await tick('2026-03-04')).statusCode).toBe(200);
    setClock('2026-03-20T12:00:00Z');
    const a = (await ok(inject('GET', `/planes-alimentarios/adherencia/${ticker.id}`, admin)))
      .adherencia;
    // 7 to 20 March: 14 days; Monday 2 March's ticks have left the window.
    expect(a.from).toBe('2026-03-07');
    expect(a.days).toHaveLength(14);
    expect(a.done).toBe(2 + 3);
    setClock('2026-03-02T12:00:00Z');
  });
});

describe('a deleted client', () => {
  it('takes their published plans and PDFs with the account', async () => {
    const versions = await t.database.db
      .select({ name: mealPlanVersions.pdfName })
      .from(mealPlanVersions)
      .innerJoin(mealPlans, eq(mealPlans.id, mealPlanVersions.planId))
      .where(eq(mealPlans.userId, ticker.id));
    expect(versions).toHaveLength(1);
    expect(await t.storage.exists('deliveries', versions[0]!.name)).toBe(true);
    expect((await inject('DELETE', `/user/${ticker.id}`, admin)).statusCode).toBe(200);
    expect(await t.storage.exists('deliveries', versions[0]!.name)).toBe(false);
    const left = await t.database.db
      .select()
      .from(mealPlans)
      .where(eq(mealPlans.userId, ticker.id));
    expect(left).toEqual([]);
  });
});
