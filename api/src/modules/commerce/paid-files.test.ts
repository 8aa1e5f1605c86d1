import { describe, expect, it } from 'vitest';
import { registerGuest, sendForm } from '../../../test/harness';
import { pdfBytes } from '../../../test/fixtures';
import { checkout, createPlan, createRecipeBook } from '../../../test/shop';
import { useCommerceSuite } from '../../../test/commerce-suite';

const { t, admin, pay } = useCommerceSuite();

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
