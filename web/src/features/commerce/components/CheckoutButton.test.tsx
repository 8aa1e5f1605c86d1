import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FISCAL_MSG } from '@contract/fiscal';
import type { TUser } from '@contract/users';
import { setApiTransport } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';
import { TestProviders } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { CheckoutButton } from './CheckoutButton';

const VALID_RUT = '211003420017';
const BAD_RUT = '210303670014';
const PAYMENTS_OFF = 'Los pagos no están disponibles en este momento.';

function renderCheckout(user: Partial<TUser> = {}) {
  sessionStore.start('token-ana', makeUser(user), false);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <CheckoutButton body={{ productSelected: 'r1', typeProduct: 'receta' }} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const pay = () => user.click(screen.getByRole('button', { name: 'Comprar con Mercado Pago' }));

describe("CheckoutButton: 'Quiero factura con RUT' (issue 34)", () => {
  let calls: { url: string; method?: string; body: unknown }[];
  let answer: () => Response;
  beforeEach(() => {
    calls = [];
    // The checkout is not left in the tests: the API refuses, which the button says.
    answer = () =>
      Response.json({ message: PAYMENTS_OFF, code: 'commerce.paymentsOff' }, { status: 503 });
    setApiTransport(async (url, init) => {
      calls.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return answer();
    });
  });
  afterEach(() => {
    sessionStore.clear();
  });

  it('unticked, says an e-Ticket is sent and pays without a factura', async () => {
    renderCheckout();
    const box = screen.getByRole('checkbox', { name: 'Quiero factura con RUT' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Sin RUT te enviamos un e-Ticket a consumidor final.')).toBeTruthy();
    expect(screen.queryByLabelText(/^RUT/)).toBeNull();
    await pay();
    expect(await screen.findByText(PAYMENTS_OFF)).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/mercadopago',
        method: 'POST',
        body: { productSelected: 'r1', typeProduct: 'receta' },
      },
    ]);
  });

  it('refuses a RUT whose check digit does not match, and sends the factura with a valid one', async () => {
    renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'Quiero factura con RUT' }));
    await pay();
    // Ticked, both are asked for.
    expect(await screen.findByText(FISCAL_MSG.rut)).toBeTruthy();
    expect(screen.getByText(FISCAL_MSG.razonSocial)).toBeTruthy();
    await user.type(field('RUT'), BAD_RUT);
    await user.type(field('Razón social'), 'Nutrición Integral SAS');
    await pay();
    expect(screen.getByText(FISCAL_MSG.rut)).toBeTruthy();
    expect(screen.queryByText(FISCAL_MSG.razonSocial)).toBeNull();
    expect(calls).toHaveLength(0);

    await user.clear(field('RUT'));
    await user.type(field('RUT'), VALID_RUT);
    await pay();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText(FISCAL_MSG.rut)).toBeNull();
    expect(calls[0]!.body).toEqual({
      productSelected: 'r1',
      typeProduct: 'receta',
      factura: { rut: VALID_RUT, razonSocial: 'Nutrición Integral SAS' },
    });
  });

  it("offers the profile's RUT and company, ticked", async () => {
    renderCheckout({ rut: VALID_RUT, razonSocial: 'Nutrición Integral SAS' });
    const box = screen.getByRole('checkbox', { name: 'Quiero factura con RUT' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect((field('RUT') as HTMLInputElement).value).toBe(VALID_RUT);
    expect((field('Razón social') as HTMLInputElement).value).toBe('Nutrición Integral SAS');
    // Unticked, the sale is an e-Ticket: no factura goes.
    await user.click(box);
    await pay();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('factura');
  });

  it("puts the server's refusal of the RUT on its field, said once", async () => {
    answer = () =>
      Response.json(
        {
          message: FISCAL_MSG.rut,
          code: 'common.invalid',
          errors: { 'factura.rut': FISCAL_MSG.rut },
        },
        { status: 400 },
      );
    renderCheckout({ rut: VALID_RUT, razonSocial: 'Nutrición Integral SAS' });
    await pay();
    expect(await screen.findByText(FISCAL_MSG.rut)).toBeTruthy();
    expect(screen.getAllByText(FISCAL_MSG.rut)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('RUT').getAttribute('aria-invalid')).toBe('true');
  });
});
