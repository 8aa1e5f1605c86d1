import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Headers, registerGuest, useTestApp } from '../../../test/harness';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { listUsers } from '../users/users.service';
import { userRegistryOf } from '../../app';
import { users } from '../users/users.tables';
import { ACCESS_LOG_LIMIT, VIEW_WINDOW_MS } from './access-log';
import { clinicalAccessLog } from './clinical.tables';

const { t, admin, adminAccount } = useTestApp();

const newControl = async (headers: Headers, userId: string, typo: 'Online' | 'Offline') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/new-control',
    headers,
    payload: { userId, typo, peso: 70 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().control as { _id: string };
};

describe('completion flags come from the server (DECISIONS §8)', () => {
  it('in every user answer: userData, user/{id}, the users list, login', async () => {
    const c = await registerGuest(t.app);
    const flags = async () => {
      const me = (await t.app.inject({ url: '/api/userData', headers: c.headers })).json().user;
      const byId = (await t.app.inject({ url: `/api/user/${c.id}`, headers: admin })).json().user;
      const list = (await t.app.inject({ url: '/api/users?pageSize=100', headers: admin }))
        .json()
        .users.find((u: { _id: string }) => u._id === c.id);
      const login = (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: c.email, password: c.password },
        })
      ).json().user;
      const all = [me, byId, list, login].map((u) => [
        u.anamnesisCompleted,
        u.firstControlCompleted,
      ]);
      // Every answer says the same.
      for (const f of all) expect(f).toEqual(all[0]);
      return all[0];
    };
    expect(await flags()).toEqual([false, false]);
    await t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: c.headers,
      payload: anamnesisCreate(c.id),
    });
    expect(await flags()).toEqual([true, false]);
    // An in-person control is not the first Online control the plan page waits for.
    await newControl(admin, c.id, 'Offline');
    expect(await flags()).toEqual([true, false]);
    const online = await newControl(c.headers, c.id, 'Online');
    expect(await flags()).toEqual([true, true]);
    await t.app.inject({ method: 'DELETE', url: `/api/control/${online._id}`, headers: c.headers });
    expect(await flags()).toEqual([true, false]);
  });

  it("a user's own update answer carries them too", async () => {
    const c = await registerGuest(t.app);
    await newControl(c.headers, c.id, 'Online');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${c.id}`,
      headers: c.headers,
      payload: { name: 'Con control' },
    });
    expect(res.json().user).toMatchObject({
      anamnesisCompleted: false,
      firstControlCompleted: true,
    });
  });

  it('the users list stays one query however many users it shows (no query per user)', async () => {
    for (let i = 0; i < 3; i++) await registerGuest(t.app);
    let selects = 0;
    // Every read the service makes starts with db.select: counted at the handle.
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects += 1;
        return Reflect.get(target, prop, receiver);
      },
    });
    const page = await listUsers(
      { db, clock: t.clock, storage: t.storage, userRegistry: userRegistryOf() },
      { page: 1, pageSize: 100 },
    );
    expect(page.users.length).toBeGreaterThan(3);
    expect(page.users.every((u) => typeof u.anamnesisCompleted === 'boolean')).toBe(true);
    expect(selects).toBe(1);
  });
});

describe('the access log of admin reads (DECISIONS §8)', () => {
  it("records every admin read of a client's anamnesis and controls, newest first, with the admin's name", async () => {
    const c = await registerGuest(t.app);
    const anamnesis = (
      await t.app.inject({
        method: 'POST',
        url: '/api/new-anamnesis',
        headers: c.headers,
        payload: anamnesisCreate(c.id),
      })
    ).json().anamnesis;
    const control = await newControl(c.headers, c.id, 'Online');
    // The client reading their own records is not logged; writes are not reads.
    for (const url of [
      `/api/anamnesis-by-user-id/${c.id}`,
      `/api/anamnesis/${anamnesis._id}`,
      `/api/controls-by-user-id/${c.id}`,
      `/api/controls/${control._id}`,
    ])
      expect((await t.app.inject({ url, headers: c.headers })).statusCode).toBe(200);
    const log = () => t.app.inject({ url: `/api/clinical-access-log/${c.id}`, headers: admin });
    expect((await log()).json()).toEqual({ entries: [] });

    const reads = [
      [`/api/anamnesis-by-user-id/${c.id}`, 'anamnesis'],
      [`/api/controls-by-user-id/${c.id}`, 'controles'],
      [`/api/controls/${control._id}`, 'control'],
      [`/api/anamnesis/${anamnesis._id}`, 'anamnesis'],
    ] as const;
    // Each a view of its own: further apart than one view lasts.
    const apart = VIEW_WINDOW_MS + 60_000;
    for (const [url] of reads) {
      t.clock.advance(apart);
      expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    }
    const entries = (await log()).json().entries;
    expect(entries).toEqual(
      [...reads].reverse().map(([, what], i) => ({
        what,
        adminName: 'Administración',
        at: new Date(t.clock.now().getTime() - i * apart).toISOString(),
      })),
    );
    // Reading the log is not a read of the records.
    expect((await log()).json().entries).toHaveLength(4);
  });

  it('one view of an anamnesis is one entry, however many requests the view makes', async () => {
    const c = await registerGuest(t.app);
    const anamnesis = (
      await t.app.inject({
        method: 'POST',
        url: '/api/new-anamnesis',
        headers: c.headers,
        payload: anamnesisCreate(c.id),
      })
    ).json().anamnesis;
    const log = async () =>
      (await t.app.inject({ url: `/api/clinical-access-log/${c.id}`, headers: admin })).json()
        .entries as { what: string }[];
    // The profile's panel, the summary page, the edit form and a refetch: one view.
    for (const url of [
      `/api/anamnesis-by-user-id/${c.id}`,
      `/api/anamnesis/${anamnesis._id}`,
      `/api/anamnesis/${anamnesis._id}`,
      `/api/anamnesis-by-user-id/${c.id}`,
    ]) {
      t.clock.advance(20_000);
      expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    }
    expect((await log()).map((e) => e.what)).toEqual(['anamnesis']);
    // Reading the controls is reading other records: an entry of its own.
    await t.app.inject({ url: `/api/controls-by-user-id/${c.id}`, headers: admin });
    expect((await log()).map((e) => e.what)).toEqual(['controles', 'anamnesis']);
    // Coming back later is another view.
    t.clock.advance(VIEW_WINDOW_MS + 1000);
    await t.app.inject({ url: `/api/anamnesis/${anamnesis._id}`, headers: admin });
    expect((await log()).map((e) => e.what)).toEqual(['anamnesis', 'controles', 'anamnesis']);
  });

  it("the admin's own records are not logged; a client never sees the log", async () => {
    await t.app.inject({ url: `/api/controls-by-user-id/${adminAccount.id}`, headers: admin });
    const own = await t.app.inject({
      url: `/api/clinical-access-log/${adminAccount.id}`,
      headers: admin,
    });
    expect(own.json().entries).toEqual([]);
    const c = await registerGuest(t.app);
    expect(
      (await t.app.inject({ url: `/api/clinical-access-log/${c.id}`, headers: c.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          url: '/api/clinical-access-log/00000000-0000-4000-8000-000000000000',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it(`answers the newest ${ACCESS_LOG_LIMIT}`, async () => {
    const c = await registerGuest(t.app);
    const start = t.clock.now().getTime();
    await t.database.db.insert(clinicalAccessLog).values(
      Array.from({ length: ACCESS_LOG_LIMIT + 5 }, (_, i) => ({
        adminId: adminAccount.id,
        adminName: 'Administración',
        userId: c.id,
        what: 'control',
        at: new Date(start + i * 1000),
      })),
    );
    const entries = (
      await t.app.inject({ url: `/api/clinical-access-log/${c.id}`, headers: admin })
    ).json().entries;
    expect(entries).toHaveLength(ACCESS_LOG_LIMIT);
    expect(entries[0].at).toBe(new Date(start + (ACCESS_LOG_LIMIT + 4) * 1000).toISOString());
  });

  it('entries outlive the admin account that made them; they go with the client', async () => {
    const second = await registerGuest(t.app, { name: 'Segunda Nutricionista' });
    await t.database.db.update(users).set({ type: 'admin' }).where(eq(users.id, second.id));
    const c = await registerGuest(t.app);
    await t.app.inject({ url: `/api/controls-by-user-id/${c.id}`, headers: second.headers });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${second.id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    const entries = (
      await t.app.inject({ url: `/api/clinical-access-log/${c.id}`, headers: admin })
    ).json().entries;
    expect(entries).toEqual([
      { what: 'controles', adminName: 'Segunda Nutricionista', at: expect.any(String) },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/user/${c.id}`, headers: admin });
    const left = await t.database.db
      .select()
      .from(clinicalAccessLog)
      .where(eq(clinicalAccessLog.userId, c.id));
    expect(left).toEqual([]);
  });
});
