import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@contract/pages';
import { WAITLIST_MSG, type TSlotOffer } from '@contract/waitlist';
import { sessionStore } from '@web/lib/session';
import { makeUser } from '@web/test/users';
import SlotOfferPage from './SlotOfferPage';

// Monday 2 March 2026, 11:00 in Montevideo.
const NOW = new Date('2026-03-02T14:00:00.000Z');
// Tuesday 3 March, 10:00 to 11:00, held until 13:00 today.
const OFFER: TSlotOffer = {
  _id: 'o1',
  start: '2026-03-03T13:00:00.000Z',
  end: '2026-03-03T14:00:00.000Z',
  vence: '2026-03-02T16:00:00.000Z',
  estado: 'vigente',
};
const BOOKED = {
  _id: 'e9',
  title: 'Ana',
  email: 'ana@x.uy',
  description: '',
  color: 'green',
  allDay: false,
  start: OFFER.start,
  end: OFFER.end,
  userId: 'c1',
  person: 'Ana',
  phone: '',
  busy: false,
};

type Answer = { status: number; body: unknown };
/** The API: GET the offer (or `get`), POST reservar answers `claim`. Returns the calls made. */
function serve(opts: { get?: Answer; claim?: Answer } = {}) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${String(url)}`);
    if (method === 'POST') {
      expect(String(url)).toBe('/api/lista-de-espera/ofertas/o1/reservar');
      const a = opts.claim ?? {
        status: 200,
        body: { msg: WAITLIST_MSG.claimed, calendar: BOOKED },
      };
      return Response.json(a.body, { status: a.status });
    }
    expect(String(url)).toBe('/api/lista-de-espera/ofertas/o1');
    const a = opts.get ?? { status: 200, body: { oferta: OFFER } };
    return Response.json(a.body, { status: a.status });
  });
  return calls;
}

function renderPage(onReserved = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[PATHS.slotOffer('o1')]}>
          <Routes>
            <Route
              path={PATHS.slotOffer(':id')}
              element={<SlotOfferPage onReserved={onReserved} />}
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onReserved;
}

const offerIn = (estado: TSlotOffer['estado']) => ({
  get: { status: 200, body: { oferta: { ...OFFER, estado } } },
});
const heading = () => screen.getByRole('heading', { level: 1 });
const bookingLink = () => screen.getByRole('link', { name: 'Ver mis turnos' }).getAttribute('href');

describe('/auth/turno-liberado/:id: a freed slot offered to a client (issue 34)', () => {
  beforeEach(() => {
    vi.setSystemTime(NOW);
    sessionStore.start('t', makeUser({ _id: 'c1' }), false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('held for them: the day and time, until when, and one tap reserves it', async () => {
    const calls = serve();
    const onReserved = renderPage();
    expect(await screen.findByText('martes 3 de marzo · 10:00 a 11:00')).toBeTruthy();
    expect(heading().textContent).toBe('Se liberó un turno para vos');
    expect(screen.getByText('Te lo guardamos hasta hoy a las 13:00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reservar este turno' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText(WAITLIST_MSG.claimed)).toBeTruthy();
    expect(within(done).getByText('martes 3 de marzo · 10:00 a 11:00')).toBeTruthy();
    expect(bookingLink()).toBe(PATHS.scheduleControl('c1'));
    expect(screen.queryByRole('button', { name: 'Reservar este turno' })).toBeNull();
    expect(onReserved).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it("a refused reservation: the server's message, and no credit used", async () => {
    serve({ claim: { status: 409, body: { message: WAITLIST_MSG.offerGone } } });
    const onReserved = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reservar este turno' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(WAITLIST_MSG.offerGone);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onReserved).not.toHaveBeenCalled();
  });

  it('gone to the next person: they stay on the list, with the way to their turnos', async () => {
    serve(offerIn('vencida'));
    renderPage();
    expect(
      await screen.findByText(
        'Este turno ya se le ofreció a la siguiente persona de la lista. Seguís anotado para el próximo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar este turno' })).toBeNull();
    expect(screen.queryByText(/Te lo guardamos/)).toBeNull();
    expect(bookingLink()).toBe(PATHS.scheduleControl('c1'));
  });

  it('already reserved: says so, with the way to their turnos', async () => {
    serve(offerIn('reservada'));
    renderPage();
    expect(await screen.findByText('Ya reservaste este turno.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar este turno' })).toBeNull();
    expect(bookingLink()).toBe(PATHS.scheduleControl('c1'));
  });

  it('no longer available: says so, and offers nothing to reserve', async () => {
    serve(offerIn('no-disponible'));
    renderPage();
    expect(await screen.findByText('Este turno ya no está disponible.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar este turno' })).toBeNull();
  });

  it('an offer that does not exist: not found, under a heading that promises nothing', async () => {
    serve({ get: { status: 404, body: { message: WAITLIST_MSG.offerNotFound } } });
    renderPage();
    expect(await screen.findByText('No encontramos ese turno liberado.')).toBeTruthy();
    expect(heading().textContent).toBe('Turno liberado');
    expect(screen.queryByRole('button', { name: 'Reservar este turno' })).toBeNull();
  });

  it('her view of an offer: the slot, but no button (only the client may reserve it)', async () => {
    sessionStore.start('t', makeUser({ _id: 'a1', type: 'admin' }), false);
    serve();
    renderPage();
    expect(await screen.findByText('martes 3 de marzo · 10:00 a 11:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar este turno' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ir a la agenda' }).getAttribute('href')).toBe(
        PATHS.admin('agenda'),
      ),
    );
  });
});
