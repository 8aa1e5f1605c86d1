import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { PATHS } from '@contract/pages';
import { makeUser } from '@web/test/users';
import { PackCards } from './PackCards';
import { makePractice } from '@web/test/practice';
import { makePack } from '@web/test/credits';

const THREE = makePack();
const FIVE = makePack({
  _id: 'k2',
  title: 'Pack de 5 controles',
  creditos: 5,
  costPesos: '4000.00',
  validezDias: 120,
  cuotas: 1,
});

const PRACTICE = makePractice({ name: 'Lucía', displayName: 'Lucía' });
const PAYMENTS_OFF = 'Los pagos no están disponibles en este momento.';

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

function renderCards() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[PATHS.inPerson()]}>
          <PackCards packs={[THREE, FIVE]} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return {
    card: (title: string) => screen.getByRole('article', { name: title }),
  };
}

describe('PackCards: the packs on the Turnos page (issue 34)', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    setApiTransport(async (url, init) => {
      if (url === '/api/consultorio') return Response.json({ consultorio: PRACTICE });
      if (url === '/api/mercadopago') posted.push(JSON.parse(String(init.body)));
      // The checkout is not left in the tests: the API refuses, which the button says.
      return Response.json(
        { message: PAYMENTS_OFF, code: 'commerce.paymentsOff' },
        { status: 503 },
      );
    });
  });
  afterEach(() => {
    sessionStore.clear();
  });

  it("each pack's price, what it gives, its price per control and 'Hasta N cuotas' only above 1", async () => {
    const { card } = renderCards();
    const three = within(card('Pack de 3 controles'));
    expect(three.getByText('$U 2.700')).toBeTruthy();
    expect(three.getByText('3 controles · para usar en 90 días')).toBeTruthy();
    expect(three.getByText('$U 900 por control')).toBeTruthy();
    expect(three.getByText('Hasta 3 cuotas')).toBeTruthy();
    // Her cancellation policy, before paying.
    expect(
      await three.findByText(
        'Podés cancelar o cambiar tu turno hasta 24 horas antes; después ya no, y si no venís el turno se pierde.',
      ),
    ).toBeTruthy();

    const five = within(card('Pack de 5 controles'));
    expect(five.getByText('$U 4.000')).toBeTruthy();
    expect(five.getByText('5 controles · para usar en 120 días')).toBeTruthy();
    expect(five.getByText('$U 800 por control')).toBeTruthy();
    expect(five.queryByText(/cuotas/)).toBeNull();
  });

  it('a visitor is asked to register or sign in, back to the cards', () => {
    const { card } = renderCards();
    const three = within(card('Pack de 3 controles'));
    expect(three.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull();
    const register = three.getByRole('link', { name: 'Registrarme' }).getAttribute('href');
    expect(register).toBe(PATHS.register(`${PATHS.inPerson()}#reservar`));
    expect(register).toContain('%23reservar');
    expect(three.getByRole('link', { name: 'Ya tengo cuenta' })).toBeTruthy();
  });

  it("a client's checkout buys that pack", async () => {
    sessionStore.start('token-ana', makeUser(), false);
    const { card } = renderCards();
    const five = within(card('Pack de 5 controles'));
    await user.click(five.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    expect(await five.findByText(PAYMENTS_OFF)).toBeTruthy();
    await waitFor(() => expect(posted).toEqual([{ typeProduct: 'pack', productSelected: 'k2' }]));
  });
});
