import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFood } from '@contract/foods';
import { setApiTransport } from '@web/lib/api';
import { TestProviders } from '@web/test/render';
import FoodsPage from './FoodsPage';

const food = (id: string, over: Partial<TFood>): TFood => ({
  _id: id,
  name: '',
  group: 'Frutas',
  kcal: 52,
  proteinas: 0.3,
  carbohidratos: 13.8,
  grasas: 0.2,
  fibra: 2.4,
  measures: [],
  source: '',
  synonyms: [],
  rawPerCooked: null,
  yieldSource: '',
  shopping: 'normal',
  dryGramsPerLitre: null,
  dryName: '',
  starter: false,
  archived: false,
  updatedAt: '2026-03-18T12:00:00.000Z',
  ...over,
});

const PLATANO = food('1', {
  name: 'Plátano',
  measures: [{ name: '1 unidad mediana', grams: 120 }],
  source: 'USDA FoodData Central',
  synonyms: ['banana'],
  starter: true,
});
const LECHE = food('2', { name: 'Leche entera', group: 'Lácteos', kcal: 61 });
const OLD = food('3', { name: 'Galleta vieja', group: 'Panificados y cereales', archived: true });

// No pause between events and no pointer-events check (a style walk per click, slow in jsdom).
async function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <FoodsPage />
      </TestProviders>
    </QueryClientProvider>,
  );
  // Text and label queries: role queries compute every name of a long table, slow in jsdom.
  const table = (await screen.findByText('Proteínas')).closest('table')!;
  const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
  return { table, rowOf };
}

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('FoodsPage', () => {
  let calls: { url: string; method: string }[];
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    calls = [];
    setApiTransport(async (url, init) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'DELETE')
        return Response.json({
          message: 'Alimento archivado',
          alimento: { ...LECHE, archived: true },
        });
      return Response.json({
        alimentos: url.includes('archivados=1') ? [PLATANO, LECHE, OLD] : [PLATANO, LECHE],
      });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setApiTransport((url, init) => fetch(url, init));
  });

  it('lists with the decimal comma and searches without accents or case, synonyms too', async () => {
    const { table, rowOf } = await renderPage();
    const platano = rowOf('Plátano');
    expect(within(platano).getByText('Tabla inicial')).toBeTruthy();
    expect(within(platano).getByText('13,8')).toBeTruthy();
    expect(within(platano).getByText('1 unidad mediana (120 g)')).toBeTruthy();
    expect(within(platano).getByText('También: banana')).toBeTruthy();
    expect(screen.getByText('2 alimentos')).toBeTruthy();

    await user.click(screen.getByLabelText('Buscar por nombre o sinónimo'));
    await user.paste('PLATANO');
    await waitFor(() => expect(within(table).queryByText('Leche entera')).toBeNull());
    expect(screen.getByText('1 alimento de 2')).toBeTruthy();

    await user.clear(screen.getByLabelText('Buscar por nombre o sinónimo'));
    await user.paste('bananas');
    await waitFor(() => expect(within(table).queryByText('Leche entera')).toBeNull());
    expect(within(table).getByText('Plátano')).toBeTruthy();
  });

  it('shows the archived foods on asking, and archives one after a confirmation', async () => {
    const { table, rowOf } = await renderPage();
    await user.click(screen.getByLabelText('Mostrar archivados'));
    await within(table).findByText('Galleta vieja');
    expect(within(rowOf('Galleta vieja')).getByLabelText('Recuperar: Galleta vieja')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/alimentos?archivados=1');

    await user.click(within(rowOf('Leche entera')).getByLabelText('Archivar: Leche entera'));
    const dialog = (await screen.findByText('Archivar alimento')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    await user.click(within(dialog).getByText('Archivar'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/alimentos/2',
      ]),
    );
  });
});
