import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TARGET_MSG,
  type TEnergyMethod,
  type TTargetInputs,
  type TTargetProposal,
} from '@contract/meal-plans';
import { proposeTarget } from '@contract/nutrition';
import { TestProviders } from '@web/test/render';
import { TargetPanel } from './TargetPanel';

const CLIENT = '5b0e6c1e-3d7b-4f5e-9a55-0d5b0c7e2a11';

/** Nothing known of the person yet; the anamnesis answered (3 days × 1 hour, losing fat). */
const NOTHING: TTargetInputs = {
  sex: null,
  age: null,
  birthDate: null,
  heightCm: null,
  weightKg: null,
  measuredAt: null,
  sportsDays: 3,
  sportsHours: '1 hora',
  physicalActivity: 'Camina al trabajo',
  objective: 'Bajar grasa corporal',
};
const KNOWN: TTargetInputs = {
  ...NOTHING,
  age: 30,
  birthDate: '1996-03-01',
  heightCm: 170,
  weightKg: 70,
  measuredAt: '2026-03-02T12:00:00.000Z',
};

const proposal = (inputs: TTargetInputs, method: TEnergyMethod = 'mifflin'): TTargetProposal => ({
  method,
  inputs,
  ...proposeTarget(inputs, { method }),
});

/** The API: GET answers `current`; PUT saves and answers `after`. */
function serve(current: TTargetProposal, after?: TTargetProposal) {
  let now = current;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method === 'PUT') {
      now = after ?? now;
      return Response.json({ message: TARGET_MSG.recorded, objetivo: now });
    }
    return Response.json({ objetivo: now });
  });
}

function renderPanel() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <TargetPanel userId={CLIENT} target={null} onUse={vi.fn()} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

describe('TargetPanel: what the target needs, typed in place (issue 31)', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks what is missing in the builder, saves it to the client and shows the range of Prefiero no decir', async () => {
    const fetch = serve(proposal(NOTHING), proposal({ ...KNOWN, sex: 'Prefiero no decir' }));
    renderPanel();
    expect(
      await screen.findByText(
        'Falta: sexo, fecha de nacimiento, talla de un control y peso de un control.',
      ),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Lo que falta para el objetivo' });
    expect(form).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), {
      target: { value: '01/03/1996' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Sexo' }));
    fireEvent.click(screen.getByRole('option', { name: 'Prefiero no decir', hidden: true }));
    fireEvent.change(screen.getByLabelText(/^Talla \(cm\)/), { target: { value: '170' } });
    fireEvent.change(screen.getByLabelText(/^Peso \(kg\)/), { target: { value: '70,5' } });
    expect(screen.getByText(/se guardan juntos como un control presencial de hoy/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar en la ficha' }));
    });

    await waitFor(() => expect(shown()).toEqual([TARGET_MSG.recorded]));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe(`/api/planes-alimentarios/objetivo/${CLIENT}?metodo=mifflin`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      birthDate: '1996-03-01',
      gender: 'Prefiero no decir',
      talla: 170,
      peso: 70.5,
    });
    // Recomputed from the answer: no more missing, a range from both equations, its middle proposed.
    expect(
      await screen.findByText('Entre 1.800 y 2.006 kcal: sin el sexo, el cálculo da un rango'),
    ).toBeTruthy();
    expect(screen.getByText(/se propone el medio, 1\.903 kcal/)).toBeTruthy();
    expect(screen.queryByText(/^Falta:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar en la ficha' })).toBeNull();
    expect(screen.getByText(/Edad:/).parentElement!.textContent).toContain(
      'Edad: 30 años (nacimiento: 1 de marzo de 1996) · Sexo: Prefiero no decir',
    );
  });

  it('only what is missing is asked, and height goes with weight', async () => {
    const fetch = serve(proposal({ ...NOTHING, sex: 'Femenino', age: 41 }));
    renderPanel();
    expect(
      await screen.findByText('Falta: talla de un control y peso de un control.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Fecha de nacimiento')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sexo' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Talla \(cm\)/), { target: { value: '170' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar en la ficha' }));
    });
    expect(screen.getByText(TARGET_MSG.measuresTogether)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('nothing typed: says what to write and sends nothing', async () => {
    const fetch = serve(proposal(NOTHING));
    renderPanel();
    await screen.findByRole('button', { name: 'Guardar en la ficha' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar en la ficha' }));
    });
    expect(screen.getByText(TARGET_MSG.nothing)).toBeTruthy();
    expect(shown()).toEqual([TARGET_MSG.nothing]);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('with a known sex there is no range and nothing to type', async () => {
    serve(proposal({ ...KNOWN, sex: 'Femenino' }));
    renderPanel();
    expect(await screen.findByText('1.451,5 kcal')).toBeTruthy();
    expect(screen.queryByText(/da un rango/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Lo que falta para el objetivo' })).toBeNull();
  });
});
