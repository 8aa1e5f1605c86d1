import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGuest, useTestApp } from '../../../test/harness';
import {
  signNotification,
  startFakeMercadoPago,
  type FakePayment,
} from '../../../test/fake-mercadopago';
import { checkout, createPlan } from '../../../test/shop';
import { users } from '../users/users.tables';
import { paymentOrders, sales } from './commerce.tables';

/**
 * Against a local fake of Mercado Pago's HTTP API, through the official SDK: the
 * preference the shop creates, and which notifications deliver (DECISIONS §4).
 */
const SECRET = 'webhook-secret-de-prueba-0123456789';
let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let plan: { _id: string; title: string };
let paymentSeq = 5_000_000_000;

// The fake starts before the app and closes after it (hooks declared later close first).
beforeAll(async () => {
  mp = await startFakeMercadoPago();
});
afterAll(() => mp.close());
const { t, admin } = useTestApp({
  env: () => ({
    MP_ACCESS_TOKEN: 'APP_USR-token-de-prueba',
    MP_WEBHOOK_SECRET: SECRET,
    MP_API_URL: mp.url,
  }),
});
beforeAll(async () => {
  plan = await createPlan(t.app, admin, { costPesos: '1500', time: 1, queries: 2, cuotas: '3' });
});

/** A buyer with a pending order for the plan, and the payment Mercado Pago would hold for it. */
async function pendingOrder(over: Partial<FakePayment> = {}) {
  const buyer = await registerGuest(t.app);
  const { orderId, init_point } = await checkout(t.app, buyer.headers, {
    productSelected: plan._id,
    typeProduct: 'plan',
  });
  paymentSeq += 1;
  const payment: FakePayment = {
    id: paymentSeq,
    status: 'approved',
    transaction_amount: 1500,
    currency_id: 'UYU',
    external_reference: orderId,
    ...over,
  };
  mp.payments.set(String(payment.id), payment);
  return { buyer, orderId, init_point, payment };
}

/** Mercado Pago's notification of a payment, signed with `secret` (or unsigned). */
function notify(dataId: string | number, opts: { secret?: string | null; query?: string } = {}) {
  const requestId = `req-${dataId}`;
  const secret = opts.secret === undefined ? SECRET : opts.secret;
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (secret)
    headers['x-signature'] = signNotification(secret, String(dataId), requestId, 1_767_000_000);
  return t.app.inject({
    method: 'POST',
    url: `/api/mercadopago/notificacion?${opts.query ?? `data.id=${dataId}&type=payment`}`,
    headers,
    payload: { action: 'payment.updated', type: 'payment', data: { id: String(dataId) } },
  });
}

const salesOfOrder = (orderId: string) =>
  t.database.db.select().from(sales).where(eq(sales.orderId, orderId));
const orderStatus = async (id: string) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!.status;

describe('Mercado Pago Checkout Pro', () => {
  it('creates the preference in UYU with our order, notification address, return addresses and her cuotas', async () => {
    const before = mp.requests.length;
    const { buyer, orderId, init_point } = await pendingOrder();
    const call = mp.requests.slice(before).find((r) => r.path.startsWith('/checkout/preferences'))!;
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer APP_USR-token-de-prueba');
    expect(call.headers['x-idempotency-key']).toBe(`preference:${orderId}`);
    const back = `http://localhost:3000/auth/compra-plan/${plan._id}/${buyer.id}?pedido=${orderId}`;
    expect(call.body).toMatchObject({
      items: [
        { id: plan._id, title: plan.title, quantity: 1, unit_price: 1500, currency_id: 'UYU' },
      ],
      payer: { email: buyer.email },
      external_reference: orderId,
      notification_url: 'http://localhost:3000/api/mercadopago/notificacion',
      back_urls: { success: back, pending: back, failure: back },
      auto_return: 'approved',
      expires: true,
      payment_methods: { installments: 3 },
    });
    expect(init_point).toMatch(
      /^https:\/\/www\.mercadopago\.com\.uy\/checkout\/v1\/redirect\?pref_id=pref-/,
    );
  });

  it('cuotas are 1 to 12, and the plan answers them', async () => {
    expect((await t.app.inject({ url: `/api/plans/${plan._id}` })).json().plan.cuotas).toBe(3);
    for (const cuotas of ['13', '0', '2.5']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/plans/${plan._id}`,
        headers: admin,
        payload: { cuotas },
      });
      expect([cuotas, res.statusCode]).toEqual([cuotas, 400]);
    }
  });

  it('a correctly signed notification of an approved payment delivers', async () => {
    const { buyer, orderId, payment } = await pendingOrder();
    const res = await notify(payment.id);
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    const [sale] = await salesOfOrder(orderId);
    expect(sale).toMatchObject({
      paymentId: String(payment.id),
      plataforma: 'Mercado Pago',
      monto: '1500.00',
    });
    const [u] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(u!.activePlan).toBe(plan.title);
    await t.waitForMail(buyer.email, new RegExp(String(payment.id)));
  });

  it('a forged or unsigned notification delivers nothing, and is not even read back', async () => {
    const { orderId, payment } = await pendingOrder();
    const before = mp.requests.length;
    const forged = await notify(payment.id, { secret: 'otro-secreto' });
    const unsigned = await notify(payment.id, { secret: null });
    const oldForm = await notify(payment.id, {
      secret: null,
      query: `topic=payment&id=${payment.id}`,
    });
    expect([forged.statusCode, unsigned.statusCode, oldForm.statusCode]).toEqual([401, 401, 401]);
    expect(forged.json().message).toBe('Notificación sin una firma válida');
    expect(mp.requests.length).toBe(before);
    expect(await salesOfOrder(orderId)).toHaveLength(0);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('an amount or currency mismatch, or a payment of another order, delivers nothing', async () => {
    const cheap = await pendingOrder({ transaction_amount: 1499.99 });
    const dollars = await pendingOrder({ currency_id: 'USD' });
    for (const o of [cheap, dollars]) {
      expect((await notify(o.payment.id)).statusCode).toBe(200);
      expect(await salesOfOrder(o.orderId)).toHaveLength(0);
      expect(await orderStatus(o.orderId)).toBe('pending');
    }
    // A buyer returning with someone else's payment id in the address gets nothing from it.
    const mine = await pendingOrder();
    const theirs = await pendingOrder();
    const back = await t.app.inject({
      url: `/api/pedido/${mine.orderId}?payment_id=${theirs.payment.id}`,
      headers: mine.buyer.headers,
    });
    expect(back.json().order.status).toBe('pending');
    expect(await salesOfOrder(mine.orderId)).toHaveLength(0);
    expect(await salesOfOrder(theirs.orderId)).toHaveLength(0);
  });

  it('the same notification five times at once records one sale', async () => {
    const { orderId, payment } = await pendingOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(payment.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await salesOfOrder(orderId)).toHaveLength(1);
    // And days later, again.
    t.clock.advance(3 * 86_400_000);
    await notify(payment.id);
    expect(await salesOfOrder(orderId)).toHaveLength(1);
  });

  it('a pending payment delivers when it is later approved; the return page asks the provider itself', async () => {
    const { buyer, orderId, payment } = await pendingOrder({ status: 'in_process' });
    await notify(payment.id);
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await salesOfOrder(orderId)).toHaveLength(0);
    payment.status = 'approved';
    // The buyer is back before the notification: the order page reads the payment back.
    const back = await t.app.inject({
      url: `/api/pedido/${orderId}?payment_id=${payment.id}&status=approved`,
      headers: buyer.headers,
    });
    expect(back.json().order.status).toBe('approved');
    expect(await salesOfOrder(orderId)).toHaveLength(1);
  });

  it('a rejected payment records nothing; a charge-back after delivery revokes it', async () => {
    const rejected = await pendingOrder({ status: 'rejected' });
    await notify(rejected.payment.id);
    expect(await orderStatus(rejected.orderId)).toBe('rejected');
    expect(await salesOfOrder(rejected.orderId)).toHaveLength(0);

    const { buyer, orderId, payment } = await pendingOrder();
    await notify(payment.id);
    payment.status = 'charged_back';
    await notify(payment.id);
    const [sale] = await salesOfOrder(orderId);
    expect(sale!.refundedAt).not.toBeNull();
    expect(await orderStatus(orderId)).toBe('refunded');
    const [u] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect([u!.activePlan, u!.purchases]).toEqual([null, []]);
    // Approved again later (a mistaken charge-back reversed): a refunded order stays refunded.
    payment.status = 'approved';
    await notify(payment.id);
    expect(await salesOfOrder(orderId)).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe('refunded');
  });

  it('when Mercado Pago fails, the notification answers 502 so it is retried, and the retry delivers', async () => {
    const { orderId, payment } = await pendingOrder();
    mp.failNext(1);
    const failed = await notify(payment.id);
    expect(failed.statusCode).toBe(502);
    expect(await salesOfOrder(orderId)).toHaveLength(0);
    expect((await notify(payment.id)).statusCode).toBe(200);
    expect(await salesOfOrder(orderId)).toHaveLength(1);
  });

  it('a checkout the provider refuses answers 502 in Spanish and leaves no payable order', async () => {
    const buyer = await registerGuest(t.app);
    mp.failNext(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago',
      headers: buyer.headers,
      payload: { productSelected: plan._id, typeProduct: 'plan' },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      502,
      'No pudimos conectar con Mercado Pago. Probá de nuevo en unos minutos; no se te cobró nada.',
    ]);
    const orders = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, buyer.id));
    expect(orders.map((o) => o.status)).toEqual(['rejected']);
  });

  it('the admin refunds through Mercado Pago with an idempotency key; access is revoked', async () => {
    const { orderId, payment } = await pendingOrder();
    await notify(payment.id);
    const [sale] = await salesOfOrder(orderId);
    const before = mp.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${sale!.id}/reembolso`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const refund = mp.requests.slice(before).find((r) => r.path.includes('/refunds'))!;
    expect(refund.path).toBe(`/v1/payments/${payment.id}/refunds`);
    expect(refund.headers['x-idempotency-key']).toBe(`refund:${sale!.id}`);
    expect(payment.status).toBe('refunded');
    expect(await orderStatus(orderId)).toBe('refunded');

    // Mercado Pago refusing a refund changes nothing on our side.
    const other = await pendingOrder();
    await notify(other.payment.id);
    const [otherSale] = await salesOfOrder(other.orderId);
    mp.failNext(1);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${otherSale!.id}/reembolso`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(502);
    expect(await orderStatus(other.orderId)).toBe('approved');
  });

  it('notifications of other topics are acknowledged and ignored; the test checkout is off', async () => {
    const before = mp.requests.length;
    const merchantOrder = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/notificacion?topic=merchant_order&id=123',
    });
    expect([merchantOrder.statusCode, merchantOrder.json()]).toEqual([200, { received: true }]);
    expect(mp.requests.length).toBe(before);
    const { buyer, orderId } = await pendingOrder();
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/pago-de-prueba/${orderId}`,
      headers: buyer.headers,
      payload: { result: 'approved' },
    });
    expect([test.statusCode, test.json().message]).toEqual([
      404,
      'El modo de prueba no está disponible en este sitio',
    ]);
    expect(await salesOfOrder(orderId)).toHaveLength(0);
  });
});
