import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, sendForm } from '../../../test/harness';
import { MSG } from '@contract/common-text';
import { brokenPng, jpegImage, pngImage, truncatedJpeg } from '../../../test/fixtures';
import { recipes } from './catalog.tables';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, admin, guest, storedNames, png, newRecipe, putRecipe, tableCounts } = useCatalogSuite();

describe('recipes', () => {
  it('creates a recipe with several images, removes one by /delete-file, searches by title ignoring accents', async () => {
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-receta/', headers: admin },
      {
        title: 'Budín de avena y banana',
        description: 'Sin azúcar agregada',
        costPesos: '450',
        costDolars: '11',
      },
      [
        { name: 'a.jpg', type: 'image/jpeg', data: await jpegImage() },
        { name: 'b.png', type: 'image/png', data: await pngImage() },
      ],
    );
    expect(res.statusCode).toBe(200);
    const recipe = res.json().receta;
    const [first, second] = recipe.avatar.split(',');
    expect(second).toBeDefined();

    const found = await t.app.inject({ url: '/api/receta?q=BUDIN' });
    expect(found.json().recetas.map((r: { _id: string }) => r._id)).toEqual([recipe._id]);
    expect((await t.app.inject({ url: '/api/receta?q=azucar' })).json().recetas).toHaveLength(1);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/delete-file',
          headers: guest,
          payload: { fileName: first },
        })
      ).statusCode,
    ).toBe(403);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/delete-file',
      headers: admin,
      payload: { fileName: first },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).not.toHaveProperty('error');
    expect(await t.storage.exists('images', first)).toBe(false);
    expect((await t.app.inject({ url: `/api/receta/${recipe._id}` })).json().receta.avatar).toBe(
      second,
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/delete-file',
      headers: admin,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Indicá el nombre del archivo a eliminar');
  });

  it('edits keep the listed images in the given order, then add uploads; dropped ones leave storage', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/new-receta',
      headers: admin,
      payload: { title: 'Galería' },
    });
    const id = created.json().receta._id as string;
    expect(created.json().receta.avatar).toBe('');
    const three = await putRecipe(id, {}, [await pngImage(), await pngImage(), await pngImage()]);
    const [a, b, c] = (three.json().receta.avatar as string).split(',');
    expect([a, b, c].every((n) => /^[a-f0-9]{32}\.png$/.test(n ?? ''))).toBe(true);

    // Reordered, 'b' left out, a name the recipe never had ignored, one new upload last.
    const stranger = 'f'.repeat(32) + '.png';
    const edited = await putRecipe(id, { avatar: `${c}, ${stranger},${a}` }, [await pngImage()]);
    expect(edited.statusCode).toBe(200);
    const list = (edited.json().receta.avatar as string).split(',');
    expect(list.slice(0, 2)).toEqual([c, a]);
    expect(list).toHaveLength(3);
    expect(await t.storage.exists('images', b!)).toBe(false);
    for (const n of list) expect(await t.storage.exists('images', n)).toBe(true);
    const [row] = await t.database.db.select().from(recipes).where(eq(recipes.id, id));
    expect(row!.avatar).toEqual(list);

    // No list sent: the images stay as they are, whatever else changes.
    const same = await putRecipe(id, { title: 'Galería 2' });
    expect(same.json().receta.avatar).toBe(list.join(','));
  });

  it('keeps at most 10 images, the newest, and removes the oldest from storage', async () => {
    const id = await newRecipe('Muchas fotos');
    const img = await pngImage(32, 32);
    const ten = await putRecipe(
      id,
      {},
      Array.from({ length: 10 }, () => img),
    );
    const first = (ten.json().receta.avatar as string).split(',');
    expect(first).toHaveLength(10);
    const more = await putRecipe(id, {}, [img, img]);
    const next = (more.json().receta.avatar as string).split(',');
    expect(next).toHaveLength(10);
    expect(next.slice(0, 8)).toEqual(first.slice(2));
    expect(await t.storage.exists('images', first[0]!)).toBe(false);
    expect(await t.storage.exists('images', first[1]!)).toBe(false);
  });

  it('refuses a recipe image that is broken behind real PNG/JPEG bytes: 400, nothing stored, row unchanged', async () => {
    const id = await newRecipe('Intacta');
    await putRecipe(id, {}, [await pngImage()]);
    const [before] = await t.database.db.select().from(recipes).where(eq(recipes.id, id));
    const stored = await storedNames('images');
    const counts = await tableCounts();
    for (const [name, type, data] of [
      ['rota.png', 'image/png', await brokenPng()],
      ['cortada.jpg', 'image/jpeg', await truncatedJpeg()],
    ] as const) {
      // A good image beside the broken one is not stored either.
      const body = await multipart({ title: 'Cambiada' }, [
        png('buena.png', await pngImage()),
        { name, type, data },
      ]);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/receta/${id}`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, MSG.imageFormat]);
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/new-receta',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect([name, fresh.statusCode]).toEqual([name, 400]);
    }
    expect(await storedNames('images')).toEqual(stored);
    expect(await tableCounts()).toEqual(counts);
    const [after] = await t.database.db.select().from(recipes).where(eq(recipes.id, id));
    expect(after).toEqual(before);
  });
});
