import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

const { t, admin, owner, inject, ok, item, meal } = useMealPlansSuite();

/** Moves the test clock to an instant (it only knows how to advance). */
const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

describe('days are the days they eat (issue 31, acceptance 1 and 5)', () => {
  it('weekdays L-V and S-D: the week must be covered to publish; a Saturday follows the weekend', async () => {
    const created = await ok(
      inject('POST', '/planes-alimentarios', admin, { title: 'Semana', userId: owner.id }),
    );
    const planId = created.plan._id;
    const put = (days: object[]) =>
      inject('PUT', `/planes-alimentarios/${planId}`, admin, {
        title: 'Semana',
        target: null,
        content: { days },
      });
    const weekdays = {
      name: 'Lunes a viernes',
      weekdays: [1, 2, 3, 4, 5],
      meals: [
        meal('desayuno', [item('pan', 30)], { name: 'Desayuno', time: '7:30' }),
        meal('m-pre', [item('manzana', 150)], { name: 'Pre-entreno', time: '18:00' }),
        meal('cena', [item('pollo', 150)], { name: 'Cena' }),
        // Another way to make the Cena: eaten instead, neither counted nor ticked.
        meal('cena-b', [item('arroz', 200)], { name: 'Cena', optionOf: 'cena' }),
      ],
    };
    const saturdayOnly = {
      name: 'Sábado',
      weekdays: [6],
      meals: [meal('almuerzo', [item('arroz', 200)], { name: 'Almuerzo' })],
    };
    await ok(put([weekdays, saturdayOnly]));
    // Sunday is on no day: a draft may say so; a publication may not.
    const refused = await inject('POST', `/planes-alimentarios/${planId}/publicar`, admin);
    expect([refused.statusCode, refused.json().message, refused.json().code]).toEqual([
      400,
      'Falta decir qué día del plan se come el domingo: elegilo en los días de la semana',
      'mealPlans.weekdaysMissing',
    ]);

    const weekend = { ...saturdayOnly, name: 'Fin de semana', weekdays: [6, 7] };
    const saved = await ok(put([weekdays, weekend]));
    const [lv, sd] = saved.plan.content.days as { weekdays: number[]; meals: object[] }[];
    expect(lv).toMatchObject({ weekdays: [1, 2, 3, 4, 5] });
    expect(lv!.meals[1]).toMatchObject({ slot: 'm-pre', name: 'Pre-entreno', time: '18:00' });
    expect(sd).toMatchObject({ name: 'Fin de semana', weekdays: [6, 7] });
    await ok(inject('POST', `/planes-alimentarios/${planId}/publicar`, admin));

    // Saturday 7 March 2026: the client's day is the weekend one (one meal), and
    // adherence expects its meals; Friday expects the weekday's three.
    setClock('2026-03-07T15:00:00Z');
    const tick = (date: string, day: number, slot: string) =>
      inject('POST', `/planes-alimentarios/${planId}/comidas`, owner.headers, {
        date,
        day,
        slot,
        done: true,
      });
    await ok(tick('2026-03-07', 1, 'almuerzo'));
    await ok(tick('2026-03-06', 0, 'm-pre'));
    const wrong = await tick('2026-03-06', 0, 'merienda');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, MEAL_PLAN_MSG.tickMeal]);
    const option = await tick('2026-03-06', 0, 'cena-b');
    expect([option.statusCode, option.json().message]).toEqual([400, MEAL_PLAN_MSG.tickMeal]);
    const adherence = (
      await ok(inject('GET', `/planes-alimentarios/adherencia/${owner.id}`, owner.headers))
    ).adherencia;
    const byDate = Object.fromEntries(adherence.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-03-07']).toEqual({ date: '2026-03-07', expected: 1, done: 1 });
    expect(byDate['2026-03-06']).toEqual({ date: '2026-03-06', expected: 3, done: 1 });
  });
});
