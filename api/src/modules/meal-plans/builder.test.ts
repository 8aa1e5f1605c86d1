import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { users } from '../users/users.tables';
import { mealPlans, mealPlanVersions } from './meal-plans.tables';
import { TEST_FOODS } from '../../../test/meal-plan-fixture';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

const {
  t,
  admin,
  owner,
  other,
  id,
  NOBODY,
  inject,
  ok,
  item,
  meal,
  twoDays,
  GRAMS_BY_DAY,
  NUTRIENTS,
  pdfText,
  subjectOf,
  deliveryFor,
} = useMealPlansSuite();

describe('building a plan (acceptance 2)', () => {
  let planId = '';
  let deliveryId = '';

  it('creates the plan for the delivery, then saves two days; totals are the sums of the items', async () => {
    deliveryId = await deliveryFor(owner);
    const created = await ok(
      inject('POST', '/planes-alimentarios', admin, { userId: owner.id, deliveryId }),
    );
    expect(created.message).toBe(MEAL_PLAN_MSG.created);
    planId = created.plan._id;
    // Empty: one 'día tipo' with the four main meals; titled after the plan sold.
    expect(created.plan).toMatchObject({
      title: 'Plan a medida',
      template: false,
      userId: owner.id,
      deliveryId,
      version: null,
      versions: [],
      unpublishedChanges: false,
      cliente: { email: owner.email },
    });
    expect(created.plan.content.days).toHaveLength(1);
    expect(created.plan.content.days[0]).toMatchObject({
      name: 'Día tipo',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(created.plan.content.days[0]!.meals.map((m) => m.slot)).toEqual([
      'desayuno',
      'almuerzo',
      'merienda',
      'cena',
    ]);

    const target = { kcal: 1800, proteinas: 126, grasas: 50, carbohidratos: 206, how: 'Propio' };
    const saved = await ok(
      inject('PUT', `/planes-alimentarios/${planId}`, admin, {
        title: 'Plan de Cliente',
        content: twoDays(),
        target,
      }),
    );
    expect(saved.message).toBe(MEAL_PLAN_MSG.saved);
    const plan = saved.plan;
    expect(plan.content.days[0]!.meals[1]!.items[1]!.amount).toBe(1.5);
    expect(plan.target).toEqual(target);

    // By hand, from the per-100 g values: grams / 100 × value, summed per day.
    GRAMS_BY_DAY.forEach((items, day) => {
      for (const n of NUTRIENTS) {
        const hand = items.reduce((s, [food, g]) => s + (g / 100) * TEST_FOODS[food][n], 0);
        expect([day, n, plan.totals[day]!.total[n]]).toEqual([day, n, Math.round(hand * 10) / 10]);
      }
    });
    // The first day's breakfast alone: 60 g of bread and 200 g of milk (the substitute does not count).
    expect(plan.totals[0]!.meals[0]!.kcal).toBe(150 + 120);

    // The week's shopping: each day's grams times its timesPerWeek, the same food summed.
    const list = Object.fromEntries(
      plan.shoppingList.flatMap((g: { items: { name: string; grams: number }[] }) =>
        g.items.map((i) => [i.name, i.grams]),
      ),
    );
    expect(list).toEqual({
      [TEST_FOODS.pan.name]: 60 * 3 + 30 * 4,
      [TEST_FOODS.leche.name]: 200 * 3 + 200 * 4,
      [TEST_FOODS.pollo.name]: (150 + 120) * 3,
      [TEST_FOODS.arroz.name]: 240 * 3 + 200 * 4,
      [TEST_FOODS.manzana.name]: 150 * 3,
    });
    expect(plan.shoppingList.map((g: { group: string }) => g.group)).toEqual([
      'Carnes',
      'Lácteos',
      'Frutas',
      'Panificados y cereales',
    ]);
    expect(plan.foods.map((f: { _id: string }) => f._id).sort()).toEqual(
      [id.pan, id.leche, id.pollo, id.arroz, id.manzana, id.noquis].sort(),
    );
  });

  it('refuses bad drafts with 400 in Spanish and changes nothing', async () => {
    const before = (await ok(inject('GET', `/planes-alimentarios/${planId}`, admin))).plan;
    const withItem = (over: object) => ({
      title: 'Otro título',
      target: null,
      content: {
        days: [
          { name: 'Día', timesPerWeek: 7, meals: [meal('desayuno', [item('pan', 30, 'g', over)])] },
        ],
      },
    });
    const cases: [string, object, string | RegExp][] = [
      ['NUL in a note', withItem({ note: 'con\u0000nada' }), /./],
      ['unknown food', withItem({ foodId: NOBODY }), MEAL_PLAN_MSG.unknownFood],
      ['unknown measure', withItem({ unit: '1 cucharada' }), MEAL_PLAN_MSG.unknownMeasure],
      ['amount 0', withItem({ amount: 0 }), /Cantidad/],
      ["amount 'abc'", withItem({ amount: 'abc' }), /Cantidad/],
      [
        'eight days',
        {
          title: 'x',
          target: null,
          content: {
            days: Array.from({ length: 8 }, (_, i) => ({
              name: `Día ${i}`,
              timesPerWeek: 1,
              meals: [meal('cena', [])],
            })),
          },
        },
        /7 días/,
      ],
      [
        'a weekday on two days',
        {
          title: 'x',
          target: null,
          content: {
            days: [
              { name: 'Semana', weekdays: [1, 2, 3, 4, 5, 6], meals: [meal('cena', [])] },
              { name: 'Finde', weekdays: [6, 7], meals: [meal('cena', [])] },
            ],
          },
        },
        'El sábado ya está en otro día del plan',
      ],
      [
        'a measure another food has',
        {
          title: 'x',
          target: null,
          content: {
            days: [
              {
                name: 'Día',
                timesPerWeek: 7,
                meals: [meal('cena', [item('pollo', 1, '1 taza')])],
              },
            ],
          },
        },
        MEAL_PLAN_MSG.unknownMeasure,
      ],
    ];
    for (const [label, body, message] of cases) {
      const res = await inject('PUT', `/planes-alimentarios/${planId}`, admin, body);
      expect([label, res.statusCode]).toEqual([label, 400]);
      expect(res.json().message).toMatch(message);
    }
    const unknown = await inject(
      'PUT',
      `/planes-alimentarios/${planId}`,
      admin,
      withItem({ foodId: NOBODY }),
    );
    expect(unknown.json().errors).toEqual({
      'content.days.0.meals.0.items.0.foodId': MEAL_PLAN_MSG.unknownFood,
    });
    const after = (await ok(inject('GET', `/planes-alimentarios/${planId}`, admin))).plan;
    expect(after).toEqual(before);
  });

  it('publishing delivers it: delivery Entregado with the PDF, a mail, a PDF with every food (acceptance 3)', async () => {
    const mailsBefore = t.mails.length;
    const res = await ok(inject('POST', `/planes-alimentarios/${planId}/publicar`, admin));
    expect(res.message).toBe(MEAL_PLAN_MSG.published);
    expect(res.plan.versions).toHaveLength(1);
    expect(res.plan.unpublishedChanges).toBe(false);

    const [version] = await t.database.db
      .select()
      .from(mealPlanVersions)
      .where(eq(mealPlanVersions.planId, planId));
    expect(version!.version).toBe(1);
    const entrega = (await ok(inject('GET', `/entregas/${deliveryId}`, admin))).entrega;
    expect(entrega.state).toBe('Entregado');
    expect(entrega.deliveredAt).not.toBeNull();
    expect(entrega.files.map((f: { name: string }) => f.name)).toEqual([version!.pdfName]);

    const mail = await t.waitForMail(owner.email, /plan alimentario/, mailsBefore);
    expect(mail.to).toEqual([owner.email]);
    expect(subjectOf(mail.raw)).toBe('Tu plan alimentario está listo');
    expect(mail.text).toContain(`http://localhost:3000/auth/plan-alimentario/${planId}`);
    // Only that the plan is ready: no food, no amount in the mailbox.
    expect(mail.text).not.toContain('prueba H3');

    const stored = await t.storage.read('deliveries', version!.pdfName);
    const text = await pdfText(stored!);
    const [client] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(text).toContain(client!.name);
    // Each food named in a sentence ('2 rebanadas de pan de prueba H3', contract/portions.ts).
    for (const f of Object.values(TEST_FOODS))
      expect(text.toLowerCase()).toContain(f.name.toLowerCase());
    expect(text).toContain('o bien');
    expect(text).toContain('2 rebanadas de pan de prueba H3 (60 g)');
    expect(text).toContain('Tostado, con poca manteca');
    expect(text).toContain('Sin sal agregada');
    expect(text).toContain('Tomá 2 litros de agua por día');
    expect(text).toContain('Lista de compras');
    // 1520 g of rice in a week, up to the next 50 g as a shop weighs it (contract/shopping.ts).
    expect(text).toContain('1,55 kg');
    expect(text).toContain('Versión 1');

    // The client reads the published version, with its PDF.
    const seen = (await ok(inject('GET', `/planes-alimentarios/${planId}`, owner.headers))).plan;
    expect(seen).toMatchObject({ version: 1, title: 'Plan de Cliente', unpublishedChanges: false });
    const pdf = await inject('GET', `/planes-alimentarios/${planId}/pdf`, owner.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="plan-alimentario-v1.pdf"',
    );
    expect(pdf.headers['cache-control']).toMatch(/private/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.equals(stored!)).toBe(true);
  });

  it('an edit is a draft until published again: version 2 for the client, version 1 still downloadable', async () => {
    const draft = (await ok(inject('GET', `/planes-alimentarios/${planId}`, admin))).plan;
    const changed = twoDays();
    changed.days[1]!.meals[2]!.items = [item('manzana', 2, '1 unidad mediana')];
    const saved = await ok(
      inject('PUT', `/planes-alimentarios/${planId}`, admin, {
        title: draft.title,
        content: changed,
        target: draft.target,
      }),
    );
    expect(saved.plan.unpublishedChanges).toBe(true);
    // The client still sees version 1 as it was.
    const still = (await ok(inject('GET', `/planes-alimentarios/${planId}`, owner.headers))).plan;
    expect(still.version).toBe(1);
    expect(still.content.days[1]!.meals[2]!.items).toEqual([]);

    const mailsBefore = t.mails.length;
    const second = await ok(inject('POST', `/planes-alimentarios/${planId}/publicar`, admin));
    expect(second.plan.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const mail = await t.waitForMail(owner.email, /plan alimentario/, mailsBefore);
    expect(subjectOf(mail.raw)).toBe('Tu plan alimentario se actualizó');

    const seen = (await ok(inject('GET', `/planes-alimentarios/${planId}`, owner.headers))).plan;
    expect(seen.version).toBe(2);
    expect(seen.content.days[1]!.meals[2]!.items).toHaveLength(1);
    const v1 = await inject('GET', `/planes-alimentarios/${planId}/pdf?version=1`, owner.headers);
    const v2 = await inject('GET', `/planes-alimentarios/${planId}/pdf`, owner.headers);
    expect([v1.statusCode, v2.statusCode]).toEqual([200, 200]);
    expect(v1.rawPayload.equals(v2.rawPayload)).toBe(false);
    expect(await pdfText(v2.rawPayload)).toContain('Versión 2');
    const none = await inject('GET', `/planes-alimentarios/${planId}/pdf?version=3`, owner.headers);
    expect([none.statusCode, none.json().message]).toEqual([404, MEAL_PLAN_MSG.versionNotFound]);
    // Both PDFs are the delivery's files; the delivery is delivered once.
    const entrega = (await ok(inject('GET', `/entregas/${deliveryId}`, admin))).entrega;
    expect(entrega.files).toHaveLength(2);

    // A published plan is not deleted; the client lists it.
    const del = await inject('DELETE', `/planes-alimentarios/${planId}`, admin);
    expect([del.statusCode, del.json().message]).toEqual([409, MEAL_PLAN_MSG.publishedNoDelete]);
    const own = await ok(inject('GET', `/planes-alimentarios?userId=${owner.id}`, owner.headers));
    expect(own.planes).toMatchObject([{ _id: planId, version: 2, unpublishedChanges: false }]);
    const mine = await ok(inject('GET', '/planes-alimentarios', owner.headers));
    expect(mine.planes.map((p: { _id: string }) => p._id)).toEqual([planId]);
  });

  it('another client and a visitor reach nothing of it (acceptance 4)', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/planes-alimentarios/${planId}`],
      ['GET', `/planes-alimentarios/${planId}/pdf`],
      ['GET', `/planes-alimentarios/${planId}/pdf?version=1`],
      [
        'POST',
        `/planes-alimentarios/${planId}/comidas`,
        { date: '2026-03-02', day: 0, slot: 'desayuno', done: true },
      ],
      ['GET', `/planes-alimentarios/adherencia/${owner.id}`],
      ['GET', `/planes-alimentarios?userId=${owner.id}`],
      ['GET', '/planes-alimentarios?plantillas=1'],
      ['POST', '/planes-alimentarios', { userId: other.id }],
      ['PUT', `/planes-alimentarios/${planId}`, { title: 'x', content: twoDays(), target: null }],
      ['POST', `/planes-alimentarios/${planId}/publicar`],
      ['DELETE', `/planes-alimentarios/${planId}`],
      ['GET', `/planes-alimentarios/objetivo/${owner.id}`],
    ];
    for (const [method, url, body] of calls) {
      const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const visitor = await inject(m, url, {}, body);
      const stranger = await inject(m, url, other.headers, body);
      expect([method, url, visitor.statusCode, stranger.statusCode]).toEqual([
        method,
        url,
        401,
        403,
      ]);
    }
    // Nothing of it is in the other client's list either.
    expect((await ok(inject('GET', '/planes-alimentarios', other.headers))).planes).toEqual([]);
  });

  it('templates: made from a plan, copied to the next client without the target; only the admin sees them', async () => {
    // She shows this client the numbers: a copy for the same client keeps that, no other.
    await t.database.db
      .update(mealPlans)
      .set({ showNumbers: true })
      .where(eq(mealPlans.id, planId));
    const tpl = await ok(
      inject('POST', '/planes-alimentarios', admin, {
        template: true,
        title: 'Plantilla de prueba',
        fromId: planId,
      }),
    );
    expect(tpl.message).toBe(MEAL_PLAN_MSG.templateSaved);
    expect(tpl.plan).toMatchObject({
      template: true,
      userId: null,
      deliveryId: null,
      target: null,
    });
    expect(tpl.plan.content.days).toHaveLength(2);

    const listed = await ok(inject('GET', '/planes-alimentarios?plantillas=1', admin));
    expect(listed.planes.map((p: { _id: string }) => p._id)).toContain(tpl.plan._id);
    // A template is nobody's: a client gets 403, never its content.
    const asClient = await inject('GET', `/planes-alimentarios/${tpl.plan._id}`, owner.headers);
    expect(asClient.statusCode).toBe(403);
    const publish = await inject('POST', `/planes-alimentarios/${tpl.plan._id}/publicar`, admin);
    expect([publish.statusCode, publish.json().message]).toEqual([
      400,
      MEAL_PLAN_MSG.templateNoPublish,
    ]);

    const copy = await ok(
      inject('POST', '/planes-alimentarios', admin, { userId: other.id, fromId: tpl.plan._id }),
    );
    expect(copy.plan).toMatchObject({
      userId: other.id,
      target: null,
      title: 'Plan alimentario',
      showNumbers: false,
    });
    expect(tpl.plan.showNumbers).toBe(false);
    expect(copy.plan.content).toEqual(tpl.plan.content);
    // From the same client's plan, the target comes along.
    const again = await ok(
      inject('POST', '/planes-alimentarios', admin, { userId: owner.id, fromId: planId }),
    );
    expect(again.plan.target).toMatchObject({ kcal: 1800 });
    expect(again.plan.showNumbers).toBe(true);
    // A draft and a template are deleted; the client's list never showed the draft.
    expect(
      (await ok(inject('GET', `/planes-alimentarios?userId=${owner.id}`, owner.headers))).planes,
    ).toHaveLength(1);
    expect(
      (await ok(inject('GET', `/planes-alimentarios?userId=${owner.id}`, admin))).planes,
    ).toHaveLength(2);
    const notYet = await inject('GET', `/planes-alimentarios/${again.plan._id}`, owner.headers);
    expect([notYet.statusCode, notYet.json().message]).toEqual([404, MEAL_PLAN_MSG.notPublished]);
    for (const gone of [again.plan._id, tpl.plan._id, copy.plan._id])
      expect((await inject('DELETE', `/planes-alimentarios/${gone}`, admin)).statusCode).toBe(200);
    expect((await inject('GET', `/planes-alimentarios/${tpl.plan._id}`, admin)).statusCode).toBe(
      404,
    );
  });
});
