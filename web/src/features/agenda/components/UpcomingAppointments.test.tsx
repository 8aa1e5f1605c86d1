import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUpcomingAnswer } from '@contract/agenda';
import type { TPractice } from '@contract/practice';
import { sessionStore } from '@web/lib/session';
import { TestProviders } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { UpcomingAppointments } from './UpcomingAppointments';
import { makePractice, WITH_WHATSAPP } from '@web/test/practice';

const client = makeUser({ _id: 'c1', name: 'Lucía' });
const admin = makeUser({ _id: 'a1', type: 'admin' });

function renderList(userId = client._id) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <UpcomingAppointments userId={userId} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const PRACTICE = makePractice({ ...WITH_WHATSAPP });

/** The API's answer to GET calendar/user/{id} and GET consultorio, then to whatever else is asked. */
function answer(body: TUpcomingAnswer, practice: TPractice = PRACTICE) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) =>
    init?.method === 'DELETE'
      ? Response.json({
          msg: 'Turno cancelado: podés elegir otro día y hora cuando quieras',
          calendar: [],
        })
      : String(url).startsWith('/api/calendar/user/')
        ? Response.json(body)
        : String(url).startsWith('/api/consultorio')
          ? Response.json({ consultorio: practice })
          : Response.json({ message: 'inesperado' }, { status: 500 }),
  );
}

// Tuesday 3 March 2026, 10:00 to 11:00 in Montevideo.
const tuesday = { _id: 'e1', start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T14:00:00.000Z' };

describe('UpcomingAppointments', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    act(() => sessionStore.clear());
    vi.restoreAllMocks();
  });

  it("lists the client's appointment in Montevideo time, the place, and lets them cancel it", async () => {
    sessionStore.start('t', client, true);
    const fetch = answer({
      appointments: [{ ...tuesday, mayCancel: true }],
      history: [],
      place: { address: 'Bulevar Artigas 1000', mapUrl: 'https://maps.example.uy/x' },
    });
    renderList();
    await screen.findByText('Martes, 3 de marzo de 2026, de 10:00 a 11:00');
    const section = screen.getByRole('region', { name: 'Tus próximos turnos' });
    expect(section.textContent).toContain('Bulevar Artigas 1000');
    expect(screen.getByRole('link', { name: 'Cómo llegar' }).getAttribute('href')).toBe(
      'https://maps.example.uy/x',
    );
    // 'Cambiar horario' opens the booking page on that appointment.
    expect(
      screen
        .getByRole('link', {
          name: 'Cambiar horario del turno del martes, 3 de marzo de 2026, de 10:00 a 11:00',
        })
        .getAttribute('href'),
    ).toBe('/auth/agendar-control/c1?turno=e1');
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Cancelar turno del martes, 3 de marzo de 2026, de 10:00 a 11:00',
      }),
    );
    const yes = await screen.findByRole('button', { name: 'Sí, cancelar el turno' });
    await act(async () => {
      fireEvent.click(yes);
    });
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && url === '/api/calendar/e1',
        ),
      ).toBe(true),
    );
  });

  it('within 24 hours (her default): no cancel button, what to do instead; no place when none is set', async () => {
    sessionStore.start('t', client, true);
    answer({
      appointments: [{ ...tuesday, mayCancel: false }],
      history: [],
      place: { address: '', mapUrl: '' },
    });
    renderList();
    const section = await screen.findByRole('region', { name: 'Tus próximos turnos' });
    await waitFor(() => expect(section.textContent).toContain('de 10:00 a 11:00'));
    expect(screen.queryByRole('button', { name: /Cancelar turno/ })).toBeNull();
    expect(section.textContent).toContain('Faltan menos de 24 horas');
    expect(section.textContent).not.toMatch(/undefined|Cómo llegar/);
  });

  it("within her 48 hours: her policy's text, the WhatsApp chat and the policy in one sentence", async () => {
    sessionStore.start('t', client, true);
    answer(
      {
        appointments: [{ ...tuesday, mayCancel: false }],
        history: [],
        place: { address: '', mapUrl: '' },
      },
      { ...PRACTICE, cancelHours: 48, lateCredit: 'conserva' },
    );
    renderList();
    const section = await screen.findByRole('region', { name: 'Tus próximos turnos' });
    await waitFor(() =>
      expect(section.textContent).toContain(
        'Faltan menos de 48 horas para el turno: escribile a la nutricionista para cancelarlo o cambiarlo.',
      ),
    );
    expect(section.textContent).toContain(
      'Podés cancelar o cambiar tu turno hasta 48 horas antes; después, avisale a la nutricionista y el turno no se pierde.',
    );
    const chat = new URL(
      screen.getByRole('link', { name: 'Escribile por WhatsApp' }).getAttribute('href')!,
    );
    expect(chat.searchParams.get('text')).toContain('martes, 3 de marzo de 2026, de 10:00 a 11:00');
  });

  it("the admin on a client's profile: 'Próximos turnos', and an empty list says so", async () => {
    sessionStore.start('t', admin, true);
    answer({ appointments: [], history: [], place: { address: '', mapUrl: '' } });
    renderList();
    await screen.findByText('No tiene turnos agendados.');
    expect(screen.getByRole('region', { name: 'Próximos turnos' })).toBeTruthy();
  });
});
