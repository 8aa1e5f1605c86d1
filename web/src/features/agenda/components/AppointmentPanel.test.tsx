import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUpcomingAnswer } from '@contract/agenda';
import { TestProviders } from '@web/test/render';
import { AppointmentPanel } from './AppointmentPanel';
import { makePractice } from '@web/test/practice';

// Tuesday 3 March 2026, 10:00 to 11:00 in Montevideo.
const tuesday = { _id: 'e1', start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T14:00:00.000Z' };

/** GET calendar/user/{id} and GET consultorio (her WhatsApp chat link, '' when none). */
function answer(upcoming: TUpcomingAnswer, whatsappUrl = '') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url).startsWith('/api/calendar/user/')
      ? Response.json(upcoming)
      : String(url).startsWith('/api/consultorio')
        ? Response.json({
            consultorio: makePractice({ whatsappUrl }),
          })
        : Response.json({ message: 'inesperado' }, { status: 500 }),
  );
}

function renderPanel(onChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <AppointmentPanel
          userId="c1"
          eventId="e1"
          changing={false}
          onChange={onChange}
          onCancelled={() => undefined}
        />
      </TestProviders>
    </QueryClientProvider>,
  );
  return onChange;
}

const place = { address: '', mapUrl: '' };
const history: TUpcomingAnswer['history'] = [];

describe('AppointmentPanel (the booking page opened on one appointment)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("more than 24 hours ahead: its time, 'Cambiar horario' and 'Cancelar turno'", async () => {
    answer({ appointments: [{ ...tuesday, mayCancel: true }], history, place });
    const onChange = renderPanel();
    await screen.findByText('Martes, 3 de marzo de 2026, de 10:00 a 11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar horario' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ _id: 'e1' }));
    expect(screen.getByRole('button', { name: 'Cancelar turno' })).toBeTruthy();
  });

  it('within 24 hours: write to her, with the WhatsApp chat about this appointment', async () => {
    answer(
      { appointments: [{ ...tuesday, mayCancel: false }], history, place },
      'https://wa.me/59899123456',
    );
    renderPanel();
    await screen.findByText(
      'Faltan menos de 24 horas para el turno: escribile a la nutricionista para cancelarlo o cambiarlo.',
    );
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).toBeNull();
    const chat = new URL(
      (await screen.findByRole('link', { name: 'Escribile por WhatsApp' })).getAttribute('href')!,
    );
    expect(chat.origin + chat.pathname).toBe('https://wa.me/59899123456');
    expect(chat.searchParams.get('text')).toBe(
      'Hola, te escribo por mi turno presencial del martes, 3 de marzo de 2026, de 10:00 a 11:00.',
    );
  });

  it('no WhatsApp set: no button; an appointment that is gone says so', async () => {
    answer({ appointments: [{ ...tuesday, _id: 'other', mayCancel: false }], history, place });
    renderPanel();
    await screen.findByText(/No encontramos ese turno/);
    expect(screen.queryByRole('link', { name: 'Escribile por WhatsApp' })).toBeNull();
  });
});
