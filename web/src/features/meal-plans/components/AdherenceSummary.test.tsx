import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdherence } from '@contract/meal-plans';
import { renderUi } from '@web/test/render';
import { AdherenceSummary } from './AdherenceSummary';

function renderWith(adherencia: TAdherence) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ adherencia }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <AdherenceSummary userId="client" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('AdherenceSummary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the share of meals done and draws one labelled bar per day of the last 14', async () => {
    const fetch = renderWith({
      from: '2026-11-20',
      to: '2026-11-26',
      done: 22,
      expected: 28,
      pct: 79,
      days: [
        { date: '2026-11-20', done: 4, expected: 4 },
        { date: '2026-11-21', done: 2, expected: 4 },
        { date: '2026-11-22', done: 4, expected: 4 },
        { date: '2026-11-23', done: 3, expected: 4 },
        { date: '2026-11-24', done: 4, expected: 4 },
        { date: '2026-11-25', done: 4, expected: 4 },
        { date: '2026-11-26', done: 1, expected: 4 },
      ],
    });
    const region = await screen.findByRole('region', { name: 'Adherencia al plan' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/planes-alimentarios/adherencia/client');
    expect(await within(region).findByText('79 %')).toBeTruthy();
    expect(within(region).getByText(/22 de 28 comidas/)).toBeTruthy();
    const bars = within(
      within(region).getByRole('list', { name: 'Comidas hechas por día' }),
    ).getAllByRole('listitem');
    expect(bars).toHaveLength(14);
    // Oldest first: the days before the plan say so; each day says its numbers, not a colour.
    expect(bars[0]!.getAttribute('title')).toBe('viernes 13: sin plan');
    expect(bars[8]!.getAttribute('title')).toBe('sábado 21: 2 de 4 comidas');
    expect(within(bars[13]!).getByText('jueves 26: 1 de 4 comidas')).toBeTruthy();
  });

  it('says when there is no published plan', async () => {
    renderWith({ from: null, to: '2026-11-26', done: 0, expected: 0, pct: null, days: [] });
    expect(await screen.findByText('Sin plan publicado')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
