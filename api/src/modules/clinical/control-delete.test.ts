import { describe, expect, it } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { registerGuest } from '../../../test/harness';
import { jpegImage } from '../../../test/fixtures';
import { type ApiControl, useControlsSuite } from '../../../test/controls-suite';

const { t, admin, photosOnDisk, newPhotos, controlCount, row, create, created } =
  useControlsSuite();

describe('deleting a control (DELETE /api/control/{id})', () => {
  it("answers the client's remaining controls and deletes the photo files", async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const a = await created(
      await create(c.headers, { userId: c.id, typo: 'Online' }, [
        await jpegImage(),
        await jpegImage(),
      ]),
    );
    const b = await created(await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }));
    expect(await newPhotos(before)).toHaveLength(2);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${a._id}`,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: CLINICAL_MSG.controlDeleted,
      controls: [{ _id: b._id }],
    });
    expect(res.json().controls).toHaveLength(1);
    expect(await newPhotos(before)).toEqual([]);
    expect(await row(a._id)).toBeUndefined();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${a._id}`,
      headers: c.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("a client may not delete an in-person control, nor another client's", async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const offline = await created(await create(admin, { userId: c.id, typo: 'Offline', peso: 70 }));
    const online = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }),
    );
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${offline._id}`,
      headers: c.headers,
    });
    expect([mine.statusCode, mine.json().message]).toEqual([403, CLINICAL_MSG.offlineAdminOnly]);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${online._id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect(await controlCount(c.id)).toBe(2);
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${offline._id}`,
      headers: admin,
    });
    expect(byAdmin.json().controls.map((x: ApiControl) => x._id)).toEqual([online._id]);
  });
});
