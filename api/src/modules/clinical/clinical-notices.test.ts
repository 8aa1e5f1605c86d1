import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@contract/dashboard';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { ADMIN, registerGuest, useTestApp, type Account } from '../../../test/harness';
import { createPlan } from '../../../test/shop';
import { users } from '../users/users.tables';
import { controls } from './clinical.tables';

/*
 * Issue 30: a client completing the anamnesis and a client recording a control reach her
 * (one notice to each recipient, DECISIONS §9), and 'Hoy' lists what to do about them.
 * The test clock starts on Monday 2 March 2026, 9:00 in Montevideo.
 */
const { t, admin } = useTestApp();

/** Her second active admin account, and one that left: notices go to every active admin. */
const PARTNER = 'socia@test.uy';
const FORMER = 'ex-admin@test.uy';
beforeAll(async () => {
  await t.database.db.insert(users).values([
    { name: 'Socia', email: PARTNER, passwordHash: 'x', type: 'admin' },
    { name: 'Ex', email: FORMER, passwordHash: 'x', type: 'admin', state: 'Desactivo' },
  ]);
});

/** What 'Hoy' answers now. */
const today = async () =>
  (await t.app.inject({ url: '/api/resumen', headers: admin })).json<TDashboard>();

/** The mails since `from` (an index of t.mails) whose text matches, by recipient. */
const noticesSince = (from: number, pattern: RegExp) =>
  t.mails
    .slice(from)
    .filter((m) => pattern.test(m.text))
    .flatMap((m) => m.to)
    .sort();

/** Everything answers already left for later has been sent: what comes next is new. */
const settled = async () => {
  await t.afterAnswers();
  return t.mails.length;
};

/** A client with a plan assigned by the admin: a personalized plan is owed from now. */
async function clientWithPlan(): Promise<Account> {
  const client = await registerGuest(t.app);
  const plan = await createPlan(t.app, admin, { title: 'Plan a medida' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/manualsuccess',
    headers: admin,
    payload: { productoId: plan._id, userId: client.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

describe('a client completes the anamnesis', () => {
  it("one notice to each active admin, and 'Planes para armar' lists the plan with its due day", async () => {
    const client = await clientWithPlan();
    expect((await today()).plansToBuild.items.map((p) => p.userId)).not.toContain(client.id);
    const from = await settled();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: client.headers,
      payload: anamnesisCreate(client.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const anamnesisId = res.json<{ anamnesis: { _id: string } }>().anamnesis._id;
    await t.afterAnswers();

    const notices = t.mails.slice(from).filter((m) => /Anamnesis completa/.test(m.text));
    expect(notices.flatMap((m) => m.to).sort()).toEqual([ADMIN.email, PARTNER]);
    for (const mail of notices) {
      expect(mail.text).toContain(client.email);
      expect(mail.text).toContain(`http://localhost:3000/auth/anamnesis/${anamnesisId}/resumen`);
    }
    // Nothing else reached the client or the admins for it.
    expect(t.mails.slice(from)).toHaveLength(2);

    const { plansToBuild } = await today();
    const mine = plansToBuild.items.filter((p) => p.userId === client.id);
    // Paid and answered on Monday 2 March: ten business days later, Monday 16 March.
    expect(mine).toEqual([
      {
        _id: expect.any(String),
        userId: client.id,
        client: expect.stringMatching(/^Cliente \d+$/),
        email: client.email,
        plan: 'Plan a medida',
        dueDate: '2026-03-16',
        daysLeft: 10,
        mealPlanId: null,
      },
    ]);
    expect(plansToBuild.count).toBe(plansToBuild.items.length);
  });

  it('one she records for a client is no notice to her', async () => {
    const client = await clientWithPlan();
    const from = await settled();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: admin,
      payload: anamnesisCreate(client.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.afterAnswers();
    expect(noticesSince(from, /Anamnesis completa/)).toEqual([]);
    // Still a plan to build: the card is about the plan owed, whoever wrote the anamnesis.
    expect((await today()).plansToBuild.items.map((p) => p.userId)).toContain(client.id);
  });

  it('a plan owed without an anamnesis is not yet a plan to build', async () => {
    const client = await clientWithPlan();
    expect((await today()).plansToBuild.items.map((p) => p.userId)).not.toContain(client.id);
  });
});

describe('a client records a control', () => {
  /** POST new-control as `who` for `client`: the control's id. */
  async function record(who: { authorization: string }, client: { id: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-control',
      headers: who,
      payload: { userId: client.id, typo: 'Online', peso: 70 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ control: { _id: string } }>().control._id;
  }
  const listed = async () => (await today()).newControls.items.map((c) => c._id);

  it("one notice to each active admin; 'Controles nuevos' lists it until she opens it, not when the client does", async () => {
    const client = await registerGuest(t.app);
    const from = await settled();
    const id = await record(client.headers, client);
    await t.afterAnswers();

    const notices = t.mails.slice(from).filter((m) => /Control nuevo/.test(m.text));
    expect(notices.flatMap((m) => m.to).sort()).toEqual([ADMIN.email, PARTNER]);
    for (const mail of notices) {
      expect(mail.text).toContain(client.email);
      expect(mail.text).toContain(`http://localhost:3000/auth/detalles-controles/${id}`);
      // 24-hour time, Montevideo: 12:00 UTC is 09:00.
      expect(mail.text).toContain('a las 09:00');
    }

    const { newControls } = await today();
    expect(newControls.items.find((c) => c._id === id)).toEqual({
      _id: id,
      userId: client.id,
      client: expect.stringMatching(/^Cliente \d+$/),
      email: client.email,
      at: t.clock.now().toISOString(),
    });
    expect(newControls.count).toBe(newControls.items.length);

    // The client reading it, alone or in their list, does not clear it.
    for (const url of [`/api/controls/${id}`, `/api/controls-by-user-id/${client.id}`])
      expect((await t.app.inject({ url, headers: client.headers })).statusCode).toBe(200);
    expect(await listed()).toContain(id);

    // She opens it: seen, off the list.
    expect((await t.app.inject({ url: `/api/controls/${id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect(await listed()).not.toContain(id);
    const [row] = await t.database.db.select().from(controls).where(eq(controls.id, id));
    expect(row!.seenAt).toEqual(t.clock.now());
  });

  it("opening the client's controls in the back office clears all of theirs, and only theirs", async () => {
    const [ana, bruno] = [await registerGuest(t.app), await registerGuest(t.app)];
    const anas = [await record(ana.headers, ana), await record(ana.headers, ana)];
    const brunos = await record(bruno.headers, bruno);
    expect(await listed()).toEqual(expect.arrayContaining([...anas, brunos]));
    const res = await t.app.inject({ url: `/api/controls-by-user-id/${ana.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const now = await listed();
    expect(now).toContain(brunos);
    expect(now).not.toContain(anas[0]);
    expect(now).not.toContain(anas[1]);
  });

  it('one she records herself is born seen, and no notice', async () => {
    const client = await registerGuest(t.app);
    const from = await settled();
    const id = await record(admin, client);
    await t.afterAnswers();
    expect(noticesSince(from, /Control nuevo/)).toEqual([]);
    expect(await listed()).not.toContain(id);
  });
});
