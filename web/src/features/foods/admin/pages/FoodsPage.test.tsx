import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFood } from '@contract/foods';
import { formatDecimal } from '@contract/numbers';
import { setApiTransport } from '@web/lib/api';
import { makeFood } from '@web/test/foods';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import FoodsPage from './FoodsPage';

const food = (id: string, over: Partial<TFood>): TFood => makeFood({ _id: id, ...over });

const PLATANO = food('1', {
  name: 'Plátano',
  measures: [{ name: '1 unidad mediana', grams: 120 }],
  source: 'USDA FoodData Central',
  synonyms: ['banana'],
  starter: true,
});
const LECHE = food('2', { name: 'Leche entera', group: 'Lácteos', kcal: 61, sodio: 43 });
const OLD = food('3', {
  name: 'Galleta vieja',
  group: 'Panificados y cereales',
  sodio: 1050,
  ultraprocesado: true,
  archived: true,
});

/** The URL the page is on, and the browser's back and forward buttons. */
function Browser() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Dirección">{search}</output>
      <button onClick={() => void navigate(-1)}>Atrás</button>
      <button onClick={() => void navigate(1)}>Adelante</button>
    </>
  );
}

// No pause between events and no pointer-events check (a style walk per click, slow in jsdom).
async function renderPage(at = '/auth/alimentos') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[at]}>
          <Browser />
          <FoodsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  // Text and label queries: role queries compute every name of a long table, slow in jsdom.
  const table = (await screen.findByText('Proteínas')).closest('table')!;
  const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
  const where = () => screen.getByLabelText('Dirección').textContent;
  const go = (delta: -1 | 1) => user.click(screen.getByText(delta < 0 ? 'Atrás' : 'Adelante'));
  return { table, rowOf, where, go };
}

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** 120 foods: three pages of 50, named so their order is plain ('Alimento 001'...). */
const MANY = Array.from({ length: 120 }, (_, i) =>
  food(`m${i + 1}`, { name: `Alimento ${String(i + 1).padStart(3, '0')}` }),
);

/**
 * What the server answers for a GET alimentos URL: its filters and its page. 'muchos' finds
 * the 120 foods of MANY; any other search, the names that hold it and the synonyms it starts with.
 */
function answer(url: string) {
  const q = new URL(url, 'http://x').searchParams;
  const search = (q.get('buscar') ?? '').toLowerCase();
  const group = q.get('grupo');
  const all = search === 'muchos' ? MANY : [PLATANO, LECHE];
  const found = (f: TFood) =>
    !search ||
    search === 'muchos' ||
    f.name.toLowerCase().includes(search) ||
    f.synonyms.some((s) => search.startsWith(s));
  const list = (q.get('archivados') === '1' ? [...all, OLD] : all).filter(
    (f) => found(f) && (!group || f.group === group),
  );
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  return {
    alimentos: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    page,
    pageSize,
  };
}

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
      return Response.json(answer(url));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists a page with the decimal comma; the server searches, the URL keeps it', async () => {
    const { table, rowOf, where } = await renderPage();
    const platano = rowOf('Plátano');
    expect(within(platano).getByText('Tabla inicial')).toBeTruthy();
    expect(within(platano).getByText('13,8')).toBeTruthy();
    expect(within(platano).getByText('1 unidad mediana (120 g)')).toBeTruthy();
    expect(within(platano).getByText('También: banana')).toBeTruthy();
    // Sodium nobody knows is '—', never 0.
    expect(within(platano).getAllByText('—')).toHaveLength(1);
    expect(within(rowOf('Leche entera')).getByText('43')).toBeTruthy();
    expect(within(platano).queryByText('Ultraprocesado')).toBeNull();
    expect(screen.getByText('2 alimentos')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/alimentos?page=1&pageSize=50');

    await user.click(screen.getByLabelText('Buscar por nombre o sinónimo'));
    await user.paste('bananas');
    await waitFor(() => expect(within(table).queryByText('Leche entera')).toBeNull());
    expect(within(table).getByText('Plátano')).toBeTruthy();
    expect(screen.getByText('1 alimento para «bananas»')).toBeTruthy();
    expect(calls.at(-1)!.url).toBe('/api/alimentos?buscar=bananas&page=1&pageSize=50');
    expect(where()).toBe('?q=bananas');
  });

  it('pages on the server: the page is in the URL, and back and forward walk it', async () => {
    const { table, where, go } = await renderPage('/auth/alimentos?q=muchos');
    expect(within(table).getByText('Alimento 050')).toBeTruthy();
    expect(screen.getByText('120 alimentos para «muchos»')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Buscar por nombre o sinónimo').value).toBe(
      'muchos',
    );

    await user.click(screen.getByLabelText('Página 3'));
    await within(table).findByText('Alimento 120');
    expect(within(table).queryByText('Alimento 050')).toBeNull();
    expect(where()).toBe('?q=muchos&page=3');
    expect(calls.at(-1)!.url).toBe('/api/alimentos?buscar=muchos&page=3&pageSize=50');

    await user.click(screen.getByLabelText('Página anterior'));
    await within(table).findByText('Alimento 051');
    expect(where()).toBe('?q=muchos&page=2');

    await go(-1);
    await within(table).findByText('Alimento 120');
    expect(where()).toBe('?q=muchos&page=3');
    await go(-1);
    await within(table).findByText('Alimento 001');
    expect(where()).toBe('?q=muchos');
    await go(1);
    await within(table).findByText('Alimento 120');

    // A group starts again from page 1; back returns to the page before it.
    await user.click(screen.getByPlaceholderText('Todos los grupos'));
    await user.click(await screen.findByRole('option', { name: 'Lácteos' }));
    await waitFor(() => expect(where()).toBe('?q=muchos&grupo=L%C3%A1cteos'));
    expect(await screen.findByText('No hay alimentos que coincidan')).toBeTruthy();
    await go(-1);
    await within(table).findByText('Alimento 120');
  });

  it('back to an earlier search shows it in the box too', async () => {
    const { table, where, go } = await renderPage('/auth/alimentos?q=leche');
    await waitFor(() => expect(within(table).queryByText('Plátano')).toBeNull());
    await user.click(screen.getByLabelText('Mostrar archivados'));
    await waitFor(() => expect(where()).toBe('?q=leche&archivados=1'));
    await user.clear(screen.getByLabelText('Buscar por nombre o sinónimo'));
    await waitFor(() => expect(where()).toBe('?archivados=1'));
    await within(table).findByText('Galleta vieja');
    await go(-1);
    await waitFor(() => expect(where()).toBe('?q=leche'));
    expect(screen.getByLabelText<HTMLInputElement>('Buscar por nombre o sinónimo').value).toBe(
      'leche',
    );
    await waitFor(() => expect(within(table).queryByText('Plátano')).toBeNull());
  });

  it('shows the archived foods on asking, and archives one after a confirmation', async () => {
    const { table, rowOf } = await renderPage();
    await user.click(screen.getByLabelText('Mostrar archivados'));
    await within(table).findByText('Galleta vieja');
    const old = rowOf('Galleta vieja');
    expect(within(old).getByLabelText('Recuperar: Galleta vieja')).toBeTruthy();
    // Its sodium as numbers are written here ('1.050'), and the guidelines' flag by its name.
    expect(within(old).getByText(formatDecimal(1050, 0))).toBeTruthy();
    expect(within(old).getByText('Ultraprocesado')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/alimentos?archivados=1&page=1&pageSize=50');

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
