import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { jpegImage, pdfBytes, pngImage } from '../../test/fixtures';
import { registerGuest, sendForm, useTestApp } from '../../test/harness';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { storageBehaviours } from '../../test/storage-behaviours';
import { createS3Storage } from './s3-storage';
import { storageFromConfig } from './storage-from-config';

let s3: LocalS3;
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-s3-cache-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** Every key in the bucket under an area, to see what a request left behind. */
async function keys(area: string): Promise<string[]> {
  const res = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `${area}/` }),
  );
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort();
}

storageBehaviours('S3', async () => createS3Storage(s3.config, await tempDir()));

describe('S3 storage', () => {
  it('keeps each file as <area>/<name> with its content type, and nothing on disk', async () => {
    const cacheRoot = await tempDir();
    const storage = createS3Storage(s3.config, cacheRoot);
    const name = await storage.put('files', pdfBytes, 'pdf');
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `files/${name}` }),
    );
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(pdfBytes.length);
    expect(await keys('files')).toContain(`files/${name}`);
    expect(await fs.readdir(cacheRoot)).toEqual([]);
  });

  it('lists an area past the 1,000 keys of one page', { timeout: 60_000 }, async () => {
    // A bucket of its own: the other tests list theirs one page deep.
    await s3.client.send(new CreateBucketCommand({ Bucket: 'nutri-muchos' }));
    const storage = createS3Storage({ ...s3.config, bucket: 'nutri-muchos' }, await tempDir());
    const names = Array.from(
      { length: 1_050 },
      (_, i) => `${i.toString(16).padStart(32, '0')}.png`,
    );
    for (let i = 0; i < names.length; i += 50)
      await Promise.all(
        names.slice(i, i + 50).map((n) => storage.putAs('images', n, Buffer.from('x'))),
      );
    await storage.putAs('photos', names[0]!, Buffer.from('y'));
    const listed = await storage.list('images');
    expect(listed.length).toBe(names.length);
    expect(new Set(listed)).toEqual(new Set(names));
    expect(await storage.list('photos')).toEqual([names[0]]);
  });

  it('is not ready when the bucket does not exist, saying so', async () => {
    const storage = createS3Storage({ ...s3.config, bucket: 'no-existe' }, await tempDir());
    await expect(storage.check()).rejects.toThrow("el bucket 'no-existe' no existe");
  });

  it('is not ready with keys the server does not know, saying so', async () => {
    const storage = createS3Storage({ ...s3.config, accessKeyId: 'NADIE' }, await tempDir());
    await expect(storage.check()).rejects.toThrow('las claves no tienen acceso');
    await expect(storage.put('images', pdfBytes, 'pdf')).rejects.toThrow();
  });

  it('an unreachable server is an error, never a missing file', async () => {
    const storage = createS3Storage(
      { ...s3.config, endpoint: 'http://127.0.0.1:9' },
      await tempDir(),
    );
    const name = `${'a'.repeat(32)}.jpg`;
    await expect(storage.read('images', name)).rejects.toThrow();
    await expect(storage.exists('images', name)).rejects.toThrow();
    await expect(storage.check()).rejects.toThrow("el bucket 'nutri-test' no responde");
  });
});

describe('S3 configuration', () => {
  const keysEnv = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secreto' };

  it('is off by default: files stay on disk', () => {
    expect(parseConfig({}).s3).toBeUndefined();
  });

  it('a bucket with its keys; region us-east-1 and path-style only with an endpoint', () => {
    expect(parseConfig({ S3_BUCKET: 'fotos', ...keysEnv }).s3).toEqual({
      bucket: 'fotos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secreto',
      forcePathStyle: false,
    });
    const minio = parseConfig({
      S3_BUCKET: 'fotos',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'sa-east-1',
      ...keysEnv,
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
    });
    expect(
      parseConfig({
        S3_BUCKET: 'fotos',
        S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'false',
        ...keysEnv,
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('fails at start naming the variable that is missing or wrong', () => {
    expect(() => parseConfig({ S3_BUCKET: 'fotos' })).toThrow(/S3_ACCESS_KEY_ID: falta/);
    expect(() => parseConfig({ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: falta/,
    );
    expect(() => parseConfig({ S3_ENDPOINT: 'http://minio:9000', ...keysEnv })).toThrow(
      /S3_ENDPOINT: sin S3_BUCKET/,
    );
    expect(() => parseConfig({ S3_REGION: 'sa-east-1' })).toThrow(/S3_REGION: sin S3_BUCKET/);
    expect(() => parseConfig({ S3_BUCKET: 'Fotos_Viejas', ...keysEnv })).toThrow(/S3_BUCKET/);
    expect(() => parseConfig({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'ftp://x', ...keysEnv })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() =>
      parseConfig({ S3_BUCKET: 'fotos', S3_FORCE_PATH_STYLE: 'quizás', ...keysEnv }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('the server and its demo seeding store in the bucket when S3_BUCKET is set, on disk when not', async () => {
    const dataDir = await tempDir();
    const onS3 = storageFromConfig({ dataDir, s3: s3.config });
    const name = await onS3.put('images', await pngImage(16, 16), 'png');
    expect(await keys('images')).toContain(`images/${name}`);
    await expect(fs.readdir(path.join(dataDir, 'media'))).rejects.toThrow();

    const onDisk = storageFromConfig({ dataDir, s3: undefined });
    const local = await onDisk.put('images', await pngImage(16, 16), 'png');
    expect(await fs.readdir(path.join(dataDir, 'media', 'images'))).toEqual([local]);
    expect(await keys('images')).not.toContain(`images/${local}`);
  });
});

describe('the app on S3', () => {
  const { t, admin } = useTestApp();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: t.config,
      db: t.database.db,
      storage: createS3Storage(s3.config, await tempDir()),
      clock: t.clock,
      linkSecret: randomBytes(32).toString('base64url'),
      logger: false,
      mailer: t.newMailer(),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const planFields = {
    title: 'Plan en S3',
    description: 'Un plan cuya imagen vive en el bucket.',
    editorState: '<p>Menú</p>',
    type: 'Online',
    anamnesis: 'Simple',
    time: '3',
    queries: '3',
    typeQueries: 'Controles Online',
    costDolars: '60',
    costPesos: '2500',
  };

  it('a plan image is uploaded to the bucket and served resized; deleting the plan removes it', async () => {
    const res = await sendForm(
      app,
      { method: 'POST', url: '/api/new-plan', headers: admin },
      planFields,
      [{ name: 'plan.jpg', type: 'image/jpeg', data: await jpegImage(900, 600) }],
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json().plan as { _id: string; avatar: string };
    expect(await keys('images')).toContain(`images/${plan.avatar}`);
    // Nothing went to the disk storage the test harness gives the other app.
    await expect(fs.readdir(path.join(t.storageDir, 'images'))).rejects.toThrow();

    const resized = await app.inject({ url: `/api/media/fit-in/250x280/${plan.avatar}` });
    expect([resized.statusCode, resized.headers['content-type']]).toEqual([200, 'image/webp']);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/plan/${plan._id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(await keys('images')).not.toContain(`images/${plan.avatar}`);
    const gone = await app.inject({ url: `/api/media/fit-in/250x280/${plan.avatar}` });
    expect(gone.statusCode).toBe(404);
  });

  it('a refused request leaves nothing in the bucket', async () => {
    const before = await keys('images');
    const res = await sendForm(
      app,
      { method: 'POST', url: '/api/new-plan', headers: admin },
      { ...planFields, type: 'Gratis' },
      [{ name: 'plan.png', type: 'image/png', data: await pngImage() }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await keys('images')).toEqual(before);
  });

  it('a paid file is kept in the bucket and downloaded back whole', async () => {
    const plan = await sendForm(
      app,
      { method: 'POST', url: '/api/new-plan', headers: admin },
      planFields,
    );
    const added = await sendForm(
      app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: plan.json().plan._id },
      [{ name: 'plan.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    expect(added.statusCode).toBe(200);
    const name = added.json().files[0].avatar as string;
    expect(await keys('files')).toContain(`files/${name}`);
    const res = await app.inject({ url: `/api/product-file/${name}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('a control photo goes to the bucket and comes back through its signed links', async () => {
    const client = await registerGuest(app);
    const photo = await jpegImage(900, 1200);
    const res = await sendForm(
      app,
      { method: 'POST', url: '/api/new-control', headers: client.headers },
      { userId: client.id, typo: 'Online', peso: '70' },
      [{ name: 'frente.jpg', type: 'image/jpeg', data: photo }],
    );
    expect(res.statusCode).toBe(200);
    const [link] = res.json().control.photos as { name: string; thumbUrl: string; url: string }[];
    expect(await keys('photos')).toContain(`photos/${link!.name}`);

    const full = await app.inject({ url: link!.url });
    expect([full.statusCode, full.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(full.rawPayload.equals(photo)).toBe(true);
    const thumb = await app.inject({ url: link!.thumbUrl });
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
  });
});
