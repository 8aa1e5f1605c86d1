import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCalendarEvent } from '@contract/agenda';
import { AGENDA_MSG } from '@contract/agenda-slots';
import type { TPractice } from '@contract/practice';
import { practiceKey } from '@web/lib/get-practice';
import { TestProviders } from '@web/test/render';
import { EventDialog } from '../../components/EventDialog';
import { AttendanceField } from './AttendanceField';
import { makePractice } from '@web/test/practice';

const HOUR = 3_600_000;
const PRACTICE = makePractice();

/** Ana's turno, which started two hours ago (or starts in two hours). */
const turno = (startsIn: number, more: Partial<TCalendarEvent> = {}): TCalendarEvent => ({
  _id: 'e1',
  title: 'Control presencial: Ana',
  email: 'ana@x.uy',
  description: '',
  color: 'green',
  allDay: false,
  start: new Date(Date.now() + startsIn).toISOString(),
  end: new Date(Date.now() + startsIn + HOUR).toISOString(),
  userId: 'u1',
  person: 'Ana',
  phone: '',
  busy: false,
  asistencia: null,
  asistenciaAutomatica: false,
  ...more,
});

/** The Agenda tab's detail dialog: the turno shown is the one the server answered. */
function Harness({ first }: { first: TCalendarEvent }) {
  const [event, setEvent] = useState<TCalendarEvent | null>(first);
  return (
    <EventDialog
      event={event}
      admin
      onClose={() => setEvent(null)}
      attendance={event && <AttendanceField event={event} onSaved={setEvent} />}
    />
  );
}

function renderDialog(event: TCalendarEvent, practice: TPractice = PRACTICE) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(practiceKey(), practice);
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <Harness first={event} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

/** PUT calendar/{id}/asistencia, answered with the turno marked. */
function api() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const { asistencia } = JSON.parse(String(init?.body)) as Pick<TCalendarEvent, 'asistencia'>;
    return Response.json({
      msg: AGENDA_MSG.attendanceSaved,
      calendar: turno(-2 * HOUR, { asistencia }),
    });
  });
}

describe("the turno's attendance in her event dialog", () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it("a turno that started: she marks 'No asistió', and the dialog shows it marked", async () => {
    const fetch = api();
    renderDialog(turno(-2 * HOUR));
    expect(screen.getByText('Si no asistió, el turno se pierde.')).toBeTruthy();
    const missed = screen.getByRole('button', { name: 'No asistió' });
    expect(missed.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(missed);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'No asistió' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/calendar/e1/asistencia');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ asistencia: 'no-asistio' });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: AGENDA_MSG.attendanceSaved }),
    );
  });

  it('says when the day after marked it by default, and what missing it does with her policy', async () => {
    renderDialog(turno(-26 * HOUR, { asistencia: 'asistio', asistenciaAutomatica: true }), {
      ...PRACTICE,
      lateCredit: 'conserva',
    });
    expect(screen.getByRole('button', { name: 'Asistió' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('Marcado como asistió por defecto')).toBeTruthy();
    expect(
      screen.getByText('Si no asistió, el turno vuelve a quedar disponible para el cliente.'),
    ).toBeTruthy();
  });

  it("nothing to mark before the turno starts, nor on a turno that is no client's", () => {
    renderDialog(turno(2 * HOUR));
    expect(screen.queryByRole('button', { name: 'No asistió' })).toBeNull();
    expect(screen.getByText('Control presencial: Ana')).toBeTruthy();
    cleanup();
    renderDialog(turno(-2 * HOUR, { userId: null }));
    expect(screen.queryByRole('button', { name: 'No asistió' })).toBeNull();
  });
});
