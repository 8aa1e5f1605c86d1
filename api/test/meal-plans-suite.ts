import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { TDelivery } from '@contract/deliveries';
import type {
  TAdherence,
  TMealPlan,
  TMealPlanSummary,
  TMealTick,
  TPlanFood,
  TPlanRecipe,
  TTargetProposal,
} from '@contract/meal-plans';
import { users } from '../src/modules/users/users.tables';
import { useTestApp, type Account, type Headers } from './harness';
import {
  deliveryFor as deliveryOwed,
  insertTestFoods,
  pdfPages,
  type FoodKey,
} from './meal-plan-fixture';

/** What these tests read of the answers, by key (each answer has some of them). */
interface Answer {
  message: string;
  plan: TMealPlan;
  planes: TMealPlanSummary[];
  ticks: TMealTick[];
  adherencia: TAdherence;
  objetivo: TTargetProposal;
  entrega: TDelivery;
  recetas: TPlanRecipe[];
  alimentos: TPlanFood[];
  venta: { _id: string };
}

/**
 * The meal-plan suites' shared set-up: the app with three clients, the test's own foods
 * (meal-plan-fixture.ts), the calls they make and how they read a plan's PDF and mail.
 */
export function useMealPlansSuite() {
  const {
    t,
    admin,
    clients: { owner, other, ticker },
  } = useTestApp({ clients: ['owner', 'other', 'ticker'] });

  /** An id nothing has. */
  const NOBODY = '00000000-0000-4000-8000-000000000000';
  /** The ids of the test's own foods (TEST_FOODS), stored before the first test. */
  const id = {} as Record<FoodKey, string>;
  beforeAll(async () => {
    Object.assign(id, await insertTestFoods(t.database.db));
  });

  // ---------------------------------------------------------------- helpers

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined && { payload }) });

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
        weekdays: [1, 3, 5],
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
        weekdays: [2, 4, 6, 7],
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

  /** A PDF's text, page after page. */
  const pdfText = async (data: Buffer | Uint8Array) =>
    (await pdfPages(data)).map((page) => `${page}\n`).join('');

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
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8'),
      )
      .trim();
  }

  /** A plan the admin assigned to a client (the test checkout): the delivery it owes. */
  const deliveryFor = (client: Account) => deliveryOwed(t, admin, client);

  const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

  async function adminId(): Promise<string> {
    const [row] = await t.database.db.select().from(users).where(eq(users.type, 'admin'));
    return row!.id;
  }

  return {
    admin,
    adminId,
    deliveryFor,
    GRAMS_BY_DAY,
    id,
    inject,
    item,
    meal,
    NOBODY,
    NUTRIENTS,
    ok,
    other,
    owner,
    pdfText,
    setClock,
    subjectOf,
    t,
    ticker,
    twoDays,
  };
}
