import { describe, expect, it } from 'vitest';
import { registerGuest } from '../../../test/harness';
import { type ApiControl, useControlsSuite } from '../../../test/controls-suite';

const { t, admin, create, created } = useControlsSuite();

describe('reading controls', () => {
  it('the list is newest first; a client reads only their own; unknown ids are 404, bad ids 400', async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const first = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 80 }),
    );
    t.clock.advance(7 * 24 * 3600_000);
    const second = await created(await create(admin, { userId: c.id, typo: 'Offline', peso: 79 }));
    const list = await t.app.inject({
      url: `/api/controls-by-user-id/${c.id}`,
      headers: c.headers,
    });
    expect(list.json().controls.map((x: ApiControl) => x._id)).toEqual([second._id, first._id]);
    const one = await t.app.inject({ url: `/api/controls/${first._id}`, headers: c.headers });
    expect(one.json().control).toMatchObject({ _id: first._id, peso: 80 });

    expect(
      (await t.app.inject({ url: `/api/controls/${first._id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/controls-by-user-id/${c.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/controls/${first._id}` })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      url: '/api/controls/00000000-0000-4000-8000-000000000000',
      headers: c.headers,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No encontramos ese control',
    ]);
    expect(
      (await t.app.inject({ url: '/api/controls/1%27%20or%201=1', headers: admin })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: '/api/controls-by-user-id/00000000-0000-4000-8000-000000000000',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const empty = await t.app.inject({
      url: `/api/controls-by-user-id/${other.id}`,
      headers: other.headers,
    });
    expect(empty.json()).toEqual({ message: expect.any(String), controls: [] });
  });
});
