import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAvailabilityOverview } from '@contract/agenda';
import { TestProviders } from '@web/test/render';
import { AvailabilitySection } from './AvailabilitySection';
import { makePractice, NAMED } from '@web/test/practice';

const OVERVIEW: TAvailabilityOverview = {
  settings: {
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    slotMinutes: 60,
    bufferMinutes: 0,
    minNoticeHours: 12,
    horizonDays: 60,
  },
  daysOff: [{ _id: 'd1', firstDay: '2026-03-16', lastDay: '2026-03-20', note: 'Vacaciones' }],
  holidays: [{ day: '2026-07-18', name: 'Jura de la Constitución', open: false }],
  outside: [
    {
      _id: 'e1',
      title: 'Control presencial: Ana',
      start: '2026-03-09T13:00:00.000Z',
      end: '2026-03-09T14:00:00.000Z',
      userId: 'u1',
    },
  ],
};

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <AvailabilitySection />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const PRACTICE = makePractice({ ...NAMED });

/**
 * The API: the overview, and every change answered with it and a message; her practice
 * (the cancellation policy), saved as sent.
 */
function api() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) =>
    String(url).startsWith('/api/consultorio')
      ? init?.method === 'POST'
        ? Response.json({
            message: 'Guardamos tu perfil y tu consultorio',
            consultorio: { ...PRACTICE, ...(JSON.parse(String(init.body)) as object) },
          })
        : Response.json({ consultorio: PRACTICE })
      : init?.method && init.method !== 'GET'
        ? Response.json({
            msg: 'Disponibilidad guardada. Los turnos ya agendados no cambian.',
            ...OVERVIEW,
          })
        : Response.json(OVERVIEW),
  );
}

describe('AvailabilitySection', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows her hours, days off, holidays and the appointments outside her hours', async () => {
    api();
    renderSection();
    const monday = await screen.findByRole('group', { name: 'Lunes' });
    expect((within(monday).getByLabelText('Lunes: desde') as HTMLInputElement).value).toBe('09:00');
    expect(
      within(screen.getByRole('group', { name: 'Sábado' })).getByText('No atendés'),
    ).toBeTruthy();
    expect(screen.getByText('Vacaciones')).toBeTruthy();
    expect(screen.getByText('Jura de la Constitución')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Abrir el sábado, 18 de julio de 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Hay 1 turno fuera de tu horario')).toBeTruthy();
    expect(screen.getByText(/lunes, 9 de marzo de 2026, de 10:00 a 11:00/)).toBeTruthy();
  });

  it('saves Tuesday 15-19 only, as the contract asks', async () => {
    const fetch = api();
    renderSection();
    await screen.findByRole('group', { name: 'Lunes' });
    for (const day of ['lunes', 'miércoles', 'jueves', 'viernes'])
      fireEvent.click(
        screen.getByRole('button', { name: `Quitar el horario del ${day} de 09:00 a 17:00` }),
      );
    fireEvent.change(screen.getByLabelText('Martes: desde'), { target: { value: '15:00' } });
    fireEvent.change(screen.getByLabelText('Martes: hasta'), { target: { value: '19:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar disponibilidad' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toBe('/api/agenda/disponibilidad');
    expect(JSON.parse(String(init!.body))).toEqual({
      ...OVERVIEW.settings,
      weeklyHours: [{ weekday: 2, start: '15:00', end: '19:00' }],
    });
  });

  it('refuses overlapping ranges of a day before asking the server', async () => {
    const fetch = api();
    renderSection();
    await screen.findByRole('group', { name: 'Lunes' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar horario el lunes' }));
    fireEvent.change(screen.getAllByLabelText('Lunes: desde')[1]!, { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar disponibilidad' }));
    expect(
      await screen.findByText('Los horarios de un mismo día no se pueden superponer'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves her cancellation policy, showing the sentence her clients will read', async () => {
    const fetch = api();
    renderSection();
    const hours = await screen.findByLabelText('Horas antes del turno');
    expect(
      screen.getByText(
        'Podés cancelar o cambiar tu turno hasta 24 horas antes; después ya no, y si no venís el turno se pierde.',
      ),
    ).toBeTruthy();
    fireEvent.change(hours, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('radio', { name: 'El turno se conserva' }));
    expect(
      await screen.findByText(
        'Podés cancelar o cambiar tu turno hasta 48 horas antes; después, avisale a la nutricionista y el turno no se pierde.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar política' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe('/api/consultorio');
    expect(JSON.parse(String(init!.body))).toEqual({ cancelHours: 48, lateCredit: 'conserva' });
  });

  it('refuses hours beyond a week before asking the server', async () => {
    const fetch = api();
    renderSection();
    fireEvent.change(await screen.findByLabelText('Horas antes del turno'), {
      target: { value: '200' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar política' }));
    expect(
      await screen.findByText('Escribí las horas antes del turno: un número entre 0 y 168'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
