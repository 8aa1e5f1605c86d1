import { describe, expect, it } from 'vitest';
import { ADMIN, multipart } from '../../../test/harness';
import { pngImage } from '../../../test/fixtures';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, admin, storedNames, png } = useCatalogSuite();

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
