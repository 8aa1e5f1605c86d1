import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '@contract/commerce';
import { orderNotice } from './order-state';

const notice = (status: (typeof ORDER_STATES)[number]) =>
  orderNotice({ status, producto: 'Plan Descenso' });

describe('orderNotice', () => {
  it('approved: success, naming the product', () => {
    expect(notice('approved')).toMatchObject({ color: 'green', title: '¡Pago aprobado!' });
    expect(notice('approved').text).toContain('«Plan Descenso»');
  });

  it('pending: waiting for the provider, no retry', () => {
    expect(notice('pending')).toMatchObject({ color: 'yellow', retry: false });
    expect(notice('pending').text).toMatch(/^Tu pago está pendiente de confirmación/);
  });

  it('rejected and expired offer a new checkout; refunded does not', () => {
    expect(notice('rejected')).toMatchObject({ title: 'El pago fue rechazado', retry: true });
    expect(notice('expired')).toMatchObject({ title: 'El pedido venció', retry: true });
    expect(notice('refunded')).toMatchObject({ title: 'Compra reembolsada', retry: false });
  });

  it('has a Spanish title and text for every state', () => {
    for (const s of ORDER_STATES) {
      expect(notice(s).title).not.toBe('');
      expect(notice(s).text).not.toBe('');
    }
  });
});
