import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/harness';
import { calendarEvents } from './agenda.tables';
import { sendDueReminders } from './reminders';
import { useAgendaSuite } from '../../../test/agenda-suite';

const {
  t,
  admin,
  HOUR,
  weekdaySlot,
  clientWithCredit,
  book,
  cancel,
  icsOf,
  icsField,
  icsStart,
  setPlace,
  move,
  BOOKED,
  MOVED,
  CANCELLED,
} = useAgendaSuite();

describe('every change of an appointment reaches the client with the same .ics event', () => {
  const ADDRESS = 'Av. 18 de Julio 1234, consultorio 5, Montevideo';
  const MAP = 'https://maps.example.uy/?q=18+de+Julio+1234';

  it('booked: UID of the event, SEQUENCE 0, LOCATION and the address in the mail', async () => {
    await setPlace(ADDRESS, MAP);
    try {
      const client = await clientWithCredit();
      const before = t.mails.length;
      const booked = await book(client.headers, weekdaySlot(8, 10));
      expect(booked.statusCode).toBe(200);
      const uid = `${booked.json().calendar._id}@nutricion`;
      const toClient = await t.waitForMail(client.email, BOOKED, before);
      const toHer = await t.waitForMail(ADMIN.email, BOOKED, before);
      for (const m of [toClient, toHer]) {
        expect(icsField(m.raw, 'UID')).toBe(uid);
        expect(icsField(m.raw, 'SEQUENCE')).toBe('0');
        expect(icsField(m.raw, 'METHOD')).toBe('REQUEST');
        expect(icsField(m.raw, 'LOCATION')).toBe(ADDRESS.replace(/,/g, '\\,'));
        expect(m.text).toContain(`Lugar: ${ADDRESS}`);
        expect(m.text).toContain(`llegar: ${MAP}`);
      }
    } finally {
      await setPlace('', '');
    }
  });

  it('moved by the admin: the client is told the new time, SEQUENCE 1 then 2; cancelled: METHOD:CANCEL', async () => {
    const client = await clientWithCredit();
    const first = weekdaySlot(9, 10);
    const booked = await book(client.headers, first);
    const id: string = booked.json().calendar._id;
    const uid = `${id}@nutricion`;
    await t.waitForMail(client.email, BOOKED);
    // Her copy of the booking too, so that it is not counted as a mail about the move.
    await t.afterAnswers();

    // Two hours later the same day, outside nothing: the admin's own range.
    const second = {
      start: new Date(Date.parse(first.start) + 2 * HOUR).toISOString(),
      end: new Date(Date.parse(first.end) + 2 * HOUR).toISOString(),
    };
    let mark = t.mails.length;
    const moved = await move(admin, id, second);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().calendar).toMatchObject(second);
    expect(moved.json().msg).toBe(
      'Turno actualizado: le avisamos al cliente el nuevo horario por email',
    );
    const movedMail = await t.waitForMail(client.email, MOVED, mark);
    const time = (iso: string) => {
      const h = new Date(Date.parse(iso) - 3 * HOUR);
      return `${String(h.getUTCHours()).padStart(2, '0')}:00`;
    };
    expect(movedMail.text).toContain(
      `de ${time(second.start)} a ${time(second.end)} (hora de Montevideo)`,
    );
    expect(movedMail.text).toContain(`Antes era el`);
    expect(movedMail.text).toContain(`de ${time(first.start)} a ${time(first.end)}.`);
    expect(icsField(movedMail.raw, 'UID')).toBe(uid);
    expect(icsField(movedMail.raw, 'SEQUENCE')).toBe('1');
    expect(icsStart(movedMail.raw)).toBe(second.start.replace(/[-:]/g, '').replace('.000', ''));
    // She moved it herself: no copy of the move to her.
    await t.afterAnswers();
    expect(t.mails.slice(mark).filter((m) => m.to.includes(ADMIN.email))).toEqual([]);

    // A second move: the same event again, one sequence higher.
    const third = weekdaySlot(12, 15);
    mark = t.mails.length;
    expect((await move(admin, id, third)).statusCode).toBe(200);
    const again = await t.waitForMail(client.email, MOVED, mark);
    expect([icsField(again.raw, 'UID'), icsField(again.raw, 'SEQUENCE')]).toEqual([uid, '2']);

    // Nothing new to say, nothing sent: the same range, or only a color.
    mark = t.mails.length;
    expect((await move(admin, id, third)).statusCode).toBe(200);
    expect(
      (await move(admin, id, { color: 'orange', description: 'Traer análisis' })).statusCode,
    ).toBe(200);
    await t.afterAnswers();
    expect(t.mails.slice(mark)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, id));
    expect(row!.sequence).toBe(2);

    // Cancelled by the client (more than 24 hours ahead): both get the CANCEL of that UID.
    mark = t.mails.length;
    expect((await cancel(client.headers, id)).statusCode).toBe(200);
    const toClient = await t.waitForMail(client.email, CANCELLED, mark);
    const toHer = await t.waitForMail(ADMIN.email, CANCELLED, mark);
    for (const m of [toClient, toHer]) {
      expect(icsField(m.raw, 'METHOD')).toBe('CANCEL');
      expect(icsField(m.raw, 'STATUS')).toBe('CANCELLED');
      expect(icsField(m.raw, 'UID')).toBe(uid);
      expect(icsField(m.raw, 'SEQUENCE')).toBe('3');
      expect(m.text).toContain(`de ${time(third.start)} a ${time(third.end)}`);
    }
  });

  it('an admin cancellation is a CANCEL of the same UID too', async () => {
    const client = await clientWithCredit();
    const booked = await book(client.headers, weekdaySlot(10, 11));
    expect(booked.statusCode).toBe(200);
    const id: string = booked.json().calendar._id;
    const mark = t.mails.length;
    const res = await cancel(admin, id);
    expect([res.statusCode, res.json().msg]).toEqual([200, 'Turno cancelado']);
    const m = await t.waitForMail(client.email, CANCELLED, mark);
    expect([
      icsField(m.raw, 'METHOD'),
      icsField(m.raw, 'UID'),
      icsField(m.raw, 'SEQUENCE'),
    ]).toEqual(['CANCEL', `${id}@nutricion`, '1']);
  });

  it('with no address set: no LOCATION, no place in the mail, never "undefined"', async () => {
    await setPlace('', '');
    const client = await clientWithCredit();
    const mark = t.mails.length;
    const id: string = (await book(client.headers, weekdaySlot(11, 9))).json().calendar._id;
    const booked = await t.waitForMail(client.email, BOOKED, mark);
    await move(admin, id, weekdaySlot(13, 9));
    const moved = await t.waitForMail(client.email, MOVED, mark);
    for (const m of [booked, moved]) {
      expect(icsOf(m.raw)).toBeDefined();
      expect(icsField(m.raw, 'LOCATION')).toBeUndefined();
      expect(m.text).not.toMatch(/undefined|Lugar:|Cómo llegar/);
      expect(icsOf(m.raw)).not.toContain('undefined');
    }
  });

  it('a reminder after a move names the new time, with the .ics as it now is', async () => {
    const client = await clientWithCredit();
    const s = weekdaySlot(4, 9);
    const id: string = (await book(client.headers, s)).json().calendar._id;
    const later = {
      start: new Date(Date.parse(s.start) + 5 * HOUR).toISOString(),
      end: new Date(Date.parse(s.end) + 5 * HOUR).toISOString(),
    };
    expect((await move(admin, id, later)).statusCode).toBe(200);
    t.clock.advance(Date.parse(later.start) - t.clock.now().getTime() - 20 * HOUR);
    const deps = { db: t.database.db, clock: t.clock, config: t.config, mailer: t.newMailer() };
    await sendDueReminders(deps);
    const reminder = await t.waitForMail(client.email, /Recordatorio/);
    expect(reminder.text).toContain('de 14:00 a 15:00');
    expect(icsField(reminder.raw, 'SEQUENCE')).toBe('1');
    expect(icsStart(reminder.raw)).toBe(later.start.replace(/[-:]/g, '').replace('.000', ''));
  });
});
