import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerGuest, useTestApp, type Account } from '../../../test/harness';
import { createPlan } from '../../../test/shop';
import type { Mailer } from '../../mail/mailer';
import { users } from '../users/users.tables';
import { sendControlReminders } from './control-reminders';

/*
 * Issue 30: 'Es hora de tu control' on a client's next-control date, once, however many
 * runs and servers. The test clock starts on Monday 2 March 2026, 9:00 in Montevideo
 * (12:00 UTC); Montevideo is UTC-3.
 */
const { t, admin } = useTestApp();

const REMINDER = /Es hora de tu control/;

/** The job as the app runs it, with a mailer of its own: what it sent has arrived when it resolves. */
const run = (mailer: Mailer = t.newMailer()) =>
  sendControlReminders({ db: t.database.db, clock: t.clock, config: t.config, mailer });

const moveTo = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

const remindersTo = (client: Account) =>
  t.mails.filter((m) => m.to.includes(client.email) && REMINDER.test(m.text));

/** Her date for the client's next control (what the profile's 'Próximo control' sets). */
const setNextControl = (client: Account, iso: string | null) =>
  t.database.db
    .update(users)
    .set({ dateNextControl: iso ? new Date(iso) : null })
    .where(eq(users.id, client.id));

/** A client with a plan whose controls are online or in person, assigned by the admin. */
async function clientWith(typeQueries: 'Controles Online' | 'Controles Presenciales') {
  const client = await registerGuest(t.app);
  const plan = await createPlan(t.app, admin, { typeQueries });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/manualsuccess',
    headers: admin,
    payload: { productoId: plan._id, userId: client.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

let online: Account;
let inPerson: Account;
/** Clients the later tests give dates to (made now: the admin's session does not last weeks). */
let later: Account[];
beforeAll(async () => {
  online = await clientWith('Controles Online');
  inPerson = await clientWith('Controles Presenciales');
  later = [];
  for (let i = 0; i < 4; i++) later.push(await clientWith('Controles Online'));
  for (const client of later) await setNextControl(client, null);
  await t.afterAnswers();
  // Tuesday 10 March, 12:00 and 15:00 in Montevideo.
  await setNextControl(online, '2026-03-10T15:00:00Z');
  await setNextControl(inPerson, '2026-03-10T18:00:00Z');
});

describe("'Es hora de tu control' on the next-control date", () => {
  it('not before the day, nor before 8:00 on it', async () => {
    moveTo('2026-03-09T23:00:00Z'); // Monday 9, 20:00
    expect(await run()).toBe(0);
    moveTo('2026-03-10T10:30:00Z'); // Tuesday 10, 07:30
    expect(await run()).toBe(0);
    expect([...remindersTo(online), ...remindersTo(inPerson)]).toEqual([]);
  });

  it('on the day: once each, even when two runs meet; online records it, in person books it', async () => {
    moveTo('2026-03-10T11:30:00Z'); // Tuesday 10, 08:30
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(2);
    expect(await run()).toBe(0);

    const [toOnline] = remindersTo(online);
    expect(remindersTo(online)).toHaveLength(1);
    expect(toOnline!.text).toMatch(/Hola Cliente \d+:/);
    expect(toOnline!.text).toContain('Registrar mi control');
    expect(toOnline!.text).toContain(`http://localhost:3000/auth/nueva-ficha-control/${online.id}`);

    const [toInPerson] = remindersTo(inPerson);
    expect(remindersTo(inPerson)).toHaveLength(1);
    expect(toInPerson!.text).toMatch(/Hola Cliente \d+:/);
    expect(toInPerson!.text).toContain('Reservar mi turno');
    expect(toInPerson!.text).toContain(`http://localhost:3000/auth/agendar-control/${inPerson.id}`);
  });

  it('two servers starting at once, each running the job, send a new date once', async () => {
    const client = later[0]!;
    await setNextControl(client, '2026-03-10T20:00:00Z'); // today, 17:00
    const sweepers = await Promise.all([t.startAnotherServer(), t.startAnotherServer()]);
    try {
      for (const server of sweepers) await jobRan(server);
      expect(remindersTo(client)).toHaveLength(1);
      // And the other clients, reminded before these servers started, got nothing more.
      expect(remindersTo(online)).toHaveLength(1);
      expect(remindersTo(inPerson)).toHaveLength(1);
    } finally {
      await Promise.all(sweepers.map((s) => s.close()));
    }
  });

  it('a date she sets anew is reminded on its own day', async () => {
    await setNextControl(online, '2026-04-14T15:00:00Z'); // Tuesday 14 April, 12:00
    moveTo('2026-04-13T15:00:00Z');
    expect(await run()).toBe(0);
    moveTo('2026-04-14T12:00:00Z'); // 09:00 on the day
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(remindersTo(online)).toHaveLength(2);
    expect(remindersTo(inPerson)).toHaveLength(1);
  });

  it('a send that fails is tried again by the next run', async () => {
    await setNextControl(online, '2026-04-15T15:00:00Z');
    moveTo('2026-04-15T13:00:00Z');
    const down: Mailer = {
      send: () => Promise.reject(new Error('el servidor de correo no responde')),
    };
    await expect(run(down)).rejects.toThrow(/1 control reminder\(s\) not sent/);
    expect(remindersTo(online)).toHaveLength(2);
    expect(await run()).toBe(1);
    expect(remindersTo(online)).toHaveLength(3);
  });

  it('a date missed while no server ran goes within three days; an older one never', async () => {
    const [late, stale] = [later[1]!, later[2]!];
    moveTo('2026-04-20T15:00:00Z'); // Monday 20 April, 12:00
    await setNextControl(late, '2026-04-17T15:00:00Z'); // Friday: three days ago
    await setNextControl(stale, '2026-04-16T15:00:00Z'); // four days ago
    expect(await run()).toBe(1);
    expect(remindersTo(late)).toHaveLength(1);
    expect(remindersTo(stale)).toEqual([]);
  });

  it('no reminder to an account that is not active', async () => {
    const gone = later[3]!;
    await setNextControl(gone, '2026-04-20T15:00:00Z');
    await t.database.db.update(users).set({ state: 'Desactivo' }).where(eq(users.id, gone.id));
    expect(await run()).toBe(0);
    expect(remindersTo(gone)).toEqual([]);
  });
});

/** Waits until `server` has run the job once (its runs are counted in its metrics). */
async function jobRan(server: FastifyInstance) {
  const started = Date.now();
  for (;;) {
    const text = (await server.inject({ url: '/api/metrics', headers: admin })).body;
    const line = /periodic_job_duration_seconds_count\{job="control reminders"\} (\d+)/.exec(text);
    if (Number(line?.[1] ?? 0) >= 1) return;
    if (Date.now() - started > 5_000) throw new Error('the job did not run within 5 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}
