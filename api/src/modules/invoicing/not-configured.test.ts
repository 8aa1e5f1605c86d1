import { describe, expect, it } from 'vitest';
import { INVOICING_MSG } from '@contract/invoicing';
import { registerGuest, useTestApp } from '../../../test/harness';
import { buyApproved, createPlan } from '../../../test/shop';
import { invoices } from './invoicing.tables';

/** Without INVOICING_*: no CFE is attempted, and Ventas says so (issue 34). */
const { t, admin } = useTestApp();

describe('invoicing not configured', () => {
  it('sells as before, owes no document, and says so', async () => {
    const plan = await createPlan(t.app, admin, { iva: 'basico' });
    const buyer = await registerGuest(t.app);
    const paid = await buyApproved(t.app, buyer.headers, {
      typeProduct: 'plan',
      productSelected: plan._id,
    });
    expect(paid.json().order.status).toBe('approved');
    await t.afterAnswers();
    const ventas = (
      await t.app.inject({ method: 'GET', url: '/api/ventas', headers: admin })
    ).json();
    expect(ventas.facturacion).toBe(false);
    expect(ventas.data[0].comprobante).toBeNull();
    expect(await t.database.db.select().from(invoices)).toEqual([]);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comprobantes/${crypto.randomUUID()}/reintento`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(INVOICING_MSG.notConfigured);
  });
});
