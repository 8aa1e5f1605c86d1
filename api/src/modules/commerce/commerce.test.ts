import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Account as Guest,
  createTestContext,
  registerGuest,
  sendForm,
  useTestApp,
} from '../../../test/harness';
import { pdfBytes } from '../../../test/fixtures';
import { checkout, createPlan, createRecipeBook } from '../../../test/shop';
import { users } from '../users/users.tables';
import { paymentOrders, purchases, sales } from './commerce.tables';
import { expireStaleOrders } from './orders.service';

const { t, admin } = useTestApp();

async function pay(buyer: Guest, orderId: string, result: 'approved' | 'rejected' | 'pending') {
  return t.app.inject({
    method: 'POST',
    url: `/api/pago-de-prueba/${orderId}`,
    headers: buyer.headers,
    payload: { result },
  });
}

const salesOf = (userId: string) =>
  t.database.db.select().from(sales).where(eq(sales.userId, userId));
const orderRow = async (id: string) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
const userRow = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

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
      '2026-04-02',
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
        used: false,
        refunded: false,
        monto: '1000.00',
      }),
    ]);
    // A turno sets no plan.
    expect((await userRow(buyer.id)).activePlan).toBeNull();
  });
});

describe('paid files', () => {
  it("an ebook's files are the buyer's at payment, with no forms to fill first", async () => {
    const ebook = await createPlan(t.app, admin, { title: 'Ebook de colaciones', type: 'ebooks' });
    const added = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: ebook._id },
      [{ name: 'ebook.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    const download = `/api/product-file/${added.json().files[0].avatar as string}`;
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: ebook._id,
      typeProduct: 'plan',
    });
    await pay(buyer, orderId, 'approved');
    expect((await t.app.inject({ url: download, headers: buyer.headers })).statusCode).toBe(200);
  });

  it('the buyer downloads; another client and a visitor do not; a recipe book is bought once', async () => {
    const book = await createRecipeBook(t.app, admin);
    const buyer = await registerGuest(t.app);
    const stranger = await registerGuest(t.app);
    const list = `/api/archivos/${book._id}`;
    const download = `/api/product-file/${book.file}`;
    expect((await t.app.inject({ url: list, headers: buyer.headers })).json().message).toBe(
      'Estos archivos son solo para quienes compraron el producto',
    );
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: book._id,
      typeProduct: 'receta',
    });
    expect((await pay(buyer, orderId, 'approved')).json().redirect).toBe(
      `/auth/compra-receta/${book._id}/${buyer.id}?pedido=${orderId}`,
    );

    const files = await t.app.inject({ url: list, headers: buyer.headers });
    expect(files.json()).toEqual({
      producto: book.title,
      typeProduct: 'receta',
      files: [{ name: book.file }],
      entregas: [],
    });
    const got = await t.app.inject({ url: download, headers: buyer.headers });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'application/pdf']);

    expect((await t.app.inject({ url: list, headers: stranger.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: download, headers: stranger.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: list })).statusCode).toBe(401);
    expect((await t.app.inject({ url: download })).statusCode).toBe(401);
    expect((await t.app.inject({ url: list, headers: admin })).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago',
      headers: buyer.headers,
      payload: { productSelected: book._id, typeProduct: 'receta' },
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'Ya compraste este producto: lo encontrás en Mis Compras',
    ]);
  });
});

describe('sales, refunds and manual assignment', () => {
  it('Ventas lists the sales of a period with their total; the CSV is safe to open', async () => {
    const plan = await createPlan(t.app, admin, {
      title: '=HYPERLINK("http://x")',
      costPesos: '2000.5',
    });
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: plan._id,
      typeProduct: 'plan',
    });
    await pay(buyer, orderId, 'approved');

    const today = '2026-03-02';
    const listed = await t.app.inject({
      url: `/api/ventas?desde=${today}&hasta=${today}`,
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().data.find((s: { userEmail: string }) => s.userEmail === buyer.email);
    expect(mine).toMatchObject({
      monto: '2000.50',
      plataforma: 'Prueba',
      refundedAt: null,
      typeProduct: 'plan',
    });
    const all = listed.json().data as { monto: string; refundedAt: string | null }[];
    const cents = all
      .filter((s) => !s.refundedAt)
      .reduce((n, s) => n + Math.round(Number(s.monto) * 100), 0);
    expect(listed.json().total).toEqual({
      ventas: all.filter((s) => !s.refundedAt).length,
      monto: (cents / 100).toFixed(2),
    });

    const nextDay = await t.app.inject({ url: '/api/ventas?desde=2026-03-03', headers: admin });
    expect(nextDay.json()).toEqual({ data: [], total: { ventas: 0, monto: '0.00' } });
    const badRange = await t.app.inject({
      url: '/api/ventas?desde=2026-03-03&hasta=2026-03-01',
      headers: admin,
    });
    expect([badRange.statusCode, badRange.json().message]).toEqual([
      400,
      'La fecha "hasta" no puede ser anterior a "desde"',
    ]);

    const csv = await t.app.inject({ url: `/api/ventas/csv?desde=${today}`, headers: admin });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="ventas-desde-${today}.csv"`,
    );
    expect(csv.body.startsWith('\uFEFF"Fecha";"Producto"')).toBe(true);
    // A title that looks like a formula is written as text.
    expect(csv.body).toContain(
      `"'=HYPERLINK(""http://x"")";"plan";"${buyer.email}";"2000,50";"Prueba"`,
    );
  });

  it('a refund revokes access, clears the plan and tells the client; twice is refused', async () => {
    const plan = await createPlan(t.app, admin);
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: plan._id,
      typeProduct: 'plan',
    });
    await pay(buyer, orderId, 'approved');
    const [sale] = await salesOf(buyer.id);
    const before = t.mails.length;

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${sale!.id}/reembolso`,
      headers: admin,
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().message).toBe('Venta reembolsada: el acceso del cliente quedó revocado');
    expect(refund.json().venta.refundedAt).toBe(t.clock.now().toISOString());
    const u = await userRow(buyer.id);
    expect([u.activePlan, u.paymentState, u.controls, u.dateNextControl, u.purchases]).toEqual([
      null,
      'No pago',
      [],
      null,
      [],
    ]);
    expect((await orderRow(orderId)).status).toBe('refunded');
    const compras = (
      await t.app.inject({ url: `/api/compras/${buyer.id}`, headers: buyer.headers })
    ).json().compras;
    expect(compras[0].refunded).toBe(true);
    await t.waitForMail(buyer.email, /Reembolsamos tu compra/, before);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${sale!.id}/reembolso`,
      headers: admin,
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'Esta venta ya fue reembolsada',
    ]);
  });

  it('the admin assigns a plan: without an amount the plan price from the database, controls scheduled, the client mailed', async () => {
    const plan = await createPlan(t.app, admin, {
      time: 2,
      queries: 4,
      anamnesis: 'Extendido',
      costPesos: '3200',
    });
    const client = await registerGuest(t.app);
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: {
        productoId: plan._id,
        producto: 'Otro título',
        typeProduct: 'plan',
        controles: 99,
        userId: client.id,
        userEmail: 'otro@test.uy',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Plan asignado: el usuario recibe un e-mail para completar la anamnesis',
    );
    expect(res.json().venta).toMatchObject({
      producto: plan.title,
      monto: '3200.00',
      plataforma: 'Manual',
      payment_id: null,
      userEmail: client.email,
    });
    const u = await userRow(client.id);
    expect(u.activePlan).toBe(plan.title);
    expect(u.controls).toHaveLength(4);
    const mail = await t.waitForMail(client.email, /Te asignamos el producto/, before);
    expect(mail.text).toContain(`/auth/nueva-ficha-anamnesis/${client.id}`);
    const compras = (
      await t.app.inject({ url: `/api/compras/${client.id}`, headers: client.headers })
    ).json().compras;
    expect(compras[0]).toMatchObject({ plataforma: 'Manual', producto: plan.title });

    const noPlan = await t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { userId: client.id },
    });
    expect([noPlan.statusCode, noPlan.json().message]).toEqual([400, 'Elegí un plan para asignar']);
    const noUser = await t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: plan._id, userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect([noUser.statusCode, noUser.json().message]).toEqual([404, 'No encontramos ese usuario']);
    const assign = (productoId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/manualsuccess',
        headers: admin,
        payload: { productoId, userId: client.id },
      });
    const unknown = await assign('00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No encontramos ese producto',
    ]);
    const ebook = await createPlan(t.app, admin, { type: 'ebooks' });
    const refused = await assign(ebook._id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Un ebook no se asigna como plan: el cliente lo compra para descargarlo',
    ]);

    // Undoing an assignment tells the client their access ended; no money is mentioned.
    const mailsBefore = t.mails.length;
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${res.json().venta._id}/reembolso`,
      headers: admin,
    });
    expect(undo.statusCode).toBe(200);
    const notice = await t.waitForMail(client.email, /Dimos de baja la asignaci/, mailsBefore);
    expect(notice.text).not.toMatch(/Reembolsamos|medio de pago/);
  });

  it('a pending order older than a day expires and can no longer be paid', async () => {
    const plan = await createPlan(t.app, admin);
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: plan._id,
      typeProduct: 'plan',
    });
    t.clock.advance(23 * 3600_000);
    await expireStaleOrders({ db: t.database.db, clock: t.clock });
    expect((await orderRow(orderId)).status).toBe('pending');
    t.clock.advance(2 * 3600_000);
    expect(await expireStaleOrders({ db: t.database.db, clock: t.clock })).toBeGreaterThanOrEqual(
      1,
    );
    expect((await orderRow(orderId)).status).toBe('expired');
    const late = await pay(buyer, orderId, 'approved');
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Este pedido ya no se puede pagar',
    ]);
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id)),
    ).toHaveLength(0);
  });
});

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
