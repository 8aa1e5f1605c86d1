import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { registerGuest } from '../../../test/harness';
import { jpegImage } from '../../../test/fixtures';
import { useControlsSuite } from '../../../test/controls-suite';

const { t, admin, photosOnDisk, newPhotos, row, create, edit, created } = useControlsSuite();

describe('editing a control (PUT /api/controls/{id})', () => {
  it("changes only the fields sent: absent leaves a field; '' (multipart) or null (JSON) clears it", async () => {
    const c = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, {
        userId: c.id,
        typo: 'Online',
        talla: 170,
        peso: 70,
        perimetroCintura: 80,
        notas: 'antes',
      }),
    );
    // One multipart save: a new weight, the notes emptied, the height not sent, one photo.
    const multi = await created(
      await edit(control._id, c.headers, { typo: 'Online', peso: '68,2', notas: '' }, [
        await jpegImage(),
      ]),
    );
    expect(multi).toMatchObject({ talla: 170, peso: 68.2, perimetroCintura: 80, notas: null });
    expect(multi.photos).toHaveLength(1);
    const json = await created(
      await edit(control._id, c.headers, { typo: 'Online', talla: null, perimetroCintura: '' }),
    );
    expect(json).toMatchObject({ talla: null, peso: 68.2, perimetroCintura: null, notas: null });
    expect(json.photos).toHaveLength(1);
    expect(json.metrics.bmi).toBeNull();
    expect(json.updatedAt).toBe(t.clock.now().toISOString());
  });

  it('a client may not edit an in-person control, nor turn an Online one into Offline', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const offline = await created(await create(admin, { userId: c.id, typo: 'Offline', peso: 70 }));
    const online = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }),
    );
    for (const [id, typo] of [
      [offline._id, 'Offline'],
      [offline._id, 'Online'],
      [online._id, 'Offline'],
    ] as const) {
      const res = await edit(id, c.headers, { typo, peso: 99 }, [await jpegImage()]);
      expect([res.statusCode, res.json().message]).toEqual([403, CLINICAL_MSG.offlineAdminOnly]);
    }
    expect(await row(offline._id)).toMatchObject({ typo: 'Offline', peso: '70.00' });
    expect(await row(online._id)).toMatchObject({ typo: 'Online', peso: '70.00' });
    expect(await newPhotos(before)).toEqual([]);
  });

  it('the admin edits any control; turning one Online drops its in-person fields', async () => {
    const c = await registerGuest(t.app);
    const offline = await created(
      await create(admin, { userId: c.id, typo: 'Offline', peso: 70, sumade6: 90, objetivo: 'x' }),
    );
    const same = await created(
      await edit(offline._id, admin, { typo: 'Offline', masaAdiposa: 20 }),
    );
    expect(same).toMatchObject({ peso: 70, sumade6: 90, masaAdiposa: 20, objetivo: 'x' });
    const online = await created(await edit(offline._id, admin, { typo: 'Online' }));
    expect(online).toMatchObject({
      typo: 'Online',
      peso: 70,
      sumade6: null,
      masaAdiposa: null,
      objetivo: null,
    });
  });

  it('another client gets 403 and stores nothing; unknown id 404; out of range 400 with nothing changed', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, { userId: c.id, typo: 'Online', peso: 70 }),
    );
    const stored = await row(control._id);
    const res = await edit(control._id, other.headers, { typo: 'Online', peso: 50 }, [
      await jpegImage(),
    ]);
    expect(res.statusCode).toBe(403);
    const bad = await edit(control._id, c.headers, { typo: 'Online', peso: 500 }, [
      await jpegImage(),
    ]);
    expect([bad.statusCode, bad.json().errors.peso]).toEqual([
      400,
      'Peso (kg): tiene que ser entre 2 y 400',
    ]);
    expect(
      (await edit('00000000-0000-4000-8000-000000000000', admin, { typo: 'Online' })).statusCode,
    ).toBe(404);
    expect(await row(control._id)).toEqual(stored);
    expect(await newPhotos(before)).toEqual([]);
  });

  it('photos: avatar lists the names to keep; a dropped one is deleted with its private variant; at most 10', async () => {
    const before = await photosOnDisk();
    const c = await registerGuest(t.app);
    const control = await created(
      await create(c.headers, { userId: c.id, typo: 'Online' }, [
        await jpegImage(),
        await jpegImage(300, 300),
      ]),
    );
    const [keep, drop] = control.photos.map((p) => p.name);
    // Made once so the private cache holds a variant of the photo about to go.
    expect((await t.app.inject({ url: control.photos[1]!.thumbUrl })).statusCode).toBe(200);
    const variant = path.join(
      t.storageDir,
      'private-cache',
      '250x280',
      drop!.replace(/\.jpg$/, '.webp'),
    );
    await expect(fs.access(variant)).resolves.toBeUndefined();
    // A name this control does not have cannot be slipped in.
    const edited = await created(
      await edit(control._id, c.headers, {
        typo: 'Online',
        avatar: `${keep},${'f'.repeat(32)}.jpg`,
      }),
    );
    expect(edited.avatar).toBe(keep);
    expect(await newPhotos(before)).toEqual([keep]);
    await expect(fs.access(variant)).rejects.toThrow();
    expect((await t.app.inject({ url: control.photos[1]!.url })).statusCode).toBe(404);

    const many = await created(
      await edit(
        control._id,
        c.headers,
        { typo: 'Online' },
        await Promise.all(Array.from({ length: 10 }, () => jpegImage(64, 64))),
      ),
    );
    // The oldest goes first: the ten newest are kept.
    expect(many.photos).toHaveLength(10);
    expect(many.avatar.split(',')).not.toContain(keep);
    expect(await newPhotos(before)).toEqual(many.photos.map((p) => p.name).sort());
  });
});
