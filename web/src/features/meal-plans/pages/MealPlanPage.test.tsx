import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import type { TMealPlan } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { sessionStore } from '@web/lib/session';
import { makeUser } from '@web/test/users';
import MealPlanPage from './MealPlanPage';
import { DEFAULT_REFERENCES } from '@contract/nutrient-references';

const PAN = {
  _id: 'f-pan',
  name: 'Pan de molde integral',
  group: 'Panificados y cereales' as const,
  kcal: 250,
  proteinas: 9,
  carbohidratos: 43,
  grasas: 4,
  fibra: 6,
  measures: [{ name: '1 rebanada', grams: 30 }],
};
const GALLETA = {
  ...PAN,
  _id: 'f-gal',
  name: 'Galleta de campaña',
  measures: [{ name: '1 unidad', grams: 25 }],
};
const LECHE = {
  ...PAN,
  _id: 'f-leche',
  name: 'Leche descremada',
  group: 'Lácteos' as const,
  measures: [],
};
const meal = (
  slot: 'desayuno' | 'almuerzo',
  items: TMealPlan['content']['days'][0]['meals'][0]['items'],
) => ({
  slot,
  name: slot === 'desayuno' ? 'Desayuno' : 'Almuerzo',
  time: slot === 'desayuno' ? '8:00' : '13:00',
  items,
  recipes: [],
  notes: '',
});

// 26 Nov 2026 is a Thursday: the plan's 'Jueves' is today's day, not the 'Día tipo'.
const TODAY = '2026-11-26';
const PLAN: TMealPlan = {
  _id: 'p1',
  title: 'Plan de Ana',
  template: false,
  userId: 'client',
  cliente: { name: 'Ana', email: 'ana@x.uy' },
  deliveryId: null,
  version: 2,
  publishedVersion: 2,
  publishedAt: '2026-11-20T14:00:00.000Z',
  showNumbers: true,
  content: {
    days: [
      {
        name: 'Día tipo',
        weekdays: [1, 2, 3, 5, 6, 7],
        meals: [
          meal('desayuno', [
            { foodId: 'f-leche', amount: 200, unit: 'g', substitutes: [], note: '' },
          ]),
        ],
      },
      {
        name: 'Jueves',
        weekdays: [4],
        meals: [
          meal('desayuno', [
            {
              foodId: 'f-pan',
              amount: 2,
              unit: '1 rebanada',
              substitutes: [{ foodId: 'f-gal', amount: 1, unit: '1 unidad' }],
              note: 'Tostado',
            },
          ]),
          meal('almuerzo', [
            { foodId: 'f-leche', amount: 150, unit: 'g', substitutes: [], note: '' },
          ]),
        ],
      },
    ],
    notes: 'Tomá 2 litros de agua por día.',
  },
  target: { kcal: 1800, proteinas: 110, grasas: 60, carbohidratos: 205, how: '' },
  foods: [PAN, GALLETA, LECHE],
  recipes: [],
  totals: [],
  referencias: DEFAULT_REFERENCES,
  shoppingList: [
    {
      group: 'Lácteos',
      items: [
        {
          foodId: 'f-leche',
          name: 'Leche descremada',
          quantity: '1,35 kg',
          amount: 1350,
          unit: 'g',
          grams: 1350,
          alternatives: [],
        },
      ],
    },
    {
      group: 'Panificados y cereales',
      items: [
        {
          foodId: 'f-pan',
          name: 'Pan de molde integral',
          quantity: '60 g',
          amount: 60,
          unit: 'g',
          grams: 60,
          alternatives: [],
        },
      ],
    },
  ],
  versions: [
    { version: 2, publishedAt: '2026-11-20T14:00:00.000Z' },
    { version: 1, publishedAt: '2026-11-12T14:00:00.000Z' },
  ],
  unpublishedChanges: false,
  ticks: [{ date: TODAY, day: 1, slot: 'almuerzo' }],
  updatedAt: '2026-11-20T14:00:00.000Z',
};

type Answer = { status: number; body: unknown };
/** The API: GET answers the plan (or `get`), POST comidas answers `tick` once `done` resolves. */
function api(opts: { get?: Answer; tick?: Answer; done?: Promise<unknown> } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      await opts.done;
      const a = opts.tick ?? { status: 200, body: { message: 'ok', ticks: [] } };
      return Response.json(a.body, { status: a.status });
    }
    expect(String(url)).toBe('/api/planes-alimentarios/p1');
    const a = opts.get ?? { status: 200, body: { plan: PLAN } };
    return Response.json(a.body, { status: a.status });
  });
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[PATHS.mealPlan('p1')]}>
          <Routes>
            <Route path={PATHS.mealPlan(':id')} element={<MealPlanPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const box = (name: string) => () =>
  screen.findByRole<HTMLInputElement>('checkbox', { name: `Marcar ${name} como hecha` });
const desayuno = box('Desayuno');
const almuerzo = box('Almuerzo');

describe('MealPlanPage', () => {
  beforeEach(() => {
    vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    sessionStore.start('t', makeUser(), false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('opens on today with the day the plan says for it, in household measures, the list and the versions', async () => {
    api();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hoy, jueves 26' })).toBeTruthy();
    expect(screen.getByText('Versión 2 · publicada el 20 de noviembre')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Jueves' }).getAttribute('aria-selected')).toBe('true');
    const breakfast = screen.getByRole('region', { name: 'Desayuno' });
    expect(within(breakfast).getByText('2 rebanadas')).toBeTruthy();
    expect(within(breakfast).getByText('60 g')).toBeTruthy();
    expect(within(breakfast).getByText(/Galleta de campaña, 1 unidad/)).toBeTruthy();
    expect(within(breakfast).getByText('Tostado')).toBeTruthy();
    expect((await desayuno()).checked).toBe(false);
    expect((await almuerzo()).checked).toBe(true);
    const list = screen.getByRole('region', { name: 'Lista de compras para una semana' });
    expect(within(list).getByText('1,35 kg')).toBeTruthy();
    // The target as the builder and the PDF write it: '1.800 kcal'.
    const target = screen.getByRole('region', { name: 'Tu objetivo diario' });
    expect(within(target).getByText('1.800 kcal')).toBeTruthy();
    expect(within(target).getByText('110 g')).toBeTruthy();
    expect(screen.getByText('Tomá 2 litros de agua por día.')).toBeTruthy();
    const older = screen.getByRole('region', { name: 'Versiones anteriores' });
    expect(
      within(older).getByRole('button', { name: 'Descargar PDF de la versión 1' }),
    ).toBeTruthy();
    expect(within(older).queryByText(/Versión 2/)).toBeNull();
  });

  it('ticks a meal at once and sends the date, the day and the meal', async () => {
    let answer!: () => void;
    const fetch = api({
      tick: {
        status: 200,
        body: {
          message: MEAL_PLAN_MSG.tickSaved,
          // The server's list wins once it answers (here the almuerzo was unticked elsewhere).
          ticks: [{ date: TODAY, day: 1, slot: 'desayuno' }],
        },
      },
      done: new Promise<void>((r) => (answer = r)),
    });
    renderPage();
    fireEvent.click(await desayuno());
    // Optimistic: checked before the server answers.
    await waitFor(async () => expect((await desayuno()).checked).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/planes-alimentarios/p1/comidas');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      date: TODAY,
      day: 1,
      slot: 'desayuno',
      done: true,
    });
    answer();
    await waitFor(async () => expect((await almuerzo()).checked).toBe(false));
    expect((await desayuno()).checked).toBe(true);
    expect(vi.mocked(notifications.show)).not.toHaveBeenCalled();
  });

  it('puts the mark back and says why when the server refuses it', async () => {
    let answer!: () => void;
    api({
      tick: { status: 400, body: { message: MEAL_PLAN_MSG.tickDay, code: 'common.badRequest' } },
      done: new Promise<void>((r) => (answer = r)),
    });
    renderPage();
    fireEvent.click(await almuerzo());
    // Unticked at once, then ticked again when the server refuses.
    await waitFor(async () => expect((await almuerzo()).checked).toBe(false));
    answer();
    await waitFor(() =>
      expect(vi.mocked(notifications.show).mock.calls.map(([n]) => n.message)).toContain(
        MEAL_PLAN_MSG.tickDay,
      ),
    );
    await waitFor(async () => expect((await almuerzo()).checked).toBe(true));
  });

  it('shows the nutritionist her draft, marked as her view, with the ticks read-only', async () => {
    sessionStore.start('t', makeUser({ _id: 'admin', type: 'admin' }), false);
    api({
      get: { status: 200, body: { plan: { ...PLAN, version: null, unpublishedChanges: true } } },
    });
    renderPage();
    expect(await screen.findByText('Vista de la nutricionista')).toBeTruthy();
    expect(screen.getByText(/Ana ve la versión 2/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Hecha')).toBeTruthy();
  });

  it('says a plan not yet published is on its way', async () => {
    api({
      get: {
        status: 404,
        body: { message: MEAL_PLAN_MSG.notPublished, code: 'mealPlans.notPublished' },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Este plan todavía no se publicó' }),
    ).toBeTruthy();
  });
});

describe('MealPlanPage: numbers only when she wants, and her view as the client (issue 31)', () => {
  beforeEach(() => {
    vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  /** The client's answer with the numbers off: no target, no totals, foods without values. */
  const WITHOUT_NUMBERS: TMealPlan = {
    ...PLAN,
    showNumbers: false,
    target: null,
    totals: [],
    referencias: null,
    foods: PLAN.foods.map(({ _id, name, group, measures }) => ({ _id, name, group, measures })),
  };

  function renderAt(path: string, plan: TMealPlan) {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ plan }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={PATHS.mealPlan(':id')} element={<MealPlanPage />} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    return fetch;
  }

  it('without the numbers, the client reads foods and amounts and no kcal, macros or target', async () => {
    sessionStore.start('t', makeUser(), false);
    renderAt(PATHS.mealPlan('p1'), WITHOUT_NUMBERS);
    const breakfast = await screen.findByRole('region', { name: 'Desayuno' });
    expect(within(breakfast).getByText('2 rebanadas')).toBeTruthy();
    expect(within(breakfast).getByText('60 g')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tu objetivo diario' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/kcal|Proteínas|Carbohidratos/);
    // Nor the day against the guidelines (issue 35): no values, no references.
    expect(screen.queryByRole('region', { name: 'Tu plan y las guías alimentarias' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Sodio|Ultraprocesados/);
  });

  it('a recipe reads as one line in servings, with what those take, and no numbers', async () => {
    sessionStore.start('t', makeUser(), false);
    const [tipo, jueves] = WITHOUT_NUMBERS.content.days;
    const tarta = { recipeId: 'r-tarta', servings: 2, note: 'Con ensalada verde' };
    const almuerzo = { ...jueves!.meals[1]!, items: [], recipes: [tarta] };
    renderAt(PATHS.mealPlan('p1'), {
      ...WITHOUT_NUMBERS,
      content: { ...PLAN.content, days: [tipo!, { ...jueves!, meals: [almuerzo] }] },
      // Makes 4 servings with 4 slices of bread and 600 g of milk.
      recipes: [
        {
          _id: 'r-tarta',
          title: 'Tarta de pan y leche',
          servings: 4,
          ingredients: [
            { foodId: 'f-pan', amount: 4, unit: '1 rebanada' },
            { foodId: 'f-leche', amount: 600, unit: 'g' },
          ],
        },
      ],
    });
    const lunch = await screen.findByRole('region', { name: 'Almuerzo' });
    expect(within(lunch).getByText('Tarta de pan y leche · 2 porciones')).toBeTruthy();
    expect(lunch.textContent).toContain(
      'Lleva: 2 rebanadas de pan de molde integral (60 g); 300 g de leche descremada',
    );
    expect(within(lunch).getByText('Con ensalada verde')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/kcal|Proteínas/);
  });

  it("'Ver como el cliente': the admin asks for the client's answer and reads the client's page, read-only", async () => {
    sessionStore.start('t', makeUser({ _id: 'admin', type: 'admin' }), false);
    const fetch = renderAt(PATHS.mealPlan('p1', true), WITHOUT_NUMBERS);
    expect(await screen.findByText('Vista del cliente')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/planes-alimentarios/p1?vista=cliente');
    expect(screen.getByText(/Así ve Ana su plan: la versión 2 publicada/)).toBeTruthy();
    expect(screen.getByText(/Sin calorías ni macros/)).toBeTruthy();
    // The client's page as the client reads it, and nothing to tick.
    expect(screen.getByText('Versión 2 · publicada el 20 de noviembre')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notas de tu nutricionista' })).toBeTruthy();
    expect(screen.queryByText('Vista de la nutricionista')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tu objetivo diario' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al plan' }).getAttribute('href')).toBe(
      PATHS.mealPlanBuilder('p1'),
    );
  });
});
