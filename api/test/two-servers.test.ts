import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RenderFn } from '@contract/ssr';
import { createS3Storage } from '../src/media/s3-storage';
import { plans } from '../src/modules/catalog/catalog.tables';
import { jpegImage } from './fixtures';
import { ADMIN, createTestContext, registerGuest, type TestContext } from './harness';
import { startLocalS3, type LocalS3 } from './s3-server';
import { fakeWebDir } from './web-dir';

/**
 * Issue 22, acceptance 3: two servers on one PostgreSQL database and one S3 server, each
 * with its own memory (caches, limits), listening on real ports, behave as one.
 */
const AUTH_MAX = 10;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A stand-in for the built renderer: the page shows the plans it read through the API. */
const render: RenderFn = async (_url, opts) => {
  const res = await opts.api('/api/plans', {});
  const { planes } = (await res.json()) as { planes: { title: string }[] };
  return { html: `<main>${planes.map((p) => p.title).join(' | ')}</main>`, state: {} };
};

/** Polls `read` until `done` holds of what it answers; the time that took (ms). */
async function timeUntil<T>(read: () => Promise<T>, done: (v: T) => boolean, limitMs = 3_000) {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!inject('postgresUrl'))(
  'two servers on one PostgreSQL and one S3 server (needs TEST_DATABASE_URL)',
  () => {
    let s3: LocalS3;
    let t: TestContext;
    let two: FastifyInstance;
    let webDir: string;
    const base: string[] = [];
    let admin: Record<string, string>;

    /** A request to server `n` (0 or 1) over HTTP. */
    const call = (n: number, url: string, init: RequestInit = {}) => fetch(base[n] + url, init);
    const json = <T>(n: number, url: string, headers: Record<string, string> = {}) =>
      call(n, url, { headers }).then((r) => r.json() as Promise<T>);

    beforeAll(async () => {
      s3 = await startLocalS3();
      webDir = fakeWebDir();
      t = await createTestContext(
        { RATE_LIMIT_AUTH_MAX: String(AUTH_MAX) },
        {
          webDir,
          render,
          storage: (dataDir) => createS3Storage(s3.config, path.join(dataDir, 'media')),
        },
      );
      two = await t.startAnotherServer({ webDir, render });
      for (const server of [t.app, two])
        base.push(await server.listen({ port: 0, host: '127.0.0.1' }));
      // Logged in from another address: the wrong-login test counts 127.0.0.1's attempts.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.9',
        payload: ADMIN,
      });
      admin = { authorization: `Bearer ${login.json().token}` };
    });
    afterAll(async () => {
      await two?.close();
      await t?.close();
      await s3?.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    });

    /** How many catalog notices from the other server server `n` has acted on (its metrics). */
    const noticesHeard = async (n: number) => {
      const text = await call(n, '/api/metrics', { headers: admin }).then((r) => r.text());
      const line = /read_cache_events_total\{cache="catalog",event="emptiedElsewhere"\} (\d+)/.exec(
        text,
      );
      return Number(line?.[1] ?? 0);
    };

    it('a plan edited through one is served changed by the other within a second (API and page)', async () => {
      const heardBefore = await noticesHeard(1);
      const created = await call(0, '/api/new-plan', {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Plan Primavera', type: 'Online' }),
      });
      expect(created.status).toBe(200);
      const id = ((await created.json()) as { plan: { _id: string } }).plan._id;
      const title = async () =>
        (await json<{ plan: { title: string } }>(1, `/api/plans/${id}`)).plan.title;
      const page = () => call(1, `/auth/planes/${id}/`).then((r) => r.text());

      // The creation's own notice first: arriving after server two cached the plan, it
      // would empty that cache and let the change behind its back show.
      await timeUntil(
        () => noticesHeard(1),
        (n) => n > heardBefore,
      );
      // Server two reads it and keeps it (its cache): a change behind both servers' backs,
      // straight in the database, is not seen. Without the notice, neither would the edit be.
      expect(await title()).toBe('Plan Primavera');
      expect(await page()).toContain('<main>Plan Primavera</main>');
      await t.database.db.update(plans).set({ title: 'Sin aviso' }).where(eq(plans.id, id));
      expect(await title()).toBe('Plan Primavera');
      expect(await page()).toContain('<main>Plan Primavera</main>');

      const edited = await call(0, `/api/plans/${id}`, {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Plan Verano' }),
      });
      expect(edited.status).toBe(200);
      const apiMs = await timeUntil(title, (v) => v === 'Plan Verano');
      const pageMs = await timeUntil(page, (html) => html.includes('<main>Plan Verano</main>'));
      expect(apiMs).toBeLessThan(1_000);
      expect(pageMs).toBeLessThan(1_000);
      expect(await page()).toContain('<title>Plan Verano');
    });

    it('a control photo uploaded through one is served through the other (signed link, S3)', async () => {
      const client = await registerGuest(t.app);
      const photo = await jpegImage(600, 800);
      const form = new FormData();
      for (const [k, v] of Object.entries({ userId: client.id, typo: 'Online', peso: '70' }))
        form.append(k, v);
      form.append(
        'galleryImage',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        'frente.jpg',
      );
      const saved = await call(0, '/api/new-control', {
        method: 'POST',
        headers: client.headers,
        body: form,
      });
      expect(saved.status).toBe(200);
      const { control } = (await saved.json()) as { control: { _id: string } };

      const fromTwo = await json<{ control: { photos: { url: string }[] } }>(
        1,
        `/api/controls/${control._id}`,
        client.headers,
      );
      const link = fromTwo.control.photos[0]!.url;
      expect(link).toMatch(/\?exp=\d+&sig=/);
      const res = await call(1, link);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(photo)).toBe(true);
      // Stored in the bucket, where both servers read it.
      const listed = await s3.client.send(new ListObjectsCommand({ Bucket: s3.config.bucket }));
      const name = link.split('?')[0]!.split('/').pop()!;
      expect(listed.Contents?.map((o) => o.Key)).toContain(`photos/${name}`);
    });

    it(`wrong logins spread over both count once: the ${AUTH_MAX + 1}th is refused by either`, async () => {
      const wrong = (n: number) =>
        call(n, '/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'alguien@test.uy', password: 'not-the-password' }),
        }).then((r) => r.status);
      const codes: number[] = [];
      for (let i = 0; i < AUTH_MAX; i++) codes.push(await wrong(i % 2));
      // Each server saw only half of them: only a shared count refuses the next ones.
      expect(codes).toEqual(Array(AUTH_MAX).fill(401));
      expect([await wrong(0), await wrong(1)]).toEqual([429, 429]);
    });

    /** The admin books an hour at `start` for the client through server 1; its status. */
    const bookOnFirst = async (userId: string, start: Date) =>
      (
        await call(0, '/api/new-calendar', {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            start: start.toISOString(),
            end: new Date(start.getTime() + HOUR).toISOString(),
            userId,
          }),
        })
      ).status;

    it('a booking through one shows on the public calendar of the other within a second', async () => {
      const client = await registerGuest(t.app);
      const start = new Date(t.clock.now().getTime() + 5 * DAY);
      start.setUTCHours(15, 0, 0, 0);
      const range = `from=${new Date(start.getTime() - DAY).toISOString()}&to=${new Date(start.getTime() + DAY).toISOString()}`;
      const busy = async () =>
        (await json<{ calendar: unknown[] }>(1, `/api/calendar?${range}`)).calendar.length;
      expect(await busy()).toBe(0);
      expect(await bookOnFirst(client.id, start)).toBe(200);
      expect(await timeUntil(busy, (n) => n === 1)).toBeLessThan(1_000);
    });

    it('a reminder due once is mailed once when both servers sweep', async () => {
      const client = await registerGuest(t.app);
      const start = new Date(t.clock.now().getTime() + 3 * DAY);
      start.setUTCHours(17, 0, 0, 0);
      expect(await bookOnFirst(client.id, start)).toBe(200);

      // 23 hours before: two servers start at once, and each sweeps as it starts.
      t.clock.advance(start.getTime() - 23 * HOUR - t.clock.now().getTime());
      const sweepers = await Promise.all([t.startAnotherServer(), t.startAnotherServer()]);
      try {
        // Runs finished (counted in the duration once over): what each sent has arrived.
        const runs = async (server: FastifyInstance) => {
          const text = (await server.inject({ url: '/api/metrics', headers: admin })).body;
          const line = /periodic_job_duration_seconds_count\{job="reminders"\} (\d+)/.exec(text);
          return Number(line?.[1] ?? 0);
        };
        for (const server of sweepers)
          await timeUntil(
            () => runs(server),
            (n) => n >= 1,
          );
        await t.waitForMail(client.email, /Te recordamos tu turno presencial/);
        const reminders = t.mails.filter(
          (m) => m.to.includes(client.email) && /Recordatorio/.test(m.text),
        );
        expect(reminders).toHaveLength(1);
      } finally {
        await Promise.all(sweepers.map((s) => s.close()));
      }
    });
  },
);
