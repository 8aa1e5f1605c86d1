import { describe, expect, it } from 'vitest';
import { createTestContext, registerGuest } from '../../../test/harness';
import { paymentOrders } from './commerce.tables';

describe('without a payment provider', () => {
  it('in production without MP_ACCESS_TOKEN nothing can be bought and the test checkout is off', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production' });
    try {
      const buyer = await registerGuest(prod.app);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/mercadopago',
        headers: buyer.headers,
        payload: { typeProduct: 'control' },
      });
      expect([res.statusCode, res.json().message]).toEqual([
        503,
        'Los pagos no están disponibles en este momento. Escribinos para comprar.',
      ]);
      expect(await prod.database.db.select().from(paymentOrders)).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
});
