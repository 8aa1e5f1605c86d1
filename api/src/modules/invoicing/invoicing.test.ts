import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { FISCAL_MSG } from '@contract/fiscal';
import { INVOICING_MSG } from '@contract/invoicing';
import { useFakeBiller } from '../../../test/fake-biller';
import { registerGuest, useTestApp, type Account } from '../../../test/harness';
import { buyApproved, checkout, createPlan, createRecipeBook } from '../../../test/shop';
import { createBillerGateway } from '../../invoicing';
import { sales } from '../commerce/commerce.tables';
import { invoices } from './invoicing.tables';
import { issueDueInvoices } from './issuer';

/*
 * Issue 34, acceptance 1 and 2: every approved payment makes one CFE through the provider
 * (the local stand-in of Biller's API, reached through the real adapter), after the sale
 * and never inside it; a refund its credit note; a gift none; a provider down delays the
 * document, never the sale, and it is issued once when it is back, whoever runs the job.
 */

const fake = useFakeBiller();
const { t, admin } = useTestApp({ env: fake.env });
const MINUTE = 60_000;

/** The periodic job as one server runs it (a second call stands for a second server). */
const runJob = () =>
  issueDueInvoices({
    db: t.database.db,
    clock: t.clock,
    config: t.config,
    mailer: t.newMailer(),
    invoicing: createBillerGateway({ url: fake.biller().url, token: fake.biller().token }),
    log: t.app.log,
  });

const salesOf = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/ventas', headers: admin })).json();

async function saleFor(buyer: Account, productoId: string) {
  const { data } = await salesOf();
  return data.find(
    (s: { userId: string; productoId: string }) =>
      s.userId === buyer.id && s.productoId === productoId,
  );
}

const invoicesOf = (saleId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.saleId, saleId));

describe('a CFE for every sale', () => {
  it('a purchase makes one e-Ticket at the product rate, mailed with its PDF, in Mis Compras, Ventas and the CSV; a replayed notice nothing', async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan e-Ticket', iva: 'basico' });
    const buyer = await registerGuest(t.app);
    const documentsBefore = fake.biller().documents.length;
    expect(
      (await buyApproved(t.app, buyer.headers, { typeProduct: 'plan', productSelected: plan._id }))
        .statusCode,
    ).toBe(200);
    await t.afterAnswers();

    const sale = await saleFor(buyer, plan._id);
    expect(sale.comprobante).toMatchObject({ tipo: 101, estado: 'emitido', serie: 'A' });
    const issued = fake.biller().documents.slice(documentsBefore);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.body).toMatchObject({
      tipo_comprobante: 101,
      moneda: 'UYU',
      montos_brutos: 1,
      numero_interno: sale.comprobante._id,
      items: [{ cantidad: 1, concepto: 'Plan e-Ticket', precio: 1500, indicador_facturacion: 3 }],
    });
    expect(sale.comprobante.numero).toBe(issued[0]!.numero);

    const mail = await t.waitForMail(buyer.email, /Tu comprobante/);
    expect(mail.text).toContain(`e-Ticket A-${issued[0]!.numero}`);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=e-Ticket-A-\d+\.pdf/);

    const compras = (
      await t.app.inject({ method: 'GET', url: `/api/compras/${buyer.id}`, headers: buyer.headers })
    ).json().compras;
    expect(compras[0].comprobante).toEqual({
      _id: sale.comprobante._id,
      tipo: 101,
      estado: 'emitido',
      serie: 'A',
      numero: issued[0]!.numero,
      emitidoAt: expect.any(String),
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/comprobantes/${sale.comprobante._id}/pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const stranger = await registerGuest(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/comprobantes/${sale.comprobante._id}/pdf`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(403);

    const csv = (await t.app.inject({ method: 'GET', url: '/api/ventas/csv', headers: admin }))
      .body;
    expect(csv.split('\r\n')[0]).toContain('"Comprobante";"Serie";"Número";"Nota de crédito"');
    expect(csv).toContain(`"e-Ticket";"A";"${issued[0]!.numero}";""`);

    // Mercado Pago telling the same payment again, three times at once, and the job after.
    const notify = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/mercadopago/notificacion?type=payment&data.id=${sale.payment_id}`,
        payload: {},
      });
    await Promise.all([notify(), notify(), notify()]);
    await t.afterAnswers();
    await Promise.all([runJob(), runJob()]);
    expect(await invoicesOf(sale._id)).toHaveLength(1);
    expect(fake.biller().documents.length).toBe(documentsBefore + 1);
  });

  it('a buyer with RUT gets an e-Factura made out to the company; a wrong check digit is refused before anything', async () => {
    const recipe = await createRecipeBook(t.app, admin);
    await t.app.inject({
      method: 'PUT',
      url: `/api/receta/${recipe._id}`,
      headers: admin,
      payload: { iva: 'minimo' },
    });
    const buyer = await registerGuest(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago',
      headers: buyer.headers,
      payload: {
        typeProduct: 'receta',
        productSelected: recipe._id,
        factura: { rut: '210303670014', razonSocial: 'Estudio SA' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(FISCAL_MSG.rut);

    const factura = { rut: '21 100342 001 7', razonSocial: 'Estudio Contable del Sur SA' };
    const { orderId } = await checkout(t.app, buyer.headers, {
      typeProduct: 'receta',
      productSelected: recipe._id,
      factura,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/pago-de-prueba/${orderId}`,
      headers: buyer.headers,
      payload: { result: 'approved' },
    });
    await t.afterAnswers();
    const sale = await saleFor(buyer, recipe._id);
    expect(sale.comprobante).toMatchObject({ tipo: 111, estado: 'emitido' });
    const doc = fake.biller().documents.find((d) => d.internalId === sale.comprobante._id)!;
    expect(doc.body).toMatchObject({
      tipo_comprobante: 111,
      cliente: { tipo_documento: 2, documento: '211003420017', razon_social: factura.razonSocial },
      items: [{ indicador_facturacion: 2, precio: 450 }],
    });
    // The RUT stays in the profile for the next checkout.
    const me = (
      await t.app.inject({ method: 'GET', url: `/api/user/${buyer.id}`, headers: buyer.headers })
    ).json().user;
    expect([me.rut, me.razonSocial]).toEqual(['211003420017', factura.razonSocial]);
  });

  it('a refund makes the credit note of its document; a gift makes none', async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan reembolsado', iva: 'basico' });
    const buyer = await registerGuest(t.app);
    await buyApproved(t.app, buyer.headers, { typeProduct: 'plan', productSelected: plan._id });
    await t.afterAnswers();
    const sale = await saleFor(buyer, plan._id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${sale._id}/reembolso`,
      headers: admin,
    });
    expect(refund.statusCode).toBe(200);
    await t.afterAnswers();
    const after = await saleFor(buyer, plan._id);
    expect(after.notaCredito).toMatchObject({ tipo: 102, estado: 'emitido' });
    const note = fake.biller().documents.find((d) => d.internalId === after.notaCredito._id)!;
    expect(note.body).toMatchObject({
      tipo_comprobante: 102,
      referencias: [{ tipo: 101, serie: 'A', numero: sale.comprobante.numero }],
    });
    await t.waitForMail(buyer.email, new RegExp(`anula el e-Ticket A-${sale.comprobante.numero}`));

    const gifted = await registerGuest(t.app);
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: plan._id, userId: gifted.id, monto: '0' },
    });
    expect(gift.statusCode).toBe(200);
    await t.afterAnswers();
    expect(await invoicesOf(gift.json().venta._id)).toEqual([]);
    expect((await saleFor(gifted, plan._id)).comprobante).toBeNull();
  });

  it('a product without a rate: the sale is made, its document waits for her and goes once she sets it', async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan sin IVA' });
    const buyer = await registerGuest(t.app);
    await buyApproved(t.app, buyer.headers, { typeProduct: 'plan', productSelected: plan._id });
    await t.afterAnswers();
    const waiting = await saleFor(buyer, plan._id);
    expect(waiting.comprobante).toMatchObject({
      estado: 'pendiente',
      error: INVOICING_MSG.noTaxRate,
    });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/plans/${plan._id}`,
      headers: admin,
      payload: { iva: 'exento' },
    });
    expect(set.statusCode).toBe(200);
    t.clock.advance(5 * MINUTE);
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const issued = await saleFor(buyer, plan._id);
    expect(issued.comprobante).toMatchObject({ estado: 'emitido', error: null });
    const doc = fake.biller().documents.find((d) => d.internalId === issued.comprobante._id)!;
    expect(doc.body.items[0]!.indicador_facturacion).toBe(1);
  });
});

describe('a provider that is down or refuses', () => {
  it('down for 10 minutes: the sale is recorded, Hoy shows one pending, and it is issued once with two servers', async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan sin proveedor', iva: 'basico' });
    const buyer = await registerGuest(t.app);
    fake.biller().failWith('down');
    const paid = await buyApproved(t.app, buyer.headers, {
      typeProduct: 'plan',
      productSelected: plan._id,
    });
    expect(paid.json().order.status).toBe('approved');
    await t.afterAnswers();
    const sale = await saleFor(buyer, plan._id);
    expect(sale.comprobante.estado).toBe('pendiente');
    expect(sale.comprobante.error).toMatch(/proveedor de facturación/);
    const hoy = (await t.app.inject({ method: 'GET', url: '/api/resumen', headers: admin })).json();
    expect(hoy.invoicesPending).toBeGreaterThanOrEqual(1);

    // Ten minutes of retries with growing waits (1, 2, 4 minutes...), all refused.
    for (let minute = 0; minute < 10; minute += 1) {
      t.clock.advance(MINUTE);
      await runJob();
    }
    const [row] = await invoicesOf(sale._id);
    expect(row!.issuedAt).toBeNull();
    expect(row!.attempts).toBeGreaterThanOrEqual(3);
    expect(row!.attempts).toBeLessThan(10);

    fake.biller().failWith(null);
    t.clock.advance(60 * MINUTE);
    // A server started now (a restart, or a second one beside the first) runs its jobs at
    // once; the first server's job and a third run at the same time find nothing left.
    const second = await t.startAnotherServer();
    try {
      const ofSale = () =>
        fake.biller().documents.filter((d) => d.internalId === sale.comprobante._id);
      await vi.waitFor(() => expect(ofSale()).toHaveLength(1), { timeout: 5_000 });
      await Promise.all([runJob(), runJob()]);
      expect(ofSale()).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect((await saleFor(buyer, plan._id)).comprobante.estado).toBe('emitido');
    expect(await invoicesOf(sale._id)).toHaveLength(1);
  });

  it("a refusal shows the provider's reason in Ventas, and 'Reintentar' issues it", async () => {
    const plan = await createPlan(t.app, admin, { title: 'Plan rechazado', iva: 'basico' });
    const buyer = await registerGuest(t.app);
    fake.biller().failWith('refuse', 'El RUT del emisor no está habilitado');
    await buyApproved(t.app, buyer.headers, { typeProduct: 'plan', productSelected: plan._id });
    await t.afterAnswers();
    const sale = await saleFor(buyer, plan._id);
    expect(sale.comprobante.error).toContain('El RUT del emisor no está habilitado');

    fake.biller().failWith(null);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/comprobantes/${sale.comprobante._id}/reintento`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      message: INVOICING_MSG.issued,
      comprobante: { estado: 'emitido' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/comprobantes/${sale.comprobante._id}/reintento`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the month for her accountant', () => {
  it('the totals by rate equal the month of the sales ledger', async () => {
    const month = '2026-03';
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `/api/comprobantes/resumen?mes=${month}`,
        headers: admin,
      })
    ).json();
    expect(report.pendientes).toBe(0);
    expect(report.neto).toBe(report.ventasDelMes);
    const basico = report.ventas.find((r: { iva: string }) => r.iva === 'basico');
    // Each 1500 with IVA básico is 1229.51 + 270.49.
    expect(Number(basico.neto) + Number(basico.impuesto)).toBeCloseTo(Number(basico.total), 2);
    expect(report.notasCredito).toEqual([
      { iva: 'basico', cantidad: 1, neto: '1229.51', impuesto: '270.49', total: '1500.00' },
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/comprobantes/resumen?mes=2026-13',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(INVOICING_MSG.badMonth);
    // Every sale charged this month has its document.
    const charged = (await t.database.db.select().from(sales)).filter((s) => Number(s.monto) > 0);
    expect(report.comprobantes.length).toBe(charged.length + 1);
  });
});
