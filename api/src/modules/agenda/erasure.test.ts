import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, registerGuest } from '../../../test/harness';
import { adminAppointment, useAgendaSuite } from '../../../test/agenda-suite';
import { calendarEvents } from './agenda.tables';
import { sendDueReminders } from './reminders';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC).
const { t, admin, HOUR, CANCELLED } = useAgendaSuite();

describe('her deletion of a client goes through the erasure (issue 33)', () => {
  it('their appointments to come are cancelled and mailed, none keeps their name or address, no reminder follows', async () => {
    const client = await registerGuest(t.app, { name: 'Rita Borrada' });
    const past = await adminAppointment(t, admin, client.id, 1, 10);
    const soon = await adminAppointment(t, admin, client.id, 3, 11);
    const later = await adminAppointment(t, admin, client.id, 10, 15);
    // The first has happened by the time she deletes the account.
    t.clock.advance(2 * 24 * HOUR);
    await t.afterAnswers(); // the booking mails are out
    const mark = t.mails.length;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${client.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    await t.afterAnswers();

    const rows = await Promise.all(
      [past, soon, later].map(
        async (a) =>
          (
            await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.id, a.id))
          )[0]!,
      ),
    );
    expect(rows.map((r) => [r.userId, r.cancelledAt !== null])).toEqual([
      [null, false], // it happened: it stays in her history, anonymous
      [null, true],
      [null, true],
    ]);
    for (const r of rows) {
      expect(JSON.stringify([r.title, r.email, r.contactName, r.description])).not.toMatch(
        /Rita|borrada|@/i,
      );
    }
    // Both cancellations mailed to the address the account had, and her notice of each.
    const sent = t.mails.slice(mark);
    expect(sent.filter((m) => m.to.includes(client.email) && CANCELLED.test(m.text))).toHaveLength(
      2,
    );
    expect(sent.filter((m) => m.to.includes(ADMIN.email))).toHaveLength(2);

    // A day before the next one would have been: no reminder to anyone about it.
    t.clock.advance(later.start.getTime() - 23 * HOUR - t.clock.now().getTime());
    const before = t.mails.length;
    await sendDueReminders({
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      mailer: t.newMailer(),
    });
    expect(t.mails.slice(before)).toEqual([]);
  });
});
