import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPastAppointment, TUpcomingAnswer } from '@contract/agenda';
import { TestProviders } from '@web/test/render';
import { AppointmentHistory } from './AppointmentHistory';

function renderHistory(history: TPastAppointment[]) {
  const answer: TUpcomingAnswer = { appointments: [], history, place: { address: '', mapUrl: '' } };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url) === '/api/calendar/user/c1'
      ? Response.json(answer)
      : Response.json({ message: 'inesperado' }, { status: 500 }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <AppointmentHistory userId="c1" />
      </TestProviders>
    </QueryClientProvider>,
  );
}

/** A turno on day `day` of February 2026 at `hour` UTC (three hours ahead of Montevideo). */
const past = (
  id: string,
  day: number,
  hour: number,
  asistencia: TPastAppointment['asistencia'],
) => {
  const start = new Date(Date.UTC(2026, 1, day, hour, 30));
  return {
    _id: id,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    asistencia,
  };
};

describe('AppointmentHistory', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the turnos that started, latest first, in Montevideo time with whether the client came', async () => {
    renderHistory([
      past('p3', 24, 13, null),
      past('p2', 17, 18, 'no-asistio'),
      past('p1', 10, 12, 'asistio'),
    ]);
    const history = await screen.findByRole('region', { name: 'Historial de turnos' });
    const rows = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      '24 feb. 2026, 10:30Sin marcar',
      '17 feb. 2026, 15:30No asistió',
      '10 feb. 2026, 09:30Asistió',
    ]);
  });

  it("shows the latest five, then all of them on 'Ver todos'", async () => {
    renderHistory(Array.from({ length: 7 }, (_, i) => past(`p${i}`, 20 - i, 13, 'asistio')));
    const history = await screen.findByRole('region', { name: 'Historial de turnos' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(history).getByRole('button', { name: 'Ver todos (7)' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(7);
  });
});
