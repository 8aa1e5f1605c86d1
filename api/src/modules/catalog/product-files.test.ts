import { describe, expect, it } from 'vitest';
import { multipart, registerGuest, sendForm } from '../../../test/harness';
import { MSG } from '@contract/common-text';
import { COMMERCE_MSG } from '@contract/commerce';
import { brokenPng, oversizedPng, pdfBytes, pngImage, truncatedPdf } from '../../../test/fixtures';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { purchases, sales } from '../commerce/commerce.tables';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, admin, guest, planBody, createPlan, storedNames, tableCounts } = useCatalogSuite();

describe('product files', () => {
  it('refuses a PDF renamed .jpg as an image, and a 21 MB file', async () => {
    const plan = await createPlan();
    const r1 = await sendForm(
      t.app,
      { method: 'PUT', url: `/api/plans/${plan._id}`, headers: admin },
      { title: 'x' },
      [{ name: 'foto.jpg', type: 'image/jpeg', data: pdfBytes }],
    );
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe('¡Este formato no lo aceptamos! Solo JPG o PNG');

    const r2 = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: plan._id },
      [
        {
          name: 'grande.pdf',
          type: 'application/pdf',
          data: Buffer.concat([pdfBytes, Buffer.alloc(21_000_000)]),
        },
      ],
    );
    expect(r2.statusCode).toBe(413);
    expect(r2.json().message).toBe('Archivo demasiado pesado, máximo 20 MB');

    const r3 = await sendForm(
      t.app,
      { method: 'PUT', url: `/api/plans/${plan._id}`, headers: admin },
      { title: 'x' },
      [{ name: 'grande.png', type: 'image/png', data: oversizedPng() }],
    );
    expect(r3.statusCode).toBe(413);
    expect((await t.app.inject({ url: `/api/plans/${plan._id}` })).json().plan.title).toBe(
      planBody.title,
    );
  });

  it('refuses a PDF cut before its %%EOF trailer and a broken PNG as product files; nothing stored', async () => {
    const plan = await createPlan();
    const stored = await storedNames('files');
    const counts = await tableCounts();
    for (const f of [
      { name: 'cortado.pdf', type: 'application/pdf', data: truncatedPdf },
      { name: 'rota.png', type: 'image/png', data: await brokenPng() },
    ]) {
      const res = await sendForm(
        t.app,
        { method: 'POST', url: '/api/new-file', headers: admin },
        { idProduct: plan._id },
        [f],
      );
      expect([f.name, res.statusCode, res.json().message]).toEqual([f.name, 400, MSG.fileFormat]);
    }
    expect(await storedNames('files')).toEqual(stored);
    expect(await tableCounts()).toEqual(counts);
  });

  it("a paid plan's file is downloadable by the admin and by a buyer who did the anamnesis and the first control, never by a visitor or another guest", async () => {
    const plan = await createPlan();
    const added = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: plan._id },
      [{ name: 'ebook.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    const name = added.json().files[0].avatar as string;
    const url = `/api/product-file/${name}`;

    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: guest })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/media/fit-in/200x200/${name}` })).statusCode).toBe(404);
    const asAdmin = await t.app.inject({ url, headers: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const buyer = await registerGuest(t.app);
    const [sale] = await t.database.db
      .insert(sales)
      .values({
        producto: planBody.title,
        productoId: plan._id,
        userEmail: buyer.email,
        monto: '2500.50',
        plataforma: 'mercadopago',
        paymentId: 'p-1',
      })
      .returning();
    await t.database.db.insert(purchases).values({
      userId: buyer.id,
      saleId: sale!.id,
      productKind: 'plan',
      producto: planBody.title,
      productoId: plan._id,
      monto: '2500.50',
      plataforma: 'mercadopago',
    });
    // Spec §2: a plan's files come after its two forms, also for a copied link.
    const early = await t.app.inject({ url, headers: buyer.headers });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(COMMERCE_MSG.filesAfterForms);
    const list = await t.app.inject({ url: `/api/archivos/${plan._id}`, headers: buyer.headers });
    expect(list.statusCode).toBe(403);
    const form = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: path, headers: buyer.headers, payload });
    expect((await form('/api/new-anamnesis', anamnesisCreate(buyer.id))).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: buyer.headers })).statusCode).toBe(403);
    const control = { userId: buyer.id, typo: 'Online', peso: 70 };
    expect((await form('/api/new-control', control)).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: buyer.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/archivos/${plan._id}`, headers: buyer.headers })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url, headers: guest })).statusCode).toBe(403);
  });

  it('adds files to an existing file record and drops removed ones', async () => {
    const plan = await createPlan();
    const first = await multipart({ idProduct: plan._id }, [
      { name: 'a.pdf', type: 'application/pdf', data: pdfBytes },
    ]);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/new-file',
        headers: { ...admin, ...first.headers },
        payload: first.payload,
      })
    ).json().files[0];
    const res = await sendForm(
      t.app,
      { method: 'PUT', url: `/api/file/${created._id}`, headers: admin },
      { avatar: '' },
      [{ name: 'b.png', type: 'image/png', data: await pngImage() }],
    );
    expect(res.statusCode).toBe(200);
    const avatar = res.json().files[0].avatar as string;
    expect(avatar).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await t.storage.exists('files', created.avatar)).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/file/${plan._id}`, headers: admin })).json().files[0].avatar,
    ).toBe(avatar);
  });
});
