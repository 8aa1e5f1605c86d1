import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MSG, type TPendingDataRequest } from '@contract/privacy';
import { TestProviders } from '@web/test/render';
import { DataRequestsCard } from './DataRequestsCard';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const ANA = '3f1c2b9e-5d6a-4c1b-9e2f-0a1b2c3d4e5f';
const BRUNO = '7a2d4c6e-1b3f-4a5c-8d7e-9f0a1b2c3d4e';

const BAJA: TPendingDataRequest = {
  _id: 'p1',
  kind: 'baja',
  detail: '',
  requestedAt: '2026-03-09T15:00:00.000Z',
  dueDay: '2026-03-16',
  answeredAt: null,
  answer: '',
  userId: ANA,
  name: 'Ana Rivas',
  email: 'ana@hoy.uy',
  daysLeft: -2,
};
const CORRECCION: TPendingDataRequest = {
  ...BAJA,
  _id: 'p2',
  kind: 'correccion',
  detail: 'Mi control presencial dice 82 kg y eran 72',
  dueDay: '2026-03-23',
  userId: BRUNO,
  name: 'Bruno Silva',
  email: 'bruno@hoy.uy',
  daysLeft: 3,
};

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

/** The card on `requests`; each answer is `message`'s 200. */
function renderCard(requests: TPendingDataRequest[], message: string, keptDue = 0) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ message }));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <DataRequestsCard requests={requests} keptDue={keptDue} />
      </TestProviders>
    </QueryClientProvider>,
  );
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => [
      `${init?.method} ${String(url)}`,
      JSON.parse(String(init?.body)) as unknown,
    ]);
  return { sent, invalidate };
}

describe("'Hoy': 'Pedidos sobre datos personales'", () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each request: whose (to their profile), which kind, what they wrote, and its legal due day', () => {
    renderCard([BAJA, CORRECCION], '');
    const card = screen.getByRole('region', { name: 'Pedidos sobre datos personales' });
    expect(within(card).getByText('2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ana Rivas' }).getAttribute('href')).toBe(
      `/auth/usuario/${ANA}`,
    );
    expect(within(card).getByText('Baja')).toBeTruthy();
    expect(within(card).getByText('Sin comentarios.')).toBeTruthy();
    const late = within(card).getByText('venció el 16 de marzo de 2026 (2 días hábiles de atraso)');
    expect(late.getAttribute('style') ?? late.className).toMatch(/red/);
    expect(within(card).getByText('Corrección')).toBeTruthy();
    expect(within(card).getByText('«Mi control presencial dice 82 kg y eran 72»')).toBeTruthy();
    expect(
      within(card).getByText('vence el 23 de marzo de 2026 (faltan 3 días hábiles)'),
    ).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Ver historias clínicas conservadas' })
        .getAttribute('href'),
    ).toBe('/auth/historias-conservadas');
  });

  it('shows nothing while no request waits and no kept record is due', () => {
    renderCard([], '');
    expect(screen.queryByRole('region', { name: 'Pedidos sobre datos personales' })).toBeNull();
  });

  it('says when kept clinical records reached the end of their keeping period, even with no request', () => {
    renderCard([], '', 2);
    const card = screen.getByRole('region', { name: 'Pedidos sobre datos personales' });
    expect(card.textContent).toContain(
      '2 historias clínicas conservadas cumplieron su plazo de conservación',
    );
    expect(card.textContent).toContain('No hay pedidos sin responder.');
  });

  it("'Eliminar la cuenta' explains what goes and stays, and keeps the clinical record unless she says its period ended", async () => {
    const { sent, invalidate } = renderCard([BAJA], PRIVACY_MSG.erased);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la cuenta: Ana Rivas' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar la cuenta de Ana Rivas' });
    expect(within(dialog).getByText(/Sus ventas quedan, sin su nombre/)).toBeTruthy();
    expect(within(dialog).getByText(/solo para lectura/)).toBeTruthy();
    const keep = within(dialog).getByRole('checkbox', {
      name: 'Terminó el plazo de conservación de su historia clínica: eliminarla también',
    });
    expect((keep as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar la cuenta' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        [
          'POST /api/pedidos-datos/p1/respuesta',
          { action: 'eliminar', eraseClinicalRecord: false },
        ],
      ]),
    );
    await waitFor(() => expect(toasts()).toContain(PRIVACY_MSG.erased));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('erases the clinical record too only when she checks that its keeping period ended', async () => {
    const { sent } = renderCard([BAJA], PRIVACY_MSG.erased);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la cuenta: Ana Rivas' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByText(/se elimina también, sin vuelta atrás/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar la cuenta' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        ['POST /api/pedidos-datos/p1/respuesta', { action: 'eliminar', eraseClinicalRecord: true }],
      ]),
    );
  });

  it("'Marcar como corregido' sends her optional note on what she changed", async () => {
    const { sent, invalidate } = renderCard([CORRECCION], PRIVACY_MSG.corrected);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como corregido: Bruno Silva' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar la corrección como hecha' });
    expect(within(dialog).getByText(/Mi control presencial dice 82 kg/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Qué corregiste (opcional)' }), {
      target: { value: '  Corregí el peso del control del 3 de marzo: 72 kg.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como corregido' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        [
          'POST /api/pedidos-datos/p2/respuesta',
          { action: 'corregido', note: 'Corregí el peso del control del 3 de marzo: 72 kg.' },
        ],
      ]),
    );
    await waitFor(() => expect(toasts()).toContain(PRIVACY_MSG.corrected));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
  });
});
