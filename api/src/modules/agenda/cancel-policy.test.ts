import { describe, expect, it } from 'vitest';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { cancelPolicySentence, PRACTICE_MSG } from '@contract/practice';
import { useAgendaSuite } from '../../../test/agenda-suite';
import { markAttendanceByDefault } from './attendance';

/*
 * Issue 34, acceptance 4: her cancellation policy, enforced by the server with the movable
 * clock, stated in every appointment mail; the no-show mark follows it for the credit, and
 * 'Hoy' shows the month's rate.
 */

const { t, admin, HOUR, weekdaySlot, clientWithCredit, book, cancel, credits, move } =
  useAgendaSuite();

const setPolicy = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/consultorio', headers: admin, payload });
const mark = (id: string, asistencia: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/calendar/${id}/asistencia`,
    headers: admin,
    payload: { asistencia },
  });
const untilStart = (start: string, before: number) =>
  t.clock.advance(Date.parse(start) - t.clock.now().getTime() - before);

describe('her cancellation policy', () => {
  it('24 h, the turno lost: the client cannot cancel or move at 23 h; a no-show uses the credit up; Hoy shows the rate', async () => {
    expect((await setPolicy({ cancelHours: 24, lateCredit: 'pierde' })).statusCode).toBe(200);
    const client = await clientWithCredit();
    const mailsBefore = t.mails.length;
    const booked = await book(client.headers, weekdaySlot(3, 10));
    expect(booked.statusCode).toBe(200);
    const { _id: id, start } = booked.json().calendar;
    // The mail's UTF-8 arrives as bytes: the sentence is compared as the SMTP peer got it.
    const mail = await t.waitForMail(client.email, /agendado el turno/, mailsBefore);
    const sentence = cancelPolicySentence({ cancelHours: 24, lateCredit: 'pierde' });
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      Buffer.from(sentence, 'utf8').toString('latin1'),
    );

    untilStart(start, 23 * HOUR);
    const late = await cancel(client.headers, id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'agenda.tooLate']);
    expect(late.json().message).toMatch(/^Faltan menos de 24 horas/);
    const moved = await move(client.headers, id, weekdaySlot(6, 10));
    expect(moved.statusCode).toBe(409);
    const upcoming = await t.app.inject({
      url: `/api/calendar/user/${client.id}`,
      headers: client.headers,
    });
    expect(upcoming.json().appointments[0].mayCancel).toBe(false);

    expect((await mark(id, 'no-asistio')).json().message).toBe(AGENDA_MSG.notStarted);
    untilStart(start, -30 * 60_000);
    const noShow = await mark(id, 'no-asistio');
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().calendar).toMatchObject({
      asistencia: 'no-asistio',
      asistenciaAutomatica: false,
    });
    expect(await credits(client.id)).toBe(0);
    const history = (
      await t.app.inject({ url: `/api/calendar/user/${client.id}`, headers: client.headers })
    ).json().history;
    expect(history).toEqual([expect.objectContaining({ _id: id, asistencia: 'no-asistio' })]);
    const hoy = (await t.app.inject({ url: '/api/resumen', headers: admin })).json();
    expect(hoy.attendance.noShows).toBeGreaterThanOrEqual(1);
    expect(hoy.attendance.marked).toBeGreaterThanOrEqual(hoy.attendance.noShows);
  });

  it('48 h, the turno kept: refused at 47 h with her hours; a no-show gives the credit back, and it books again', async () => {
    expect((await setPolicy({ cancelHours: '48', lateCredit: 'conserva' })).statusCode).toBe(200);
    const client = await clientWithCredit();
    const booked = await book(client.headers, weekdaySlot(4, 11));
    const { _id: id, start } = booked.json().calendar;
    untilStart(start, 47 * HOUR);
    const late = await cancel(client.headers, id);
    expect(late.json().message).toMatch(/^Faltan menos de 48 horas/);
    untilStart(start, -HOUR);
    expect((await mark(id, 'no-asistio')).statusCode).toBe(200);
    expect(await credits(client.id)).toBe(1);
    expect((await book(client.headers, weekdaySlot(2, 12))).statusCode).toBe(200);
    expect(await credits(client.id)).toBe(0);
  });

  it('a turno she did not mark is Asistió the day after, said to be by default', async () => {
    const client = await clientWithCredit();
    const booked = await book(client.headers, weekdaySlot(2, 9));
    const { _id: id, start } = booked.json().calendar;
    untilStart(start, -2 * HOUR);
    const deps = { db: t.database.db, clock: t.clock };
    await markAttendanceByDefault(deps);
    const sameDay = (
      await t.app.inject({ url: `/api/calendar/user/${client.id}`, headers: admin })
    ).json().history;
    expect(sameDay[0]).toMatchObject({ _id: id, asistencia: null });
    t.clock.advance(24 * HOUR);
    expect(await markAttendanceByDefault(deps)).toBeGreaterThanOrEqual(1);
    const events = (
      await t.app.inject({ url: `/api/calendar?from=${start}`, headers: admin })
    ).json().calendar;
    expect(events.find((e: { _id: string }) => e._id === id)).toMatchObject({
      asistencia: 'asistio',
      asistenciaAutomatica: true,
    });
  });

  it('refuses a policy it cannot keep', async () => {
    for (const payload of [{ cancelHours: 500 }, { cancelHours: -1 }, { lateCredit: 'a veces' }]) {
      const res = await setPolicy(payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
    expect((await setPolicy({ cancelHours: 500 })).body).toContain(PRACTICE_MSG.cancelHours);
  });
});
