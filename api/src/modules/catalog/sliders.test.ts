import { describe, expect, it } from 'vitest';
import { sendForm } from '../../../test/harness';
import { jpegImage } from '../../../test/fixtures';
import { HTTP_URL_MESSAGE } from '@contract/common';
import { homeSliders } from './catalog.tables';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, admin, planBody, createPlan, tableCounts } = useCatalogSuite();

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
