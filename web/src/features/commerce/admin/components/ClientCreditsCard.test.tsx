import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCreditsAnswer } from '@contract/credits';
import { setApiTransport } from '@web/lib/api';
import { TestProviders } from '@web/test/render';
import { ClientCreditsCard } from './ClientCreditsCard';
import { makeCreditLot } from '@web/test/credits';

const TITLE = 'Turnos pagos y packs';

const CREDITS: TCreditsAnswer = {
  disponibles: 2,
  lotes: [makeCreditLot()],
  // Newest first; 13:30 UTC is 10:30 in Montevideo.
  movimientos: [
    {
      _id: 'm4',
      kind: 'uso',
      at: '2026-01-20T13:30:00.000Z',
      producto: 'Pack de 3 controles',
      turno: '2026-01-27T13:00:00.000Z',
    },
    {
      _id: 'm3',
      kind: 'devolucion',
      at: '2026-01-15T21:05:00.000Z',
      producto: 'Pack de 3 controles',
      turno: '2026-01-16T14:00:00.000Z',
    },
    {
      _id: 'm2',
      kind: 'uso',
      at: '2026-01-12T12:00:00.000Z',
      producto: 'Pack de 3 controles',
      turno: '2026-01-16T14:00:00.000Z',
    },
    {
      _id: 'm1',
      kind: 'compra',
      at: '2026-01-10T15:00:00.000Z',
      producto: 'Pack de 3 controles',
      turno: null,
    },
  ],
  totales: { compra: 3, uso: 2, devolucion: 1, vencimiento: 0, reembolso: 0 },
};

function renderCard(answer: TCreditsAnswer) {
  setApiTransport(async (url) =>
    url === '/api/creditos/c1'
      ? Response.json(answer)
      : Response.json({ message: 'no esperado' }, { status: 404 }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TestProviders>
        <ClientCreditsCard userId="c1" />
      </TestProviders>
    </QueryClientProvider>,
  );
}

describe("A client's record: 'Turnos pagos y packs' (issue 34)", () => {
  it('each purchase with what is left, the ledger in Montevideo time, and its totals', async () => {
    renderCard(CREDITS);
    const card = screen.getByRole('region', { name: TITLE });
    const lot = await within(card).findByRole('listitem');
    expect(lot.textContent).toBe(
      'Pack de 3 controlesLe quedan 2 de 3 controles · vencen el 15/3Comprado el 10/01/2026',
    );

    const table = within(card).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fecha', 'Movimiento', 'Producto', 'Turno']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['20/01/2026 10:30', 'Usado', 'Pack de 3 controles', '27/01/2026 10:00'],
      ['15/01/2026 18:05', 'Devuelto', 'Pack de 3 controles', '16/01/2026 11:00'],
      ['12/01/2026 09:00', 'Usado', 'Pack de 3 controles', '16/01/2026 11:00'],
      ['10/01/2026 12:00', 'Comprado', 'Pack de 3 controles', '—'],
    ]);
    expect(
      within(card).getByText(
        'Comprados 3 · Usados 2 · Devueltos 1 · Vencidos 0 · Reembolsados 0 · Disponibles 2',
      ),
    ).toBeTruthy();
  });

  it("says 'Sin turnos pagos' for a client who never bought one", async () => {
    renderCard({
      disponibles: 0,
      lotes: [],
      movimientos: [],
      totales: { compra: 0, uso: 0, devolucion: 0, vencimiento: 0, reembolso: 0 },
    });
    const card = screen.getByRole('region', { name: TITLE });
    expect(await within(card).findByText('Sin turnos pagos')).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });
});
