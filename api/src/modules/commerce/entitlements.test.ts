import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Account as Guest, registerGuest, sendForm, useTestApp } from '../../../test/harness';
import { pdfBytes } from '../../../test/fixtures';
import { buyApproved, checkout, createPlan } from '../../../test/shop';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { paymentOrders, purchases, sales } from './commerce.tables';

/** What a purchase entitles its buyer to, and money told the truth (DECISIONS §9). */
const { t, admin } = useTestApp();

const pay = (buyer: Guest, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pago-de-prueba/${orderId}`,
    headers: buyer.headers,
    payload: { result: 'approved' },
  });

const addFile = (productId: string) =>
  sendForm(
    t.app,
    { method: 'POST', url: '/api/new-file', headers: admin },
    { idProduct: productId },
    [{ name: 'archivo.pdf', type: 'application/pdf', data: pdfBytes }],
  );

const buy = (buyer: Guest, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/mercadopago', headers: buyer.headers, payload: body });

const purchasesOf = (userId: string) =>
  t.database.db.select().from(purchases).where(eq(purchases.userId, userId));
const salesOf = (userId: string) =>
  t.database.db.select().from(sales).where(eq(sales.userId, userId));

async function newRecipe(title: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/new-receta',
    headers: admin,
    payload: { title, costPesos: '450' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().receta._id;
}

describe('a product sold for its files', () => {
  it('an ebook or recipe book without files cannot be bought (409), and can once it has one', async () => {
    const ebook = await createPlan(t.app, admin, { title: 'Ebook sin archivo', type: 'ebooks' });
    const recipeId = await newRecipe('Recetario sin archivo');
    const buyer = await registerGuest(t.app);

    const planAnswer = async () =>
      (await t.app.inject({ url: `/api/plans/${ebook._id}` })).json().plan;
    const recipeAnswer = async () =>
      (await t.app.inject({ url: `/api/receta/${recipeId}` })).json().receta;
    expect((await planAnswer()).hasFiles).toBe(false);
    expect((await recipeAnswer()).hasFiles).toBe(false);
    const listed = (await t.app.inject({ url: '/api/plans?type=ebooks' })).json().planes;
    expect(listed.find((p: { _id: string }) => p._id === ebook._id).hasFiles).toBe(false);

    for (const body of [
      { productSelected: ebook._id, typeProduct: 'plan' },
      { productSelected: recipeId, typeProduct: 'receta' },
    ]) {
      const refused = await buy(buyer, body);
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { code: 'commerce.notAvailable', message: 'Este producto todavía no está disponible' },
      ]);
    }
    const orders = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, buyer.id));
    expect(orders).toHaveLength(0);

    // A plan that is not an ebook is sold for the plan, files or not.
    const plan = await createPlan(t.app, admin);
    expect((await buy(buyer, { productSelected: plan._id, typeProduct: 'plan' })).statusCode).toBe(
      200,
    );

    expect((await addFile(ebook._id)).statusCode).toBe(200);
    expect((await addFile(recipeId)).statusCode).toBe(200);
    // The file write refreshed the cached public reads.
    expect((await planAnswer()).hasFiles).toBe(true);
    expect((await recipeAnswer()).hasFiles).toBe(true);
    expect((await buy(buyer, { productSelected: ebook._id, typeProduct: 'plan' })).statusCode).toBe(
      200,
    );
    expect(
      (await buy(buyer, { productSelected: recipeId, typeProduct: 'receta' })).statusCode,
    ).toBe(200);
  });

  it("'control' with the spec's product object (no _id) buys the 'Turno Presencial' at its database price", async () => {
    const buyer = await registerGuest(t.app);
    const { orderId } = await checkout(t.app, buyer.headers, {
      productSelected: { title: 'Turno Presencial', typeProduct: 'control', costPesos: 1 },
      typeProduct: 'control',
    });
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({
      productKind: 'control',
      productTitle: 'Turno Presencial',
      amountPesos: '1000.00',
    });
    // Anything at all there is ignored for a turno; for a plan a bad product still is a 400.
    expect((await buy(buyer, { productSelected: 42, typeProduct: 'control' })).statusCode).toBe(
      200,
    );
    const bad = await buy(buyer, { productSelected: { title: 'x' }, typeProduct: 'plan' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'No encontramos ese producto']);
  });
});

describe("a plan's downloads", () => {
  it("list the buyer's own delivered plan files with signed links, the due date before; never another client's", async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan con entrega' });
    expect((await addFile(plan._id)).statusCode).toBe(200);
    const buyer = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    await buyApproved(t.app, buyer.headers, { productSelected: plan._id, typeProduct: 'plan' });
    await buyApproved(t.app, other.headers, { productSelected: plan._id, typeProduct: 'plan' });
    const list = `/api/archivos/${plan._id}`;

    // Before the forms, the page says what is missing.
    const early = await t.app.inject({ url: list, headers: buyer.headers });
    expect([early.statusCode, early.json().code]).toEqual([403, 'commerce.filesAfterForms']);

    for (const client of [buyer, other]) {
      const anamnesis = await t.app.inject({
        method: 'POST',
        url: '/api/new-anamnesis',
        headers: client.headers,
        payload: anamnesisCreate(client.id),
      });
      expect(anamnesis.statusCode).toBe(200);
      const control = await t.app.inject({
        method: 'POST',
        url: '/api/new-control',
        headers: client.headers,
        payload: { userId: client.id, typo: 'Online', talla: 170, peso: 68 },
      });
      expect(control.statusCode).toBe(200);
    }

    const pending = (await t.app.inject({ url: list, headers: buyer.headers })).json();
    expect(pending.files).toHaveLength(1);
    expect(pending.entregas).toEqual([
      expect.objectContaining({
        state: 'Pendiente',
        dueDate: '2026-03-16',
        missing: null,
        files: [],
      }),
    ]);

    const [mine] = (await t.app.inject({ url: '/api/entregas', headers: admin }))
      .json()
      .entregas.filter((d: { userId: string }) => d.userId === buyer.id);
    const delivered = await sendForm(
      t.app,
      { method: 'POST', url: `/api/entregas/${mine._id}/archivos`, headers: admin },
      { notes: 'Tu plan' },
      [{ name: 'plan.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    expect(delivered.statusCode).toBe(200);

    const answer = (await t.app.inject({ url: list, headers: buyer.headers })).json();
    expect(answer.entregas).toHaveLength(1);
    expect(answer.entregas[0]).toMatchObject({ state: 'Entregado', notes: 'Tu plan' });
    const [file] = answer.entregas[0].files;
    expect(file.url).toMatch(/^\/api\/entregas\/archivo\/.+\?exp=\d+&sig=/);
    const got = await t.app.inject({ url: file.url });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'application/pdf']);

    // The other buyer of the same plan sees their own (pending) delivery, never this one.
    const theirs = (await t.app.inject({ url: list, headers: other.headers })).json();
    expect(theirs.entregas).toEqual([expect.objectContaining({ state: 'Pendiente', files: [] })]);
    // A client who did not buy it gets nothing; the admin gets the product's files only.
    const stranger = await registerGuest(t.app);
    expect((await t.app.inject({ url: list, headers: stranger.headers })).statusCode).toBe(403);
    const adminView = (await t.app.inject({ url: list, headers: admin })).json();
    expect([adminView.files.length, adminView.entregas]).toEqual([1, []]);
  });
});

describe('a second payment for a product already owned', () => {
  it('is a sale to refund: one purchase, the second sale marked, out of the totals and the CSV money', async () => {
    const ebook = await createPlan(t.app, admin, {
      title: 'Ebook pagado dos veces',
      type: 'ebooks',
      costPesos: '700',
    });
    await addFile(ebook._id);
    const buyer = await registerGuest(t.app);
    const body = { productSelected: ebook._id, typeProduct: 'plan' };
    // Two tabs: both orders are opened before either is paid.
    const first = await checkout(t.app, buyer.headers, body);
    const second = await checkout(t.app, buyer.headers, body);
    const before = await t.app.inject({ url: '/api/ventas', headers: admin });
    expect((await pay(buyer, first.orderId)).statusCode).toBe(200);
    const mailsBefore = t.mails.length;
    expect((await pay(buyer, second.orderId)).statusCode).toBe(200);

    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    const rows = await salesOf(buyer.id);
    expect(rows.map((s) => s.refundDue).sort()).toEqual([false, true]);
    const due = rows.find((s) => s.refundDue)!;
    expect(due.orderId).toBe(second.orderId);

    const listed = (await t.app.inject({ url: '/api/ventas', headers: admin })).json();
    expect(listed.data.find((s: { _id: string }) => s._id === due.id)).toMatchObject({
      refundDue: true,
      monto: '700.00',
      refundedAt: null,
    });
    // Only the first payment is money received.
    const was = before.json().total;
    expect(listed.total).toEqual({
      ventas: was.ventas + 1,
      monto: (Number(was.monto) + 700).toFixed(2),
    });
    const csv = (await t.app.inject({ url: '/api/ventas/csv', headers: admin })).body;
    const line = csv.split('\r\n').find((l) => l.includes(due.paymentId!))!;
    expect(line).toContain('"700,00"');
    expect(line).toMatch(/"A reembolsar";"0,00";"";"";"";""$/);
    expect(csv).toContain(`"Total cobrado"`);

    // The buyer is told the payment comes back; Mis Compras has the one purchase.
    const mail = await t.waitForMail(buyer.email, /ya era tuyo/, mailsBefore);
    expect(mail.text).toContain('te vamos a devolver ese pago');
    const compras = (
      await t.app.inject({ url: `/api/compras/${buyer.id}`, headers: buyer.headers })
    ).json().compras;
    expect(compras).toHaveLength(1);
  });
});

describe("'Asignar Plan' records the amount charged", () => {
  it("0 is a courtesy: 'Sin cargo' in the mail, nothing added to money received", async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan de cortesía', costPesos: '3000' });
    const client = await registerGuest(t.app);
    const before = (await t.app.inject({ url: '/api/ventas', headers: admin })).json().total;
    const mailsBefore = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: plan._id, userId: client.id, monto: '0' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().venta).toMatchObject({ monto: '0.00', plataforma: 'Manual' });

    const after = (await t.app.inject({ url: '/api/ventas', headers: admin })).json();
    expect(after.total).toEqual(before);
    const csv = (await t.app.inject({ url: '/api/ventas/csv', headers: admin })).body;
    expect(csv.split('\r\n').find((l) => l.includes(client.email))).toMatch(
      /"0,00";"Manual";"";"";"Sin cargo";"0,00";"";"";"";""$/,
    );
    const compras = (
      await t.app.inject({ url: `/api/compras/${client.id}`, headers: client.headers })
    ).json().compras;
    expect(compras).toEqual([expect.objectContaining({ monto: '0.00', producto: plan.title })]);
    const mail = await t.waitForMail(client.email, /Te asignamos/, mailsBefore);
    expect(mail.text).toContain('Monto: Sin cargo');
  });

  it('an amount is recorded exactly; negative or garbage is a 400 that records nothing', async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan con descuento', costPesos: '3000' });
    const client = await registerGuest(t.app);
    for (const monto of ['-1', 'mil', '10.555', { n: 1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/manualsuccess',
        headers: admin,
        payload: { productoId: plan._id, userId: client.id, monto },
      });
      expect([res.statusCode, res.json().message, res.json().errors?.monto]).toEqual([
        400,
        expect.any(String),
        'Escribí el monto cobrado: 0 o más, con hasta 2 decimales',
      ]);
    }
    expect(await salesOf(client.id)).toHaveLength(0);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: plan._id, userId: client.id, monto: '2500,5' },
    });
    expect(ok.json().venta.monto).toBe('2500.50');
  });
});
