import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, multipart, registerGuest, sendForm, useTestApp } from '../../../test/harness';
import { MSG } from '@contract/common';
import { COMMERCE_MSG } from '@contract/commerce';
import {
  brokenPng,
  jpegImage,
  oversizedPng,
  pdfBytes,
  pngImage,
  truncatedJpeg,
  truncatedPdf,
} from '../../../test/fixtures';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { purchases, sales } from '../commerce/commerce.tables';
import { HTTP_URL_MESSAGE } from '@contract/common';
import { homeSliders, plans, productFiles, recipes, tips } from './catalog.tables';

const {
  t,
  admin,
  clients: { guest: guestAccount },
} = useTestApp({ clients: ['guest'] });
const guest = guestAccount.headers;

const planBody = {
  title: 'Plan Descenso 3 meses',
  description: 'Bajá de peso con un plan a tu medida y controles online.',
  editorState: '<p>Incluye <strong>menú semanal</strong></p>',
  type: 'Online',
  anamnesis: 'Simple',
  time: 3,
  queries: 3,
  typeQueries: 'Controles Online',
  costDolars: 60,
  costPesos: '2500.5',
  videoPromo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  premium: true,
};

async function createPlan(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/new-plan/',
    headers: admin,
    payload: { ...planBody, ...over },
  });
  expect(res.statusCode).toBe(200);
  return res.json().plan as { _id: string; avatar: string; costPesos: string };
}

/** Every name in a storage area, to prove a refused request stored nothing. */
const storedNames = async (area: 'images' | 'files') =>
  (await fs.readdir(path.join(t.storageDir, area)).catch(() => [] as string[])).sort();

const png = (name: string, data: Buffer) => ({ name, type: 'image/png', data });

async function putRecipe(id: string, fields: Record<string, string>, files: Buffer[] = []) {
  return sendForm(
    t.app,
    { method: 'PUT', url: `/api/receta/${id}`, headers: admin },
    fields,
    files.map((data, i) => png(`r${i}.png`, data)),
  );
}

const tableCounts = async () =>
  Promise.all(
    [plans, recipes, tips, productFiles].map(
      async (tb) => (await t.database.db.select({ n: count() }).from(tb))[0]!.n,
    ),
  );

describe('plans', () => {
  it('the admin creates a plan with rich text, promo video and image; anyone reads it; money is exact', async () => {
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-plan', headers: admin },
      Object.fromEntries(Object.entries(planBody).map(([k, v]) => [k, String(v)])),
      [{ name: 'plan.jpg', type: 'image/jpeg', data: await jpegImage() }],
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json().plan;
    expect(plan).toMatchObject({
      title: planBody.title,
      type: 'Online',
      time: 3,
      queries: 3,
      costPesos: '2500.50',
      costDolars: '60.00',
      videoPromo: 'dQw4w9WgXcQ',
      premium: true,
    });
    expect(plan.avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(await t.storage.exists('images', plan.avatar)).toBe(true);

    const one = await t.app.inject({ url: `/api/plans/${plan._id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().plan.editorState).toBe('<p>Incluye <strong>menú semanal</strong></p>');
    const list = await t.app.inject({ url: '/api/plans?type=Online' });
    expect(list.json().planes.map((p: { _id: string }) => p._id)).toContain(plan._id);
    const ebooks = await t.app.inject({ url: '/api/plans?type=ebooks' });
    expect(ebooks.json().planes.map((p: { _id: string }) => p._id)).not.toContain(plan._id);
  });

  it('edits a plan; deleting it removes its images and paid files from storage', async () => {
    const plan = await createPlan();
    const edited = await sendForm(
      t.app,
      { method: 'PUT', url: `/api/plans/${plan._id}`, headers: admin },
      { title: 'Plan editado', costPesos: '3000' },
      [{ name: 'x.png', type: 'image/png', data: await pngImage() }],
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().plan).toMatchObject({
      title: 'Plan editado',
      costPesos: '3000.00',
      type: 'Online',
    });
    const image = edited.json().plan.avatar as string;

    const added = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: plan._id },
      [{ name: 'plan.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    expect(added.statusCode).toBe(200);
    const pdf = added.json().files[0].avatar as string;
    expect(pdf).toMatch(/\.pdf$/);
    expect(await t.storage.exists('files', pdf)).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/plan/${plan._id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Plan eliminado');
    expect(del.json().planes.some((p: { _id: string }) => p._id === plan._id)).toBe(false);
    expect(await t.storage.exists('images', image)).toBe(false);
    expect(await t.storage.exists('files', pdf)).toBe(false);
    expect((await t.app.inject({ url: `/api/plans/${plan._id}` })).statusCode).toBe(404);
  });

  it.each([
    [{ type: 'Gratis' }, 'type'],
    [{ anamnesis: 'Completa' }, 'anamnesis'],
    [{ typeQueries: 'Diarios' }, 'typeQueries'],
    [{ time: -1 }, 'time'],
    [{ queries: 2.5 }, 'queries'],
    [{ costPesos: -10 }, 'costPesos'],
    [{ costPesos: '10.123' }, 'costPesos'],
    [{ costDolars: 'mil' }, 'costDolars'],
    [{ video: 'javascript:alert(1)' }, 'video'],
    [{ title: 'x'.repeat(201) }, 'title'],
  ])('refuses %j with 400 on the field and stores nothing', async (over, field) => {
    const before = await tableCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: admin,
      payload: { ...planBody, ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('rich text is sanitized before it is stored', () => {
  it('drops <script>, event handlers, javascript: links and non-YouTube iframes', async () => {
    const dirty =
      '<p onclick="steal()">Hola<script>alert(1)</script></p><img src="https://x.uy/a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">mal</a><a href="https://nutri.uy" target="_blank">bien</a>' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>';
    for (const [create, read, key] of [
      ['/api/new-plan', '/api/plans/', 'plan'],
      ['/api/new-receta', '/api/receta/', 'receta'],
      ['/api/new-tip', '/api/tip/', 'tip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: create,
        headers: admin,
        payload: { title: 'Sucio', editorState: dirty },
      });
      expect(res.statusCode).toBe(200);
      const html = (await t.app.inject({ url: read + res.json()[key]._id })).json()[key]
        .editorState as string;
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
      expect(html).toContain(
        '<a href="https://nutri.uy" target="_blank" rel="noopener noreferrer nofollow">bien</a>',
      );
      expect(html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
      expect(html).toContain('<p>Hola</p>');
    }
  });
});

describe('recipes and tips', () => {
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
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/new-receta',
      headers: admin,
      payload: { title: 'Muchas fotos' },
    });
    const id = created.json().receta._id as string;
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
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/new-receta',
      headers: admin,
      payload: { title: 'Intacta' },
    });
    const id = created.json().receta._id as string;
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

  it('creates, edits and deletes a tip', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-tip',
      headers: admin,
      payload: { title: 'Hidratación', type: 'Salud', video: 'dQw4w9WgXcQ' },
    });
    const tip = res.json().tip;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/tip/${tip._id}`,
      headers: admin,
      payload: { description: 'Tomá agua' },
    });
    expect(edit.json().tip).toMatchObject({ title: 'Hidratación', description: 'Tomá agua' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tip/${tip._id}`,
      headers: admin,
    });
    expect(del.json().message).toBe('Tip eliminado');
    expect(Array.isArray(del.json().tips)).toBe(true);
  });
});

describe('sliders', () => {
  it('the admin uploads desktop and mobile slider images with links; everyone reads them', async () => {
    const d = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-home-slider/', headers: admin },
      { title: 'Portada', links: '/auth/planes-a-distancia,https://instagram.com/nutri' },
      [{ name: 'd.jpg', type: 'image/jpeg', data: await jpegImage(1600, 450) }],
    );
    expect(d.statusCode).toBe(200);
    const m = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-home-mobile-slider', headers: admin },
      { links: '/auth/ebooks' },
      [{ name: 'm.jpg', type: 'image/jpeg', data: await jpegImage(600, 700) }],
    );
    expect(m.statusCode).toBe(200);

    const read = (await t.app.inject({ url: '/api/homeSlider' })).json().homeSlider;
    expect(read[0].links).toBe('/auth/planes-a-distancia,https://instagram.com/nutri');
    const readMobile = (await t.app.inject({ url: '/api/homeSliderMobile' })).json()
      .homeSliderMobile;
    expect(readMobile[0].avatar).toBe(m.json().homeSliderMobile.avatar);

    // Links are positional: an empty position in the middle stays, trailing ones go.
    const spaced = await t.app.inject({
      method: 'PUT',
      url: `/api/homeSlider/${read[0]._id}`,
      headers: admin,
      payload: { links: '/auth/home, ,https://instagram.com/nutri,,' },
    });
    expect(spaced.statusCode).toBe(200);
    expect(spaced.json().homeSlider.links).toBe('/auth/home,,https://instagram.com/nutri');
    expect(spaced.json().homeSlider.avatar).toBe(d.json().homeSlider.avatar);

    const links = await t.app.inject({
      method: 'PUT',
      url: `/api/homeSlider/${read[0]._id}`,
      headers: admin,
      payload: { links: 'a,b,c,d,e,f' },
    });
    expect(links.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/homeSlider/${read[0]._id}`,
      headers: admin,
      payload: { links: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    // A mobile slider is not reachable through the desktop path.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/homeSlider/${readMobile[0]._id}`,
          headers: admin,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const img = await t.app.inject({
      url: `/api/media/fit-in/1280x360/${d.json().homeSlider.avatar}`,
    });
    expect(img.statusCode).toBe(200);
  });
});

describe('links are http(s) only', () => {
  const SCRIPTS = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];
  const sliderRows = () => t.database.db.select().from(homeSliders).orderBy(homeSliders.id);

  it.each(['linktoPayPaypal', 'linktoPayMercadoLibre'])(
    'refuses a script URL in %s of plans and recipes, and changes nothing',
    async (field) => {
      const paypal = 'https://www.paypal.com/paypalme/nutri';
      const plan = await createPlan({ [field]: paypal });
      const recipe = await t.app.inject({
        method: 'POST',
        url: '/api/new-receta',
        headers: admin,
        payload: { title: 'Receta con pago', [field]: paypal },
      });
      expect(recipe.statusCode).toBe(200);
      const recipeId = recipe.json().receta._id as string;
      for (const bad of SCRIPTS) {
        const before = await tableCounts();
        const writes = [
          ['POST', '/api/new-plan', { ...planBody, [field]: bad }],
          ['PUT', `/api/plans/${plan._id}`, { [field]: bad }],
          ['POST', '/api/new-receta', { title: 'Otra', [field]: bad }],
          ['PUT', `/api/receta/${recipeId}`, { [field]: bad }],
        ] as const;
        for (const [method, url, payload] of writes) {
          const res = await t.app.inject({ method, url, headers: admin, payload });
          expect(res.statusCode, `${method} ${url} ${bad}`).toBe(400);
          expect(res.json().errors[field]).toBe(HTTP_URL_MESSAGE);
        }
        expect(await tableCounts()).toEqual(before);
      }
      const planNow = (await t.app.inject({ url: `/api/plans/${plan._id}` })).json();
      expect(planNow.plan[field]).toBe(paypal);
      const recipeNow = (await t.app.inject({ url: `/api/receta/${recipeId}` })).json();
      expect(recipeNow.receta[field]).toBe(paypal);
    },
  );

  it('refuses script and other-site links on sliders; keeps same-site paths', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/new-home-slider',
      headers: admin,
      payload: { title: 'Enlaces', links: '/auth/planes,https://nutricion.uy/tienda' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().homeSlider._id as string;
    const before = await sliderRows();
    for (const bad of [...SCRIPTS, '//evil.example/x', '/\\evil.example', ' javascript:alert(1)']) {
      for (const [method, url] of [
        ['POST', '/api/new-home-slider'],
        ['PUT', `/api/homeSlider/${id}`],
        ['POST', '/api/new-home-mobile-slider'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: admin,
          payload: { title: 'Malo', links: `/auth/planes,${bad}` },
        });
        expect(res.statusCode, `${method} ${url} ${bad}`).toBe(400);
        expect(res.json().errors.links).toMatch(/http:\/\/ o https:\/\//);
      }
    }
    expect(await sliderRows()).toEqual(before);
  });
});

describe('who may write', () => {
  it('answers 401 to a visitor and 403 to a guest on every write', async () => {
    const plan = await createPlan();
    const id = plan._id;
    const writes: [string, string, unknown][] = [
      ['POST', '/api/new-plan', planBody],
      ['PUT', `/api/plans/${id}`, { title: 'x' }],
      ['DELETE', `/api/plan/${id}`, undefined],
      ['POST', '/api/new-receta', { title: 'x' }],
      ['PUT', `/api/receta/${id}`, { title: 'x' }],
      ['DELETE', `/api/receta/${id}`, undefined],
      ['POST', '/api/new-tip', { title: 'x' }],
      ['PUT', `/api/tip/${id}`, { title: 'x' }],
      ['DELETE', `/api/tip/${id}`, undefined],
      ['POST', '/api/new-home-slider', { title: 'x' }],
      ['PUT', `/api/homeSlider/${id}`, { title: 'x' }],
      ['POST', '/api/new-home-mobile-slider', { title: 'x' }],
      ['PUT', `/api/homeSliderMobile/${id}`, { title: 'x' }],
      ['GET', `/api/file/${id}`, undefined],
      ['POST', '/api/new-file', { idProduct: id }],
      ['PUT', `/api/file/${id}`, {}],
      ['POST', '/api/delete-file', { fileName: 'x.png' }],
    ];
    const before = await tableCounts();
    for (const [method, url, payload] of writes) {
      const anon = await t.app.inject({
        method: method as 'POST',
        url,
        payload: payload as object,
      });
      expect([method, url, anon.statusCode]).toEqual([method, url, 401]);
      const g = await t.app.inject({
        method: method as 'POST',
        url,
        headers: guest,
        payload: payload as object,
      });
      expect([method, url, g.statusCode]).toEqual([method, url, 403]);
    }
    expect(await tableCounts()).toEqual(before);
  });
});

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

describe('a failed request leaves no stored file behind', () => {
  const NOBODY = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['PUT', `/api/plans/${NOBODY}`, 'images'],
    ['PUT', `/api/receta/${NOBODY}`, 'images'],
    ['PUT', `/api/tip/${NOBODY}`, 'images'],
    ['PUT', `/api/homeSlider/${NOBODY}`, 'images'],
    ['PUT', `/api/homeSliderMobile/${NOBODY}`, 'images'],
    ['PUT', `/api/file/${NOBODY}`, 'files'],
    ['POST', '/api/new-file', 'files'],
  ] as const)(
    '%s %s: a valid upload to something that does not exist',
    async (method, url, area) => {
      const before = await storedNames(area);
      const body = await multipart({ idProduct: NOBODY }, [png('ok.png', await pngImage())]);
      const res = await t.app.inject({
        method,
        url,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(404);
      expect(await storedNames(area)).toEqual(before);
    },
  );

  it('a user photo for an unknown user, and a new user whose e-mail exists', async () => {
    const before = await storedNames('images');
    const photo = async (fields: Record<string, string>) =>
      multipart(fields, [png('yo.png', await pngImage())]);
    const unknown = await photo({ name: 'Nadie' });
    const r1 = await t.app.inject({
      method: 'POST',
      url: `/api/user/${NOBODY}`,
      headers: { ...admin, ...unknown.headers },
      payload: unknown.payload,
    });
    expect(r1.statusCode).toBe(404);
    const taken = await photo({ name: 'Otra', email: ADMIN.email, password: 'clave-larga-1' });
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/api/new-user-by-admin',
      headers: { ...admin, ...taken.headers },
      payload: taken.payload,
    });
    expect(r2.statusCode).toBe(409);
    expect(await storedNames('images')).toEqual(before);
  });
});
