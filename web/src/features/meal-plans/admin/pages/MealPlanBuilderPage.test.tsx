import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import type { TMealPlan, TPlanFood, TPlanRecipe } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import MealPlanBuilderPage from './MealPlanBuilderPage';
import { makePlan } from '@web/test/meal-plans';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const OAT = '11111111-1111-4111-8111-111111111111';
const MILK = '22222222-2222-4222-8222-222222222222';
const PLAN_ID = '99999999-9999-4999-8999-999999999999';
const TARTA = '44444444-4444-4444-8444-444444444444';

const FOODS: TPlanFood[] = [
  {
    _id: OAT,
    name: 'Avena arrollada',
    group: 'Panificados y cereales',
    kcal: 380,
    proteinas: 13,
    carbohidratos: 60,
    grasas: 7,
    fibra: 10,
    measures: [{ name: '1 cucharada', grams: 10 }],
  },
  {
    _id: MILK,
    name: 'Leche descremada',
    group: 'Lácteos',
    kcal: 35,
    proteinas: 3.4,
    carbohidratos: 5,
    grasas: 0.1,
    fibra: 0,
    measures: [{ name: '1 taza', grams: 200 }],
  },
];

/** Her recipes: 400 g of oats make 4 servings (100 g, 380 kcal, a serving); one still empty. */
const RECIPES: TPlanRecipe[] = [
  {
    _id: TARTA,
    title: 'Tarta de avena',
    servings: 4,
    ingredients: [{ foodId: OAT, amount: 400, unit: 'g' }],
  },
  { _id: '55555555-5555-4555-8555-555555555555', title: 'Sopa', servings: 2, ingredients: [] },
];

const PLAN: TMealPlan = makePlan({
  _id: PLAN_ID,
  title: 'Desayunos livianos',
  content: {
    notes: '',
    days: [
      {
        name: 'Día tipo',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        meals: [
          {
            slot: 'desayuno',
            name: 'Desayuno',
            time: '8:00',
            notes: '',
            items: [
              { foodId: OAT, amount: 3, unit: '1 cucharada', note: '', substitutes: [] },
              { foodId: MILK, amount: 1, unit: '1 taza', note: '', substitutes: [] },
            ],
            recipes: [],
          },
        ],
      },
    ],
  },
  target: { kcal: 600, proteinas: 20, grasas: 5, carbohidratos: 40, how: '' },
  foods: FOODS,
});

function serve(put: { status: number; body: unknown }, plan = PLAN) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url, init) =>
      init?.method === 'PUT'
        ? Response.json(put.body, { status: put.status })
        : String(url).endsWith('/recetas')
          ? Response.json({ recetas: RECIPES, alimentos: [] })
          : Response.json({ plan }),
    );
}

function renderBuilder() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: PATHS.mealPlanBuilder(':id'),
        element: (
          <MealPlanBuilderPage
            foods={{ data: FOODS, isPending: false, error: null, refetch: () => undefined }}
          />
        ),
      },
    ],
    { initialEntries: [PATHS.mealPlanBuilder(PLAN_ID)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const totals = () => screen.getByRole('region', { name: 'Totales del día' });

describe('MealPlanBuilderPage', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('totals the day against the target as she types, in words and not colour alone', async () => {
    serve({ status: 200, body: {} });
    renderBuilder();
    await screen.findByRole('tab', { name: 'Día tipo' });
    // 30 g of oats (114 kcal) and a cup of milk (70 kcal).
    expect(within(totals()).getByText('184 / 600 kcal')).toBeTruthy();
    expect(within(totals()).getByText('Faltan 416 kcal')).toBeTruthy();
    expect(screen.getByText('Todo guardado')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Cantidad de Avena arrollada'), {
      target: { value: '15' },
    });
    // 150 g of oats: 570 kcal, 640 in all, over 600 by more than 5 %.
    expect(within(totals()).getByText('640 / 600 kcal')).toBeTruthy();
    expect(within(totals()).getByText('Sobran 40 kcal')).toBeTruthy();
    expect(screen.getByText('Total: 640 kcal', { exact: false })).toBeTruthy();
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
  });

  it('saves the draft with PUT, amounts with a point', async () => {
    const fetch = serve({
      status: 200,
      body: { message: 'Plan alimentario guardado', plan: PLAN },
    });
    renderBuilder();
    await screen.findByRole('tab', { name: 'Día tipo' });
    fireEvent.change(screen.getByLabelText('Cantidad de Leche descremada'), {
      target: { value: '1,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Todo guardado')).toBeTruthy());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put![1]!.body)) as {
      content: { days: { meals: { items: { amount: string }[] }[] }[] };
    };
    expect(body.content.days[0]!.meals[0]!.items.map((i) => i.amount)).toEqual(['3', '1.5']);
  });

  it("points the server's refusal at the row it names", async () => {
    serve({
      status: 400,
      body: {
        code: 'common.invalid',
        message: 'Revisá los datos marcados',
        errors: {
          'content.days.0.meals.0.items.1.foodId': 'Hay un alimento que no está en la tabla',
        },
      },
    });
    renderBuilder();
    await screen.findByRole('tab', { name: 'Día tipo' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Día tipo › Desayuno › alimento 2: Hay un alimento que no está en la tabla',
      ),
    ).toBeTruthy();
    const picker = screen.getByLabelText('Alimento 2 de Desayuno');
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses to save a row without a food, before asking the server', async () => {
    const fetch = serve({ status: 200, body: {} });
    renderBuilder();
    await screen.findByRole('tab', { name: 'Día tipo' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar alimento: Desayuno' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Día tipo › Desayuno › alimento 3: Elegí un alimento'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

describe('MealPlanBuilderPage: her recipes in a meal (issue 31)', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a recipe in servings: what they take counts in the totals, and Guardar sends it', async () => {
    const fetch = serve({
      status: 200,
      body: { message: 'Plan alimentario guardado', plan: PLAN },
    });
    renderBuilder();
    await screen.findByRole('tab', { name: 'Día tipo' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar receta: Desayuno' }));
    expect(screen.getByLabelText('Receta para agregar a Desayuno')).toBeTruthy();
    const empty = await screen.findByRole('option', { name: /Sopa · sin ingredientes cargados/ });
    expect(empty.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Tarta de avena' }));

    // One serving: 100 g of oats, 380 kcal, on top of the 184 of the foods.
    expect(screen.getByText('Lleva: 100 g de avena arrollada')).toBeTruthy();
    expect(within(totals()).getByText('564 / 600 kcal')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Porciones de Tarta de avena en Desayuno'), {
      target: { value: '1,5' },
    });
    expect(screen.getByText('Lleva: 150 g de avena arrollada')).toBeTruthy();
    expect(within(totals()).getByText('754 / 600 kcal')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Todo guardado')).toBeTruthy());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put![1]!.body)) as {
      content: { days: { meals: { recipes: unknown[] }[] }[] };
    };
    expect(body.content.days[0]!.meals[0]!.recipes).toEqual([
      { recipeId: TARTA, servings: '1.5', note: '' },
    ]);
  });

  it('a recipe she deleted says so, the refusal names its row, and she takes it out', async () => {
    const meal = PLAN.content.days[0]!.meals[0]!;
    const gone = { recipeId: '66666666-6666-4666-8666-666666666666', servings: 1, note: '' };
    const days = [{ ...PLAN.content.days[0]!, meals: [{ ...meal, recipes: [gone] }] }];
    const errors = { 'content.days.0.meals.0.recipes.0.recipeId': MEAL_PLAN_MSG.unknownRecipe };
    serve(
      { status: 400, body: { code: 'common.invalid', message: 'Revisá los datos', errors } },
      { ...PLAN, content: { ...PLAN.content, days } },
    );
    renderBuilder();
    expect(await screen.findByText('Receta eliminada')).toBeTruthy();
    expect(screen.getByText('Ya no está entre tus recetas: quitala de la comida')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(`Día tipo › Desayuno › receta 1: ${MEAL_PLAN_MSG.unknownRecipe}`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la receta eliminada en Desayuno' }));
    expect(screen.queryByText('Receta eliminada')).toBeNull();
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
  });
});

describe('MealPlanBuilderPage: what the client has, and the numbers switch (issue 31)', () => {
  /** A client's plan published once, its numbers off; the draft as it was published. */
  const PUBLISHED: TMealPlan = {
    ...PLAN,
    template: false,
    userId: 'client',
    cliente: { name: 'Ana', email: 'ana@x.uy' },
    publishedVersion: 1,
    publishedAt: '2026-03-10T14:00:00.000Z',
    versions: [{ version: 1, publishedAt: '2026-03-10T14:00:00.000Z' }],
    showNumbers: false,
  };
  const NO_PROPOSAL = {
    objetivo: {
      method: 'mifflin',
      inputs: {
        sex: null,
        age: null,
        heightCm: null,
        weightKg: null,
        measuredAt: null,
        sportsDays: null,
        sportsHours: null,
        physicalActivity: null,
        objective: null,
      },
      missing: ['Peso'],
      steps: [],
      target: null,
    },
  };

  function serveClientPlan() {
    let plan = PUBLISHED;
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { showNumbers?: boolean };
        plan = { ...plan, showNumbers: body.showNumbers ?? plan.showNumbers };
        plan = { ...plan, unpublishedChanges: plan.showNumbers !== PUBLISHED.showNumbers };
        return Response.json({ message: 'Plan alimentario guardado', plan });
      }
      if (String(url).includes('/objetivo/')) return Response.json(NO_PROPOSAL);
      return Response.json({ plan });
    });
  }

  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it("says the version the client has, links to the client's view, and the publish dialog names the next one", async () => {
    serveClientPlan();
    renderBuilder();
    expect(await screen.findByText(/^Publicado v1 · 10\/03/)).toBeTruthy();
    expect(screen.queryByText('Borrador')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver como el cliente' }).getAttribute('href')).toBe(
      `${PATHS.mealPlan(PLAN_ID)}?vista=cliente`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar el plan' });
    expect(within(dialog).getByText('Se publica la versión 2.')).toBeTruthy();
  });

  it('the switch is off by default; turned on it is a change to save and to publish, sent with Guardar', async () => {
    const fetch = serveClientPlan();
    renderBuilder();
    const numbers = await screen.findByRole('switch', {
      name: 'Mostrar calorías y macros al cliente',
    });
    expect((numbers as HTMLInputElement).checked).toBe(false);
    // She always sees the numbers herself.
    expect(within(totals()).getByText('184 / 600 kcal')).toBeTruthy();

    fireEvent.click(numbers);
    expect((numbers as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
    expect(screen.getByText('Cambios sin publicar')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Todo guardado')).toBeTruthy());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toMatchObject({ showNumbers: true });
    // Saved, not yet published: the client gets it with the next version.
    expect(screen.getByText('Cambios sin publicar')).toBeTruthy();
  });

  it('a template has no switch: it has no client', async () => {
    serve({ status: 200, body: {} });
    renderBuilder();
    await screen.findByRole('tab', { name: 'Día tipo' });
    expect(
      screen.queryByRole('switch', { name: 'Mostrar calorías y macros al cliente' }),
    ).toBeNull();
  });
});
