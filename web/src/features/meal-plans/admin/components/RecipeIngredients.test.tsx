import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import type { TPlanFood, TPlanRecipe } from '@contract/meal-plans';
import { TestProviders } from '@web/test/render';
import { RecipeIngredients } from './RecipeIngredients';

const RECIPE = '33333333-3333-4333-8333-333333333333';
const EGG = '44444444-4444-4444-8444-444444444444';
const POTATO = '55555555-5555-4555-8555-555555555555';
const FLOUR = '66666666-6666-4666-8666-666666666666';

const food = (over: Partial<TPlanFood> & Pick<TPlanFood, '_id' | 'name' | 'kcal'>): TPlanFood => ({
  group: 'Verduras',
  proteinas: 0,
  carbohidratos: 0,
  grasas: 0,
  fibra: 0,
  measures: [],
  ...over,
});
const EGG_FOOD = food({
  _id: EGG,
  name: 'Huevo',
  group: 'Carnes',
  kcal: 150,
  measures: [{ name: '1 unidad', grams: 50 }],
});
const POTATO_FOOD = food({ _id: POTATO, name: 'Papa', kcal: 80 });
const FLOUR_FOOD = food({
  _id: FLOUR,
  name: 'Harina de trigo',
  group: 'Panificados y cereales',
  kcal: 360,
});
const SALT = '77777777-7777-4777-8777-777777777777';
const SALT_FOOD = food({ _id: SALT, name: 'Sal fina', group: 'Otros', kcal: 0, sodio: 38758 });
const TABLE = [EGG_FOOD, POTATO_FOOD, FLOUR_FOOD, SALT_FOOD];

/** 4 eggs (200 g, 300 kcal) and 300 g of potatoes (240 kcal), for 2 servings. */
const TORTILLA: TPlanRecipe = {
  _id: RECIPE,
  title: 'Tortilla de papas',
  servings: 2,
  ingredients: [
    { foodId: EGG, amount: 4, unit: '1 unidad' },
    { foodId: POTATO, amount: 300, unit: 'g' },
  ],
};

/** The API: GET answers the recipe; PUT answers `put` (by default, the body saved). */
function serve(put?: { status: number; body: unknown }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method === 'PUT') {
      if (put) return Response.json(put.body, { status: put.status });
      const saved = JSON.parse(String(init.body)) as Pick<TPlanRecipe, 'servings' | 'ingredients'>;
      return Response.json({
        message: MEAL_PLAN_MSG.recipeSaved,
        receta: { ...TORTILLA, ...saved },
        alimentos: TABLE,
      });
    }
    return Response.json({ recetas: [TORTILLA], alimentos: [EGG_FOOD, POTATO_FOOD] });
  });
}

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <RecipeIngredients
          recipeId={RECIPE}
          foods={{ data: TABLE, error: null, refetch: () => undefined }}
        />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);
const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
/** Every picker keeps its list in the page (tests have no portals): open and choose in its own. */
function pick(picker: string, option: string) {
  const box = screen.getByRole('combobox', { name: picker });
  fireEvent.click(box);
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}
const putCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('RecipeIngredients: what a recipe is made of, for the meal plans (issue 31)', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens with what the recipe has and says what one serving brings as she edits', async () => {
    serve();
    renderSection();
    expect(await screen.findByText('Cada porción: 270 kcal · 250 g')).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Ingredientes para los planes alimentarios' }),
    ).toBeTruthy();
    expect(input('Rinde (porciones)').value).toBe('2');
    expect(input('Cantidad de Huevo').value).toBe('4');
    expect(input('Unidad de Huevo').value).toBe('1 unidad (50 g)');
    expect(input('Cantidad de Papa').value).toBe('300');
    expect(input('Unidad de Papa').value).toBe('gramos');
    expect(screen.getAllByTestId('recipe-ingredient')).toHaveLength(2);

    fireEvent.change(input('Rinde (porciones)'), { target: { value: '3' } });
    expect(screen.getByText('Cada porción: 180 kcal · 167 g')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar ingrediente' }));
    pick('Alimento 3 de la receta', 'Harina de trigo');
    fireEvent.change(input('Cantidad de Harina de trigo'), { target: { value: '150' } });
    // 540 + 540 kcal, 500 + 150 g, over 3 servings.
    expect(screen.getByText('Cada porción: 360 kcal · 217 g')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Huevo' }));
    expect(screen.getByText('Cada porción: 260 kcal · 150 g')).toBeTruthy();
    expect(input('Alimento 1 de la receta').value).toBe('Papa');
  });

  it('saves the servings and ingredients with PUT, amounts typed with a comma', async () => {
    const fetch = serve();
    renderSection();
    await screen.findByText('Cada porción: 270 kcal · 250 g');
    fireEvent.change(input('Cantidad de Huevo'), { target: { value: '1,5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar ingredientes' }));
    });

    await waitFor(() => expect(shown()).toEqual([MEAL_PLAN_MSG.recipeSaved]));
    const [put] = putCalls(fetch);
    expect(String(put![0])).toBe(`/api/planes-alimentarios/recetas/${RECIPE}`);
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      servings: 2,
      ingredients: [
        { foodId: EGG, amount: 1.5, unit: '1 unidad' },
        { foodId: POTATO, amount: 300, unit: 'g' },
      ],
      cookedGrams: null,
      liquid: false,
      showOctagons: false,
    });
    expect(input('Cantidad de Huevo').value).toBe('1,5');
  });

  it("shows the server's refusal on the row it names", async () => {
    serve({
      status: 400,
      body: {
        code: 'common.invalid',
        message: MEAL_PLAN_MSG.unknownMeasure,
        errors: { 'ingredients.1.unit': MEAL_PLAN_MSG.unknownMeasure },
      },
    });
    renderSection();
    await screen.findByText('Cada porción: 270 kcal · 250 g');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar ingredientes' }));
    });

    await waitFor(() => expect(shown()).toEqual([MEAL_PLAN_MSG.unknownMeasure]));
    expect(input('Unidad de Papa').getAttribute('aria-invalid')).toBe('true');
    expect(input('Unidad de Huevo').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText(MEAL_PLAN_MSG.unknownMeasure)).toBeTruthy();

    // The row above goes: the error moves up with its row.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Huevo' }));
    expect(input('Unidad de Papa').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks a row without a food, a repeated food and servings out of range, before asking the server', async () => {
    const fetch = serve();
    renderSection();
    await screen.findByText('Cada porción: 270 kcal · 250 g');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar ingrediente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar ingrediente' }));
    pick('Alimento 4 de la receta', 'Papa');
    fireEvent.change(input('Rinde (porciones)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ingredientes' }));

    expect(await screen.findByText('Elegí un alimento')).toBeTruthy();
    expect(input('Alimento 3 de la receta').getAttribute('aria-invalid')).toBe('true');
    expect(input('Alimento 4 de la receta').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Ese alimento ya está en la receta: sumá las cantidades en una línea'),
    ).toBeTruthy();
    expect(screen.getByText('Porciones: un número entero entre 1 y 50')).toBeTruthy();
    expect(shown()).toEqual(['Revisá lo marcado antes de guardar']);
    expect(putCalls(fetch)).toHaveLength(0);
  });

  it('weighs the cooked recipe: its values per 100 g, its octagons, and whether its page shows them (issue 35)', async () => {
    const fetch = serve();
    renderSection();
    await screen.findByText('Cada porción: 270 kcal · 250 g');
    // The eggs and potatoes have no sodium value: the table says so rather than 0.
    expect(screen.getByRole('table', { name: 'Valores nutricionales de la receta' })).toBeTruthy();
    expect(screen.getAllByText(/sin dato: Huevo, Papa/).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Agregar ingrediente' }));
    pick('Alimento 3 de la receta', 'Sal fina');
    fireEvent.change(input('Cantidad de Sal fina'), { target: { value: '5' } });
    // 5 g of salt: 1.938 mg of sodium over 505 g raw is 384 mg per 100 g, under 500.
    expect(screen.queryByRole('img', { name: 'Exceso de sodio' })).toBeNull();
    // Weighed once cooked, 380 g: 510 mg per 100 g, the octagon.
    fireEvent.change(input('Peso de la receta cocida'), { target: { value: '380' } });
    expect(await screen.findByRole('img', { name: 'Exceso de sodio' })).toBeTruthy();
    expect(screen.getByText(/Valores por 100 g de la receta cocida \(380 g\)/)).toBeTruthy();
    expect(screen.getByText('Cada porción: 270 kcal · 190 g')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('switch', { name: /Mostrar los octógonos en la página pública/ }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar ingredientes' }));
    });
    await waitFor(() => expect(putCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(putCalls(fetch)[0]![1]!.body))).toMatchObject({
      cookedGrams: 380,
      liquid: false,
      showOctagons: true,
    });
  });
});
