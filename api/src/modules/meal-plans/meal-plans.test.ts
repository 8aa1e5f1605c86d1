import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDelivery } from '@contract/deliveries';
import {
  MEAL_PLAN_MSG,
  type TAdherence,
  type TMealPlan,
  type TMealPlanSummary,
  type TMealTick,
  type TTargetProposal,
} from '@contract/meal-plans';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { registerGuest, useTestApp, type Account, type Headers } from '../../../test/harness';
import { deliveries } from '../deliveries/deliveries.tables';
import { foods } from '../foods/foods.tables';
import { users } from '../users/users.tables';
import { mealPlans, mealPlanVersions } from './meal-plans.tables';

const {
  t,
  admin,
  clients: { owner, other, ticker },
} = useTestApp({ clients: ['owner', 'other', 'ticker'] });

/** The test's own foods (names no starter food has), per 100 g, with household measures. */
const FOODS = {
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
type FoodKey = keyof typeof FOODS;
const id: Record<FoodKey, string> = {} as Record<FoodKey, string>;

const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const rows = await t.database.db
    .insert(foods)
    .values(Object.values(FOODS).map((f) => ({ ...f, source: 'Prueba' })))
    .returning({ id: foods.id, name: foods.name });
  for (const [key, f] of Object.entries(FOODS))
    id[key as FoodKey] = rows.find((r) => r.name === f.name)!.id;
});

// ---------------------------------------------------------------- helpers

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined && { payload }) });

/** What these tests read of the answers, by key (each answer has some of them). */
interface Answer {
  message: string;
  plan: TMealPlan;
  planes: TMealPlanSummary[];
  ticks: TMealTick[];
  adherencia: TAdherence;
  objetivo: TTargetProposal;
  entrega: TDelivery;
  venta: { _id: string };
}

/** A 200 answer's body (anything else fails the test, with the answer's text). */
async function ok(res: ReturnType<typeof inject>): Promise<Answer> {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json<Answer>();
}

const item = (food: FoodKey, amount: number | string, unit = 'g', extra: object = {}) => ({
  foodId: id[food],
  amount,
  unit,
  ...extra,
});
const meal = (slot: string, items: object[], extra: object = {}) => ({ slot, items, ...extra });

/** A plan of two days: grams and household measures, the same foods on both days. */
const twoDays = () => ({
  days: [
    {
      name: 'Día de entrenamiento',
      timesPerWeek: 3,
      meals: [
        meal('desayuno', [
          item('pan', 2, '1 rebanada', {
            substitutes: [item('noquis', 100)],
            note: 'Tostado, con poca manteca',
          }),
          item('leche', 1, '1 taza'),
        ]),
        meal('almuerzo', [item('pollo', 150), item('arroz', '1,5', '1 taza')], {
          notes: 'Sin sal agregada',
        }),
        meal('merienda', [item('manzana', 1, '1 unidad mediana')]),
        meal('cena', [item('pollo', 120)]),
      ],
    },
    {
      name: 'Día de descanso',
      timesPerWeek: 4,
      meals: [
        meal('desayuno', [item('pan', 30), item('leche', 1, '1 taza')]),
        meal('almuerzo', [item('arroz', 200)]),
        meal('cena', []),
      ],
    },
  ],
  notes: 'Tomá 2 litros de agua por día',
});
/** The grams of each item of twoDays(), by day, as a person reads the measures. */
const GRAMS_BY_DAY: [FoodKey, number][][] = [
  [
    ['pan', 60],
    ['leche', 200],
    ['pollo', 150],
    ['arroz', 240],
    ['manzana', 150],
    ['pollo', 120],
  ],
  [
    ['pan', 30],
    ['leche', 200],
    ['arroz', 200],
  ],
];
const NUTRIENTS = ['kcal', 'proteinas', 'carbohidratos', 'grasas', 'fibra'] as const;

async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += `${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}\n`;
  }
  await doc.destroy();
  return text;
}

/** A mail's subject, its RFC 2047 words decoded. */
function subjectOf(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\r?\n[ \t]/g, ' ');
  return line
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, enc: string, s: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(s, 'base64').toString('utf8')
        : Buffer.from(
            s
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** A plan the admin assigned to a client (the test checkout): the delivery it owes. */
async function deliveryFor(client: Account): Promise<string> {
  const plan = await ok(
    inject('POST', '/new-plan', admin, { title: 'Plan a medida', costPesos: '1000' }),
  );
  const { venta } = await ok(
    inject('POST', '/manualsuccess', admin, { productoId: plan.plan._id, userId: client.id }),
  );
  const [row] = await t.database.db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.saleId, venta._id));
  return row!.id;
}

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

// ---------------------------------------------------------------- the builder

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
    expect(created.plan.content.days[0]).toMatchObject({ name: 'Día tipo', timesPerWeek: 7 });
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
        const hand = items.reduce((s, [food, g]) => s + (g / 100) * FOODS[food][n], 0);
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
      [FOODS.pan.name]: 60 * 3 + 30 * 4,
      [FOODS.leche.name]: 200 * 3 + 200 * 4,
      [FOODS.pollo.name]: (150 + 120) * 3,
      [FOODS.arroz.name]: 240 * 3 + 200 * 4,
      [FOODS.manzana.name]: 150 * 3,
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
    for (const f of Object.values(FOODS)) expect(text).toContain(f.name);
    expect(text).toContain('o bien');
    expect(text).toContain('2 rebanadas (60 g)');
    expect(text).toContain('Tostado, con poca manteca');
    expect(text).toContain('Sin sal agregada');
    expect(text).toContain('Tomá 2 litros de agua por día');
    expect(text).toContain('Lista de compras');
    expect(text).toContain('1,52 kg'); // 1520 g of rice in a week
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
    expect(copy.plan).toMatchObject({ userId: other.id, target: null, title: 'Plan alimentario' });
    expect(copy.plan.content).toEqual(tpl.plan.content);
    // From the same client's plan, the target comes along.
    const again = await ok(
      inject('POST', '/planes-alimentarios', admin, { userId: owner.id, fromId: planId }),
    );
    expect(again.plan.target).toMatchObject({ kcal: 1800 });
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

  it('refuses what a plan cannot be', async () => {
    const create = (body: object) => inject('POST', '/planes-alimentarios', admin, body);
    const other2 = await deliveryFor(other);
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

async function adminId(): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.type, 'admin'));
  return row!.id;
}

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
              timesPerWeek: 6,
              meals: ['desayuno', 'almuerzo', 'merienda', 'cena'].map((s) =>
                meal(s, [item('manzana', 100)]),
              ),
            },
            {
              name: 'Sábado',
              timesPerWeek: 1,
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

// ---------------------------------------------------------------- energy target

describe('the proposed target', () => {
  it('30-year-old woman, 170 cm, 70 kg: 1451,5 kcal at rest by Mifflin-St Jeor; Harris-Benedict on demand', async () => {
    const client = await registerGuest(t.app);
    await t.database.db
      .update(users)
      .set({ age: 30, gender: 'Femenino' })
      .where(eq(users.id, client.id));
    const url = `/planes-alimentarios/objetivo/${client.id}`;
    const missing = (await ok(inject('GET', url, admin))).objetivo;
    expect(missing).toMatchObject({ method: 'mifflin', steps: [], target: null });
    expect(missing.missing).toEqual(['talla de un control', 'peso de un control']);

    await ok(
      inject('POST', '/new-control', admin, {
        userId: client.id,
        typo: 'Online',
        peso: 70,
        talla: 170,
      }),
    );
    // A later control without height does not hide the one that has both.
    await ok(
      inject('POST', '/new-control', admin, { userId: client.id, typo: 'Online', peso: 72 }),
    );
    await ok(inject('POST', '/new-anamnesis', admin, anamnesisCreate(client.id)));
    const mifflin = (await ok(inject('GET', url, admin))).objetivo;
    expect(mifflin.missing).toEqual([]);
    expect(mifflin.inputs).toMatchObject({
      sex: 'Femenino',
      age: 30,
      heightCm: 170,
      weightKg: 70,
      sportsDays: 3,
      sportsHours: '1 hora',
      objective: 'Bajar grasa corporal',
    });
    expect(mifflin.inputs.measuredAt).not.toBeNull();
    expect(mifflin.steps[0]!.value).toBe(1451.5);
    // 3 days × 1 hour: moderate (1,55); losing fat: −20 %.
    expect(mifflin.target!.kcal).toBe(Math.round(1451.5 * 1.55 * 0.8));

    const harris = (await ok(inject('GET', `${url}?metodo=harris`, admin))).objetivo;
    expect(harris.method).toBe('harris');
    expect(harris.steps[0]!.value).toBe(
      Math.round((447.593 + 9.247 * 70 + 3.098 * 170 - 4.33 * 30) * 10) / 10,
    );
    expect((await inject('GET', `${url}?metodo=otro`, admin)).statusCode).toBe(400);
    expect((await inject('GET', `/planes-alimentarios/objetivo/${NOBODY}`, admin)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', url, client.headers)).statusCode).toBe(403);
  });
});
