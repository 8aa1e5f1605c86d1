import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, registerGuest } from '../../../test/harness';
import { checkout, createPlan } from '../../../test/shop';
import { paymentOrders } from './commerce.tables';
import { useCommerceSuite } from '../../../test/commerce-suite';

const { t, admin, pay, salesOf, orderRow, userRow } = useCommerceSuite();

describe('buying through the test checkout', () => {
  it('a plan: the database price is charged, the sale recorded once, the plan unlocked and both mailed', async () => {
    const plan = await createPlan(t.app, admin, { time: 3, queries: 3 });
    const buyer = await registerGuest(t.app);
    // Whatever the browser says about the product is ignored: only its id is read.
    const { orderId, init_point } = await checkout(t.app, buyer.headers, {
      productSelected: { _id: plan._id, title: 'Gratis', costPesos: '1', unit_price: 1 },
      user: buyer.id,
      typeProduct: 'plan',
      costPesos: '1',
    });
    expect(init_point).toBe(`http://localhost:3000/auth/pago-de-prueba/${orderId}`);
    const order = await t.app.inject({ url: `/api/pedido/${orderId}`, headers: buyer.headers });
    expect(order.json().order).toMatchObject({
      status: 'pending',
      producto: plan.title,
      monto: '1500.00',
      typeProduct: 'plan',
      provider: 'test',
    });

    const mailsBefore = t.mails.length;
    const paid = await pay(buyer, orderId, 'approved');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status).toBe('approved');
    expect(paid.json().redirect).toBe(
      `/auth/compra-plan/${plan._id}/${buyer.id}?pedido=${orderId}`,
    );

    const [sale] = await salesOf(buyer.id);
    expect(sale).toMatchObject({ monto: '1500.00', plataforma: 'Prueba', producto: plan.title });
    expect(sale!.paymentId).toMatch(/^prueba-/);
    const u = await userRow(buyer.id);
    expect(u.activePlan).toBe(plan.title);
    expect(u.paymentState).toBe('Pago');
    expect(u.purchases).toEqual([plan._id]);
    expect(u.controls.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-04-06', // 2 April is in Tourism Week, which her calendar blocks by default
      '2026-05-04', // 2 May is a Saturday: the next business day (schedule.ts)
      '2026-06-02',
    ]);
    expect(u.dateNextControl?.toISOString()).toBe(u.controls[0]!.toISOString());

    const confirmation = await t.waitForMail(
      buyer.email,
      /Confirmaci=?.*n de compra|Recibimos tu pago/,
      mailsBefore,
    );
    expect(confirmation.text).toContain('$U 1.500,00');
    expect(confirmation.text).toContain(sale!.paymentId!);
    expect(confirmation.text).toContain(`/auth/nueva-ficha-anamnesis-online/${buyer.id}`);
    const notice = await t.waitForMail(ADMIN.email, /Nueva venta/, mailsBefore);
    expect(notice.text).toContain(buyer.email);

    // Paying the same order again is refused; nothing new is recorded.
    expect((await pay(buyer, orderId, 'approved')).statusCode).toBe(409);
    expect(await salesOf(buyer.id)).toHaveLength(1);
  });

  it('rejected and pending payments unlock nothing; the pending one delivers when approved', async () => {
    const plan = await createPlan(t.app, admin);
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: plan._id,
      typeProduct: 'plan',
    });
    const rejected = await pay(buyer, orderId, 'rejected');
    expect(rejected.json().order.status).toBe('rejected');
    expect(await salesOf(buyer.id)).toHaveLength(0);

    const pending = await pay(buyer, orderId, 'pending');
    expect(pending.json().order.status).toBe('pending');
    expect(await salesOf(buyer.id)).toHaveLength(0);
    expect((await userRow(buyer.id)).activePlan).toBeNull();

    const approved = await pay(buyer, orderId, 'approved');
    expect(approved.json().order.status).toBe('approved');
    const [sale] = await salesOf(buyer.id);
    // The pending payment is the one approved, as a cash payment would be.
    expect(sale!.paymentId).toBe((await orderRow(orderId)).paymentId);
    expect((await userRow(buyer.id)).activePlan).toBe(plan.title);
  });

  it('another client cannot pay, read or approve my order', async () => {
    const plan = await createPlan(t.app, admin);
    const buyer = await registerGuest(t.app);
    const stranger = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: plan._id,
      typeProduct: 'plan',
    });
    expect((await pay(stranger, orderId, 'approved')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/pedido/${orderId}`, headers: stranger.headers })).statusCode,
    ).toBe(403);
    expect((await orderRow(orderId)).status).toBe('pending');
    // Buying for someone else is refused too.
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago',
      headers: stranger.headers,
      payload: { productSelected: plan._id, user: buyer.id, typeProduct: 'plan' },
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('Solo podés comprar para tu propia cuenta');
  });

  it('refuses unknown products, free products and bad requests in Spanish, recording no order', async () => {
    const buyer = await registerGuest(t.app);
    const free = await createPlan(t.app, admin, { costPesos: '0' });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { productSelected: '00000000-0000-4000-8000-000000000000', typeProduct: 'plan' },
        404,
        'No encontramos ese producto',
      ],
      [
        { productSelected: free._id, typeProduct: 'plan' },
        409,
        'Este producto todavía no tiene precio: escribinos para comprarlo',
      ],
      [{ typeProduct: 'plan' }, 400, 'Elegí un producto'],
      [{ productSelected: free._id, typeProduct: 'regalo' }, 400, 'Tipo de producto inválido'],
      [{ productSelected: 'x', typeProduct: 'receta' }, 400, 'Identificador inválido'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mercadopago',
        headers: buyer.headers,
        payload,
      });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const orders = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, buyer.id));
    expect(orders).toHaveLength(0);
  });

  it("'control' always buys the 'Turno Presencial' at its database price, as one booking credit", async () => {
    const product = (await t.app.inject({ url: '/api/turno-presencial' })).json().product;
    expect(product).toMatchObject({
      title: 'Turno Presencial',
      costPesos: '1000.00',
      typeProduct: 'control',
    });
    const plan = await createPlan(t.app, admin, { costPesos: '9999' });
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: plan._id,
      typeProduct: 'control',
    });
    const paid = await pay(buyer, orderId, 'approved');
    expect(paid.json().order).toMatchObject({ producto: 'Turno Presencial', monto: '1000.00' });
    expect(paid.json().redirect).toBe(`/auth/agendar-control/${buyer.id}?pedido=${orderId}`);
    const compras = (
      await t.app.inject({ url: `/api/compras/${buyer.id}`, headers: buyer.headers })
    ).json().compras;
    expect(compras).toEqual([
      expect.objectContaining({
        producto: 'Turno Presencial',
        typeProduct: 'control',
        creditos: expect.objectContaining({ total: 1, quedan: 1, vencen: null }),
        refunded: false,
        monto: '1000.00',
      }),
    ]);
    // A turno sets no plan.
    expect((await userRow(buyer.id)).activePlan).toBeNull();
  });
});
