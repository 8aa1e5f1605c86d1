import { describe, expect, it } from 'vitest';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, guest, planBody, createPlan, tableCounts } = useCatalogSuite();

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
