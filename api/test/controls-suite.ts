import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Headers, multipart, useTestApp } from './harness';
import { users } from '../src/modules/users/users.tables';
import { controls } from '../src/modules/clinical/clinical.tables';

export interface ApiControl {
  _id: string;
  userId: string;
  typo: string;
  avatar: string;
  photos: { name: string; thumbUrl: string; url: string }[];
  metrics: Record<string, number | null>;
  [k: string]: unknown;
}

/**
 * The control suites' shared set-up: the app, and a control form sent as the web sends it
 * (JSON, or multipart with photos), with the counts and files they check.
 */
export function useControlsSuite() {
  const { t, admin } = useTestApp();

  const photosOnDisk = async () =>
    (await fs.readdir(path.join(t.storageDir, 'photos')).catch(() => [] as string[])).sort();
  /** Photo files stored since `before` (tests share one storage directory). */
  const newPhotos = async (before: string[]) =>
    (await photosOnDisk()).filter((n) => !before.includes(n));
  const controlCount = async (userId: string) =>
    (
      await t.database.db.select({ n: count() }).from(controls).where(eq(controls.userId, userId))
    )[0]!.n;
  const row = async (id: string) =>
    (await t.database.db.select().from(controls).where(eq(controls.id, id)))[0];

  /** A control form through the API: JSON, or multipart when it carries photos. */
  async function send(
    method: 'POST' | 'PUT',
    url: string,
    headers: Headers,
    fields: Record<string, string | number | null>,
    photos: Buffer[] = [],
  ) {
    if (photos.length === 0) return t.app.inject({ method, url, headers, payload: fields });
    const form = await multipart(
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v ?? '')])),
      photos.map((data, i) => ({ name: `foto${i}.jpg`, type: 'image/jpeg', data })),
    );
    return t.app.inject({
      method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }

  const create = (
    headers: Headers,
    fields: Record<string, string | number | null>,
    photos?: Buffer[],
  ) => send('POST', '/api/new-control', headers, fields, photos);
  const edit = (
    id: string,
    headers: Headers,
    fields: Record<string, string | number | null>,
    photos?: Buffer[],
  ) => send('PUT', `/api/controls/${id}`, headers, fields, photos);

  async function created(res: Awaited<ReturnType<typeof create>>): Promise<ApiControl> {
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    return res.json<{ control: ApiControl }>().control;
  }

  async function setGender(id: string, gender: 'Masculino' | 'Femenino' | 'Otro' | null) {
    await t.database.db.update(users).set({ gender }).where(eq(users.id, id));
  }
  return {
    t,
    admin,
    photosOnDisk,
    newPhotos,
    controlCount,
    row,
    send,
    create,
    edit,
    created,
    setGender,
  };
}
