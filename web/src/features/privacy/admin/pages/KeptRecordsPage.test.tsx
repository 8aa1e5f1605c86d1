import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { PATHS } from '@contract/pages';
import { PRIVACY_MSG, type TKeptRecord, type TKeptRecordSummary } from '@contract/privacy';
import { recordFacts, wordsOf } from '../lib/record-facts';
import KeptRecordPage from './KeptRecordPage';
import KeptRecordsPage from './KeptRecordsPage';

const SUMMARY: TKeptRecordSummary = {
  _id: 'k1',
  name: 'Ana Rivas',
  email: 'ana@x.uy',
  erasedAt: '2026-12-01T15:00:00.000Z',
  controls: 2,
  hasAnamnesis: true,
  mealPlans: 1,
  keepUntil: '2031-11-20',
  due: false,
};

const OATS = '5b0c1f9e-2d3a-4c5b-8e6f-7a8b9c0d1e2f';

const RECORD: TKeptRecord = {
  ...SUMMARY,
  anamnesis: {
    id: 'a1',
    userId: 'u1',
    kind: 'Simple',
    workHours: '8 horas',
    sportsDays: '3.0',
    intolerancias: null,
    extended: { desayuno_lugar: 'Casa' },
    consentVersion: '2026-01',
    consentedAt: '2026-11-02T13:30:00.000Z',
    consentRecordedBy: 'client',
    createdAt: '2026-11-02T13:30:00.000Z',
  },
  controlRows: [
    {
      id: 'c1',
      userId: 'u1',
      typo: 'Offline',
      avatar: [],
      peso: '72.50',
      talla: null,
      notas: 'Buen avance',
      createdAt: '2026-11-10T14:00:00.000Z',
    },
  ],
  access: [{ at: '2026-11-20T14:05:00.000Z', adminName: 'Laura Méndez', what: 'anamnesis' }],
  mealPlanVersions: [
    {
      id: 'v1',
      planId: 'p1',
      version: 2,
      title: 'Plan de Ana',
      publishedAt: '2026-11-15T13:00:00.000Z',
      target: { kcal: 1800, proteinas: 90, grasas: 60, carbohidratos: 220, how: '' },
      content: {
        days: [
          {
            name: 'Lunes a viernes',
            weekdays: [1, 2, 3, 4, 5],
            meals: [
              {
                slot: 'desayuno',
                name: 'Desayuno',
                time: '8:00',
                items: [
                  { foodId: OATS, amount: 40, unit: 'g', substitutes: [], note: 'con canela' },
                ],
                recipes: [],
                notes: '',
              },
            ],
          },
        ],
        notes: 'Tomá dos litros de agua por día.',
      },
      foods: [{ _id: OATS, name: 'Avena arrollada', measures: [] }],
      recipes: [],
    },
  ],
};

/** Where the router is: the page a 'back to the list' lands on. */
function Here() {
  return <p data-testid="here">{useLocation().pathname}</p>;
}

function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={PATHS.keptRecords(':id')} element={page} />
            <Route path={PATHS.keptRecords()} element={<Here />} />
            <Route path="*" element={page} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const routeOf = ([url, init]: [unknown, RequestInit?]) => `${init?.method ?? 'GET'} ${String(url)}`;

describe('kept clinical records', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each kept record: whose, when the account went, its controls and anamnesis', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ records: [SUMMARY] }));
    renderAt('/lista', <KeptRecordsPage />);
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Ana Rivas' }).getAttribute('href')).toBe(
      '/auth/historias-conservadas/k1',
    );
    expect(within(row).getByText('ana@x.uy')).toBeTruthy();
    expect(within(row).getByText('1 dic. 2026')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Sí')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
  });

  it('says so when no record is kept', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ records: [] }));
    renderAt('/lista', <KeptRecordsPage />);
    expect(await screen.findByText('No hay historias clínicas conservadas')).toBeTruthy();
  });

  it('shows a record read-only, in words: labels, es-UY numbers, 24-hour times, who read it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(RECORD));
    const label = (key: string) => (key === 'workHours' ? 'Horas de trabajo por día' : undefined);
    renderAt(PATHS.keptRecords('k1'), <KeptRecordPage fieldLabel={label} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rivas' })).toBeTruthy();
    expect(
      screen.getByText(/cuenta eliminada el 1 de diciembre de 2026 · solo lectura/),
    ).toBeTruthy();

    const anamnesis = screen.getByRole('region', { name: 'Anamnesis' });
    const value = (region: HTMLElement, term: string) =>
      within(region).getByText(term).nextElementSibling?.textContent;
    expect(value(anamnesis, 'Horas de trabajo por día')).toBe('8 horas');
    expect(value(anamnesis, 'Ficha')).toBe('Simple (a distancia)');
    expect(value(anamnesis, 'Sports days')).toBe('3');
    expect(value(anamnesis, 'Desayuno lugar')).toBe('Casa');
    expect(value(anamnesis, 'Consentimiento dado el')).toBe('2 nov. 2026, 10:30');
    expect(value(anamnesis, 'Consentimiento registrado por')).toBe('la persona');
    // Ids and empty answers are not for reading.
    expect(within(anamnesis).queryByText('Id')).toBeNull();
    expect(within(anamnesis).queryByText('Intolerancias')).toBeNull();

    const controls = screen.getByRole('region', { name: 'Controles (1)' });
    expect(within(controls).getByRole('heading', { name: '10 nov. 2026, 11:00' })).toBeTruthy();
    expect(within(controls).getByText('Presencial')).toBeTruthy();
    expect(value(controls, 'Peso (kg)')).toBe('72,5');
    expect(value(controls, 'Notas')).toBe('Buen avance');
    expect(within(controls).queryByText('Talla (cm)')).toBeNull();

    const plans = screen.getByRole('region', { name: 'Planes alimentarios (1)' });
    expect(within(plans).getByRole('heading', { name: 'Plan de Ana' })).toBeTruthy();
    expect(within(plans).getByText('Versión 2')).toBeTruthy();
    expect(within(plans).getByText('Publicada el 15 nov. 2026, 10:00')).toBeTruthy();
    expect(within(plans).getByText(/Objetivo diario: 1\.800 kcal · proteínas 90 g/)).toBeTruthy();
    expect(within(plans).getByText(/lunes, martes, miércoles, jueves, viernes/)).toBeTruthy();
    expect(within(plans).getByText('8:00 · Desayuno')).toBeTruthy();
    expect(within(plans).getByText('40 g de avena arrollada (con canela)')).toBeTruthy();
    expect(within(plans).getByText('Tomá dos litros de agua por día.')).toBeTruthy();

    const access = screen.getByRole('region', { name: 'Quién la leyó' });
    expect(within(access).getByText(/Laura Méndez leyó la anamnesis/)).toBeTruthy();
    // Nothing on the page edits it.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("'Eliminar' asks first, deletes, and goes back to the list", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url, init) =>
        init?.method === 'DELETE'
          ? Response.json({ message: PRIVACY_MSG.keptErased })
          : Response.json(String(url).endsWith('/k1') ? RECORD : { records: [] }),
      );
    renderAt(PATHS.keptRecords('k1'), <KeptRecordPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Eliminar (terminó el plazo de conservación)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminar la historia clínica conservada' });
    expect(fetch.mock.calls.filter(([, i]) => i?.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe(PATHS.keptRecords()));
    expect(fetch.mock.calls.map(routeOf)).toContain('DELETE /api/historias-conservadas/k1');
    expect(vi.mocked(notifications.show).mock.calls.map(([n]) => n.message)).toContain(
      PRIVACY_MSG.keptErased,
    );
  });

  it('reads stored names it has no label for as words, and leaves out what is empty', () => {
    expect(wordsOf('perimetroCintura')).toBe('Perimetro cintura');
    expect(wordsOf('carne_vacuna_frecuencia')).toBe('Carne vacuna frecuencia');
    // In the forms' order, whatever order the stored keys come in.
    const stored = {
      sports: 'Running',
      createdAt: '2026-11-02T13:30:00.000Z',
      kind: 'Simple',
      extended: { cena_hora: '21:00' },
      zzz: 'nuevo',
      workHours: '8 horas',
    };
    expect(recordFacts(stored).map((f) => f.key)).toEqual([
      'kind',
      'workHours',
      'sports',
      'cena_hora',
      'zzz',
      'createdAt',
    ]);
    expect(recordFacts({ id: 'x', peso: '80.00', notas: '', objetivo: null })).toEqual([
      { key: 'peso', label: 'Peso (kg)', value: '80' },
    ]);
  });
});
