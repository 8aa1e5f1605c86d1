import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { mealPlanVersions } from './meal-plans.tables';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

const { t, admin, owner, other, NOBODY, inject, ok, deliveryFor, adminId } = useMealPlansSuite();

describe('what a plan cannot be', () => {
  it('refuses what a plan cannot be', async () => {
    const create = (body: object) => inject('POST', '/planes-alimentarios', admin, body);
    const other2 = await deliveryFor(other);
    // A delivery of the owner's that a plan already answers.
    const deliveryId = await deliveryFor(owner);
    await ok(create({ userId: owner.id, deliveryId }));
    const cases: [object, number, string][] = [
      [{ template: true, title: 'T', userId: owner.id }, 400, MEAL_PLAN_MSG.templateNoClient],
      [{}, 400, MEAL_PLAN_MSG.clientRequired],
      [{ userId: NOBODY }, 404, 'No encontramos ese usuario'],
      [{ userId: await adminId() }, 400, MEAL_PLAN_MSG.clientRequired],
      [{ userId: owner.id, deliveryId: other2 }, 400, MEAL_PLAN_MSG.deliveryOfOther],
      [{ userId: owner.id, deliveryId }, 409, MEAL_PLAN_MSG.deliveryTaken],
      [{ userId: owner.id, fromId: NOBODY }, 404, MEAL_PLAN_MSG.notFound],
    ];
    const planCount = async () => (await t.database.db.select().from(mealPlanVersions)).length;
    const versionsBefore = await planCount();
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect([JSON.stringify(body), res.statusCode, res.json().message]).toEqual([
        JSON.stringify(body),
        status,
        message,
      ]);
    }
    // A plan with nothing in it is not published, and stores no PDF.
    const empty = await ok(create({ userId: other.id, deliveryId: other2 }));
    const filesBefore = await t.storage.list('deliveries');
    const res = await inject('POST', `/planes-alimentarios/${empty.plan._id}/publicar`, admin);
    expect([res.statusCode, res.json().message]).toEqual([400, MEAL_PLAN_MSG.emptyPlan]);
    expect((await t.storage.list('deliveries')).sort()).toEqual(filesBefore.sort());
    expect(await planCount()).toBe(versionsBefore);
    const entrega = (await ok(inject('GET', `/entregas/${other2}`, admin))).entrega;
    expect(entrega.state).toBe('Pendiente');
    // Unknown plans.
    for (const [m, url] of [
      ['GET', `/planes-alimentarios/${NOBODY}`],
      ['POST', `/planes-alimentarios/${NOBODY}/publicar`],
      ['DELETE', `/planes-alimentarios/${NOBODY}`],
    ] as const)
      expect((await inject(m, url, admin)).statusCode).toBe(404);
    const noQuery = await inject('GET', '/planes-alimentarios', admin);
    expect([noQuery.statusCode, noQuery.json().message]).toEqual([
      400,
      MEAL_PLAN_MSG.clientRequired,
    ]);
  });
});
