import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerGuest } from '../../../test/harness';
import { checkout, createPlan } from '../../../test/shop';
import { purchases } from './commerce.tables';
import { expireStaleOrders } from './orders.service';
import { useCommerceSuite } from '../../../test/commerce-suite';

const { t, admin, pay, salesOf, orderRow, userRow } = useCommerceSuite();

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
    expect(nextDay.json()).toEqual({
      data: [],
      total: { ventas: 0, monto: '0.00' },
      facturacion: false,
    });
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
