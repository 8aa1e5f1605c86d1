import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMealPlanSummary } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { sessionStore } from '@web/lib/session';
import { makeUser } from '@web/test/users';
import MyMealPlansPage from './MyMealPlansPage';

const plan = (over: Partial<TMealPlanSummary>): TMealPlanSummary => ({
  _id: 'p1',
  title: 'Plan de Ana',
  template: false,
  userId: 'client',
  deliveryId: null,
  version: 1,
  publishedAt: '2026-11-12T14:00:00.000Z',
  unpublishedChanges: false,
  updatedAt: '2026-11-12T14:00:00.000Z',
  ...over,
});

function renderPage(planes: TMealPlanSummary[]) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ planes }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[PATHS.myMealPlans('client')]}>
          <Routes>
            <Route path={PATHS.myMealPlans(':userId')} element={<MyMealPlansPage />} />
            <Route path={PATHS.mealPlan(':id')} element={<p>Página del plan</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('MyMealPlansPage', () => {
  beforeEach(() => sessionStore.start('t', makeUser(), false));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('opens the only plan at once', async () => {
    renderPage([plan({})]);
    expect(await screen.findByText('Página del plan')).toBeTruthy();
  });

  it('lists the plans, the latest first', async () => {
    renderPage([
      plan({ _id: 'old', title: 'Primer plan' }),
      plan({
        _id: 'new',
        title: 'Plan de verano',
        version: 2,
        publishedAt: '2026-12-01T14:00:00Z',
      }),
    ]);
    const links = await screen.findAllByRole('link', { name: /^Ver el plan/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      PATHS.mealPlan('new'),
      PATHS.mealPlan('old'),
    ]);
  });

  it('tells a client with no plan yet that it is on its way', async () => {
    renderPage([]);
    expect(await screen.findByText(/Tu nutricionista está armando tu plan/)).toBeTruthy();
  });
});
