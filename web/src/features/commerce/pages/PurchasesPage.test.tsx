import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TPurchase } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { setApiTransport } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';
import { makeUser } from '@web/test/users';
import PurchasesPage from './PurchasesPage';
import { makeCreditLot } from '@web/test/credits';

const PACK: TPurchase = {
  _id: 'p1',
  producto: 'Pack de 3 controles',
  productoId: 'k1',
  typeProduct: 'pack',
  monto: '2700.00',
  plataforma: 'Mercado Pago',
  payment_id: '123456789',
  createdAt: '2026-01-10T15:00:00.000Z',
  refunded: false,
  creditos: makeCreditLot(),
  comprobante: null,
  notaCredito: null,
};
const RECIPES: TPurchase = {
  ...PACK,
  _id: 'p2',
  producto: 'Recetario de verano',
  productoId: 'r1',
  typeProduct: 'receta',
  monto: '450.00',
  creditos: null,
};

describe('Mis Compras: a pack and what is left of it (issue 34)', () => {
  beforeEach(() => {
    sessionStore.start('token-ana', makeUser(), false);
    setApiTransport(async (url) =>
      url === '/api/compras/client'
        ? Response.json({ compras: [PACK, RECIPES] })
        : Response.json({ message: 'no esperado' }, { status: 404 }),
    );
    const router = createMemoryRouter(
      [{ path: PATHS.purchases(':id'), element: <PurchasesPage /> }],
      {
        initialEntries: [PATHS.purchases('client')],
      },
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
  });
  afterEach(() => {
    sessionStore.clear();
  });

  it('shows the credits line under the pack, not under other products, and opens the booking page', async () => {
    const table = await screen.findByRole('table');
    const packRow = within(table).getByText('Pack de 3 controles').closest('tr')!;
    expect(within(packRow).getByText('Te quedan 2 de 3 controles · vencen el 15/3')).toBeTruthy();
    expect(
      within(packRow).getByRole('link', { name: 'Ver Pack de 3 controles' }).getAttribute('href'),
    ).toBe(PATHS.scheduleControl('client'));

    const recipeRow = within(table).getByText('Recetario de verano').closest('tr')!;
    expect(within(recipeRow).queryByText(/controles/)).toBeNull();

    // The phone card says it too.
    const card = screen.getByRole('article', { name: /^Pack de 3 controles,/ });
    expect(within(card).getByText('Te quedan 2 de 3 controles · vencen el 15/3')).toBeTruthy();
  });
});
