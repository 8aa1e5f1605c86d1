import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@contract/dashboard';
import { registerGuest, type Account } from '../../../test/harness';
import { adminAppointment, useAgendaSuite } from '../../../test/agenda-suite';
import { createMailer, type Mailer } from '../../mail/mailer';
import { practice } from '../practice/practice.tables';
import { sendDueReminders } from './reminders';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC).
const { t, admin, HOUR, weekdaySlot, clientWithCredit, book, row } = useAgendaSuite();

const DAY = 24 * HOUR;
const PLACE = 'Av. Brasil 2500, consultorio 3';

/**
 * A mail server that refuses every recipient (550), as a full mailbox or a blocked
 * address makes the real one do: the outside world failing, nothing of ours mocked.
 */
let refusing: { mailer: Mailer; close(): Promise<void> };
beforeAll(async () => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  refusing = {
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: t.config.mailFrom,
      outboxDir: path.join(t.storageDir, 'refused'),
      logger: { info() {} },
    }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  await t.database.db.update(practice).set({ address: PLACE }).where(eq(practice.id, 1));
});
afterAll(() => refusing?.close());

/**
 * The sweep as the app runs it, with a mailer of its own (working, or the refusing one).
 * What it sends has arrived when it resolves: checking that nothing came needs no wait.
 */
const sweep = (mailer: Mailer = t.newMailer()) =>
  sendDueReminders({ db: t.database.db, clock: t.clock, config: t.config, mailer });

/** An appointment the admin books for `client`, `days` ahead at `hour` o'clock in Montevideo. */
const appointment = (client: Account | { id: string }, days: number, hour: number) =>
  adminAppointment(t, admin, client.id, days, hour);

/** Moves the test clock to `before` ms ahead of `start`. */
const moveTo = (start: Date, before: number) =>
  t.clock.advance(start.getTime() - before - t.clock.now().getTime());

const mailsTo = (email: string, pattern: RegExp) =>
  t.mails.filter((m) => m.to.includes(email) && pattern.test(m.text));
const DAY_BEFORE = /Te recordamos tu turno presencial/;
const TWO_HOURS = /Te esperamos en 2 horas/;

const failures = async () =>
  (await t.app.inject({ url: '/api/resumen', headers: admin })).json<TDashboard>().reminderFailures;

describe('reminders 24 hours and 2 hours before', () => {
  it('each goes once, across restarts and sweeps in a row, naming the time and the place', async () => {
    const client = await registerGuest(t.app);
    const { id, start } = await appointment(client, 3, 14);

    // A day and a bit before: nothing yet.
    moveTo(start, 25 * HOUR);
    await sweep();
    expect(mailsTo(client.email, /Recordatorio/)).toHaveLength(0);

    // 23 hours before, a 'restart': the new server's start-up sweep sends the 24-hour one.
    moveTo(start, 23 * HOUR);
    const restarted = await t.startAnotherServer();
    await t.waitForMail(client.email, DAY_BEFORE);
    await restarted.close();
    await sweep();
    await sweep();
    const dayBefore = mailsTo(client.email, DAY_BEFORE);
    expect(dayBefore).toHaveLength(1);
    expect(dayBefore[0]!.text).toContain('de 14:00 a 15:00');
    expect(dayBefore[0]!.text).toContain(PLACE);
    expect(mailsTo(client.email, TWO_HOURS)).toHaveLength(0);

    // 90 minutes before: two servers sweep at once, and another restarts; one 2-hour mail.
    moveTo(start, 90 * 60_000);
    const again = await t.startAnotherServer();
    await Promise.all([sweep(), sweep()]);
    await t.waitForMail(client.email, TWO_HOURS);
    await again.close();
    await sweep();
    const twoHours = mailsTo(client.email, TWO_HOURS);
    expect(twoHours).toHaveLength(1);
    expect(twoHours[0]!.text).toContain('de 14:00 a 15:00');
    expect(twoHours[0]!.text).toContain(PLACE);
    expect(mailsTo(client.email, DAY_BEFORE)).toHaveLength(1);
    const r = await row(id);
    expect(r.reminderSentAt).not.toBeNull();
    expect(r.reminder2hSentAt).not.toBeNull();
    expect(r.reminderFailedAt).toBeNull();
  });

  it('a refused send is recorded, shown in Hoy, tried again on the next sweep and then sent once', async () => {
    const client = await registerGuest(t.app, { name: 'Rita Olivera' });
    const { id, start } = await appointment(client, 3, 11);
    moveTo(start, 20 * HOUR);

    await expect(sweep(refusing.mailer)).rejects.toThrow(/1 reminder/);
    const failed = await row(id);
    expect(failed.reminderSentAt).toBeNull();
    expect(failed.reminderFailedAt).not.toBeNull();
    expect(failed.reminderError).toBe(
      'Recordatorio de 24 h: el servidor de correo rechazó el envío (código 550)',
    );
    const shown = await failures();
    expect(shown.count).toBe(1);
    expect(shown.items).toEqual([
      {
        _id: id,
        start: start.toISOString(),
        userId: client.id,
        client: 'Rita Olivera',
        failedAt: failed.reminderFailedAt!.toISOString(),
        error: 'Recordatorio de 24 h: el servidor de correo rechazó el envío (código 550)',
      },
    ]);

    // The next sweep (the mail server is fine again) sends it, and the failure is cleared.
    t.clock.advance(60_000);
    expect(await sweep()).toBe(1);
    await sweep();
    await t.waitForMail(client.email, DAY_BEFORE);
    expect(mailsTo(client.email, DAY_BEFORE)).toHaveLength(1);
    const sent = await row(id);
    expect(sent.reminderSentAt).not.toBeNull();
    expect(sent.reminderFailedAt).toBeNull();
    expect(sent.reminderError).toBeNull();
    expect(await failures()).toEqual({ count: 0, items: [] });
  });

  it('is not tried again once the appointment started; the failure stays recorded', async () => {
    const client = await registerGuest(t.app);
    const { id, start } = await appointment(client, 2, 16);
    moveTo(start, 100 * 60_000);

    await expect(sweep(refusing.mailer)).rejects.toThrow();
    expect((await row(id)).reminderError).toBe(
      'Recordatorio de 2 h: el servidor de correo rechazó el envío (código 550)',
    );

    moveTo(start, -10 * 60_000);
    expect(await sweep()).toBe(0);
    expect(mailsTo(client.email, /Recordatorio/)).toHaveLength(0);
    const r = await row(id);
    expect(r.reminder2hSentAt).toBeNull();
    expect(r.reminderFailedAt).not.toBeNull();
    expect((await failures()).items.map((f) => f._id)).toEqual([id]);
  });

  it('a booking within 2 hours of its start gets no reminder (its confirmation says it all)', async () => {
    const client = await registerGuest(t.app);
    t.clock.advance(5 * DAY); // past every appointment booked above
    const now = t.clock.now();
    const start = new Date(now.getTime() + 90 * 60_000);
    start.setUTCMinutes(0, 0, 0);
    if (start.getTime() <= now.getTime()) start.setTime(start.getTime() + HOUR);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-calendar',
      headers: admin,
      payload: {
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR).toISOString(),
        userId: client.id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sweep();
    expect(mailsTo(client.email, /Recordatorio/)).toHaveLength(0);
    const r = await row(res.json<{ calendar: { _id: string } }>().calendar._id);
    expect(r.reminderSentAt).not.toBeNull();
    expect(r.reminder2hSentAt).not.toBeNull();
  });
});

describe('the reminder', () => {
  it('goes once, 24 hours before, also when the server restarted in between', async () => {
    const client = await clientWithCredit();
    const s = weekdaySlot(3, 16);
    const id = (await book(client.headers, s)).json().calendar._id;
    const deps = { db: t.database.db, clock: t.clock, config: t.config, mailer: t.newMailer() };
    const reminders = () =>
      t.mails.filter((m) => m.to.includes(client.email) && /Recordatorio/.test(m.text));

    t.clock.advance(Date.parse(s.start) - t.clock.now().getTime() - 25 * HOUR);
    // The sweep has sent what it sends when it resolves.
    await sendDueReminders(deps);
    expect(reminders()).toHaveLength(0);

    // 'Restart': a second server on the same database; its start-up sweep finds it due.
    t.clock.advance(2 * HOUR);
    const restarted = await t.startAnotherServer();
    await t.waitForMail(client.email, /Recordatorio/);
    await restarted.close();
    // The first server's sweeps, later: nothing left to send for it.
    await sendDueReminders(deps);
    t.clock.advance(HOUR);
    await sendDueReminders(deps);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).toContain('de 16:00 a 17:00');
    expect((await row(id)).reminderSentAt).not.toBeNull();
  });
});
