import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@contract/pages';
import { WAITLIST_MSG, type TWaitlistStatus } from '@contract/waitlist';
import { TestProviders } from '@web/test/render';
import { agendaKeys } from '../api/keys';
import { WaitlistCard } from './WaitlistCard';

// Monday 2 March 2026, 11:00 in Montevideo.
const NOW = new Date('2026-03-02T14:00:00.000Z');

const NOTHING: TWaitlistStatus = {
  anotadoDesde: null,
  posicion: null,
  puedeAnotarse: false,
  motivo: WAITLIST_MSG.slotsFree,
  oferta: null,
};
const MAY_JOIN: TWaitlistStatus = { ...NOTHING, puedeAnotarse: true, motivo: null };
const WAITING: TWaitlistStatus = {
  ...NOTHING,
  anotadoDesde: '2026-02-27T15:00:00.000Z',
  posicion: 2,
  motivo: null,
};
const OFFERED: TWaitlistStatus = {
  ...WAITING,
  posicion: 1,
  // Tuesday 3 March, 10:00 to 11:00, held until 13:00 today.
  oferta: {
    _id: 'o1',
    start: '2026-03-03T13:00:00.000Z',
    end: '2026-03-03T14:00:00.000Z',
    vence: '2026-03-02T16:00:00.000Z',
  },
};

type Answer = { status?: number; body: unknown };
/**
 * The API: GET lista-de-espera answers `statuses` in turn (the last one from then on);
 * POST and DELETE answer what the test gives. Returns the calls made.
 */
function serve(statuses: TWaitlistStatus[], writes: { POST?: Answer; DELETE?: Answer } = {}) {
  const calls: string[] = [];
  let reads = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${String(url)}`);
    expect(String(url)).toBe('/api/lista-de-espera');
    if (method === 'GET') {
      const status = statuses[Math.min(reads, statuses.length - 1)];
      reads += 1;
      return Response.json(status);
    }
    const a = writes[method as 'POST' | 'DELETE'];
    if (!a) throw new Error(`unexpected ${method}`);
    return Response.json(a.body, { status: a.status ?? 200 });
  });
  return calls;
}

function show() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <WaitlistCard userId="c1" />
      </TestProviders>
    </QueryClientProvider>,
  );
  return queryClient;
}

const card = () => screen.findByRole('region', { name: 'Lista de espera' });

describe("'Lista de espera' on the client's booking page (issue 34)", () => {
  let shown: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.setSystemTime(NOW);
    shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a slot offered to them: when, until when, and the way to reserve it', async () => {
    serve([OFFERED]);
    show();
    const region = await card();
    const alert = within(region).getByRole('alert');
    expect(
      within(alert).getByText('Se liberó un turno para vos: martes 3 de marzo a las 10:00'),
    ).toBeTruthy();
    expect(within(alert).getByText(/^Tenés hasta hoy a las 13:00 para reservarlo\./)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Reservar este turno' }).getAttribute('href'),
    ).toBe(PATHS.slotOffer('o1'));
    // Still on the list, for the next one if this one does not suit them.
    expect(within(region).getByText(/Estás en la lista de espera \(puesto 1\)/)).toBeTruthy();
  });

  it('on the list: their place, and leaving it after a confirmation', async () => {
    const calls = serve([WAITING, NOTHING], {
      DELETE: { body: { message: WAITLIST_MSG.left, estado: NOTHING } },
    });
    show();
    const region = await card();
    expect(
      within(region).getByText(
        'Estás en la lista de espera (puesto 2). Te avisamos por correo y en el teléfono cuando se libere un turno en los próximos 14 días.',
      ),
    ).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Salir de la lista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de la lista de espera?' });
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: WAITLIST_MSG.left }),
      ),
    );
    expect(calls.filter((c) => c.startsWith('DELETE'))).toHaveLength(1);
    // Off the list, with slots free: the card has nothing more to say.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Lista de espera' })).toBeNull(),
    );
  });

  it('nothing free in 14 days: joining, with the server’s message, then their place', async () => {
    const joined: TWaitlistStatus = { ...WAITING, posicion: 1 };
    const calls = serve([MAY_JOIN, joined], {
      POST: { body: { message: WAITLIST_MSG.joined, estado: joined } },
    });
    show();
    const region = await card();
    expect(
      within(region).getByText('No hay horarios libres en los próximos 14 días.'),
    ).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Anotarme en la lista de espera' }));
    expect(
      await within(region).findByText(/Estás en la lista de espera \(puesto 1\)/),
    ).toBeTruthy();
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: WAITLIST_MSG.joined }),
    );
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(
      within(region).queryByRole('button', { name: 'Anotarme en la lista de espera' }),
    ).toBeNull();
  });

  it("a refused join: the server's reason stays in sight though the card has nothing else", async () => {
    serve([MAY_JOIN, NOTHING], {
      POST: { status: 409, body: { message: WAITLIST_MSG.slotsFree } },
    });
    show();
    const region = await card();
    fireEvent.click(within(region).getByRole('button', { name: 'Anotarme en la lista de espera' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe(WAITLIST_MSG.slotsFree);
    // The status read again says slots are free: the way in is gone, the reason is not.
    await waitFor(() =>
      expect(
        within(region).queryByRole('button', { name: 'Anotarme en la lista de espera' }),
      ).toBeNull(),
    );
    expect(within(region).getByRole('alert').textContent).toBe(WAITLIST_MSG.slotsFree);
  });

  it('slots free or no credit: no card at all', async () => {
    for (const motivo of [WAITLIST_MSG.slotsFree, WAITLIST_MSG.needsCredit]) {
      serve([{ ...NOTHING, motivo }]);
      const queryClient = show();
      await waitFor(() =>
        expect(queryClient.getQueryState(agendaKeys.waitlistStatus('c1'))?.status).toBe('success'),
      );
      expect(screen.queryByRole('region', { name: 'Lista de espera' })).toBeNull();
      expect(screen.queryByText(/lista de espera/i)).toBeNull();
      vi.mocked(globalThis.fetch).mockRestore();
    }
  });
});
