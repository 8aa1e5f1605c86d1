import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMealPlan, TPlanFood } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { sessionStore } from '@web/lib/session';
import { planFood } from '@contract/testing/foods';
import { makePlan } from '@web/test/meal-plans';
import { makeUser } from '@web/test/users';
import MealPlanPage from '../../pages/MealPlanPage';
import MealPlanBuilderPage from './MealPlanBuilderPage';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

/**
 * Issue 35: a day's micronutrients in words against her reference values, and the plan's
 * ultra-processed share, in the builder as she types and on the client's page only when
 * the numbers are shown.
 */

/** Oats with 1.000 mg of sodium per 100 g (ultra-processed here, to test the share); milk with 50. */
const OATS = planFood({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Avena arrollada',
  group: 'Panificados y cereales',
  kcal: 380,
  measures: [{ name: '1 cucharada', grams: 10 }],
  sodio: 1000,
  ultraprocesado: true,
});
const MILK = planFood({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Leche descremada',
  group: 'Lácteos',
  kcal: 35,
  measures: [{ name: '1 taza', grams: 200 }],
  sodio: 50,
});
const FOODS = [OATS, MILK];
const breakfast = (spoons: number) => ({
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
          recipes: [],
          items: [
            { foodId: OATS._id, amount: spoons, unit: '1 cucharada', note: '', substitutes: [] },
            { foodId: MILK._id, amount: 1, unit: '1 taza', note: '', substitutes: [] },
          ],
        },
      ],
    },
  ],
});

function renderAt(path: string, pattern: string, element: ReactElement, plan: TMealPlan) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url).endsWith('/recetas')
      ? Response.json({ recetas: [], alimentos: [] })
      : Response.json({ plan }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RouterProvider
          router={createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] })}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the day against the guidelines (issue 35)', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('in the builder, a day with 3 g of sodium says so in words, and the plan its ultra-processed share', async () => {
    const plan = makePlan({ foods: FOODS, content: breakfast(3) });
    renderAt(
      PATHS.mealPlanBuilder(plan._id),
      PATHS.mealPlanBuilder(':id'),
      <MealPlanBuilderPage
        foods={{ data: FOODS, isPending: false, error: null, refetch: () => undefined }}
      />,
      plan,
    );
    await screen.findByRole('tab', { name: 'Día tipo' });
    const day = () => screen.getByRole('region', { name: 'Micronutrientes de Día tipo' });
    // 3 spoons of oats (300 mg) and a cup of milk (100 mg): within the maximum.
    expect(
      within(day()).getByText('Sodio: 400 mg, dentro del máximo de 2.000 mg por día.'),
    ).toBeTruthy();
    // Oats to 29 spoons: 2.900 mg + 100 mg = 3 g.
    fireEvent.change(screen.getByLabelText('Cantidad de Avena arrollada'), {
      target: { value: '29' },
    });
    const sodium = within(day()).getByText(
      'Sodio: 3.000 mg, más que el máximo de 2.000 mg por día.',
    );
    expect(sodium.closest('[data-verdict]')?.getAttribute('data-verdict')).toBe('excede');
    // Only sodium is known: the other four lines say what they could not count.
    expect(
      within(day()).getAllByText(/Sin dato de Avena arrollada, Leche descremada\./),
    ).toHaveLength(4);
    // 29 spoons of oats, 1.102 kcal ultra-processed, of 1.172 in all: 94 %.
    expect(screen.getByTestId('plan-ultraprocessed').textContent).toMatch(
      /^Ultraprocesados: 94 % de la energía del plan\./,
    );
  });

  it("on the client's page: each day in words with the numbers on, nothing of it without them", async () => {
    sessionStore.start('t', makeUser(), false);
    const known = { azucares: 2, grasasSaturadas: 1, calcio: 100, hierro: 2 };
    const published = makePlan({
      template: false,
      userId: 'client',
      version: 1,
      publishedVersion: 1,
      publishedAt: '2026-03-18T12:00:00.000Z',
      showNumbers: true,
      foods: FOODS.map((f: TPlanFood) => ({ ...f, ...known, ultraprocesado: false })),
      content: breakfast(3),
    });
    renderAt(PATHS.mealPlan(published._id), PATHS.mealPlan(':id'), <MealPlanPage />, published);
    const section = await screen.findByRole('region', {
      name: 'Tu plan y las guías alimentarias',
    });
    expect(
      within(section).getByText('Sodio: 400 mg, dentro del máximo de 2.000 mg por día.'),
    ).toBeTruthy();
    expect(within(section).getByText(/^Sin ultraprocesados en el plan\./)).toBeTruthy();
  });
});
