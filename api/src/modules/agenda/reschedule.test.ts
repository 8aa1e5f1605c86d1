import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENDA_MSG, APPOINTMENT_LINKS } from '@contract/agenda-slots';
import { ADMIN } from '../../../test/harness';
import { useAgendaSuite } from '../../../test/agenda-suite';
import { credits } from '../commerce/commerce.tables';
import { practice } from '../practice/practice.tables';
import { calendarEvents } from './agenda.tables';
import { sendDueReminders } from './reminders';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC); the default
// hours are Monday to Friday 9 to 17, and nothing in March before Tourism Week is blocked.
const {
  t,
  admin,
  HOUR,
  clientWithCredit,
  book,
  move,
  row,
  icsField,
  BOOKED,
  MOVED: MOVED_TO_CLIENT,
} = useAgendaSuite();

/** The hour `hour` (Montevideo) of 2026-03-`day`, one hour long. */
const at = (day: number, hour: number) => {
  const start = new Date(Date.UTC(2026, 2, day, hour + 3));
  return { start: start.toISOString(), end: new Date(start.getTime() + HOUR).toISOString() };
};

/** The URL a mail's text gives after `label: `. */
const linkIn = (text: string, label: string) =>
  new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)?.[1];

const MOVED_TO_HER = /El turno presencial pas/;

describe('a client moves their own appointment (issue 20, acceptance 4)', () => {
  it('same appointment, same credit; both sides get the .ics with the same UID and SEQUENCE 1', async () => {
    const client = await clientWithCredit();
    // Wednesday 4 March 10:00 to Thursday 5 March 11:00.
    const booked = await book(client.headers, at(4, 10));
    expect(booked.statusCode).toBe(200);
    const id: string = booked.json().calendar._id;
    const { creditId } = await row(id);
    expect(creditId).not.toBeNull();
    await t.waitForMail(client.email, BOOKED);

    const mark = t.mails.length;
    const res = await move(client.headers, id, at(5, 11));
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(AGENDA_MSG.rescheduled);
    expect(res.json().calendar).toMatchObject({ _id: id, ...at(5, 11), userId: client.id });

    // One live appointment of theirs, the same row, the same purchase; no other credit used.
    const live = await t.database.db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, client.id), isNull(calendarEvents.cancelledAt)));
    expect(live.map((e) => [e.id, e.creditId, e.sequence])).toEqual([[id, creditId, 1]]);
    const held = await t.database.db.select().from(credits).where(eq(credits.userId, client.id));
    expect(held.map((c) => c.usedAt !== null)).toEqual([true]);

    const toClient = await t.waitForMail(client.email, MOVED_TO_CLIENT, mark);
    const toHer = await t.waitForMail(ADMIN.email, MOVED_TO_HER, mark);
    for (const m of [toClient, toHer]) {
      expect(icsField(m.raw, 'UID')).toBe(`${id}@nutricion`);
      expect(icsField(m.raw, 'SEQUENCE')).toBe('1');
      expect(icsField(m.raw, 'DTSTART')).toBe('20260305T140000Z');
      expect(m.text).toContain('jueves, 5 de marzo de 2026, de 11:00 a 12:00');
      // 'Antes era el miércoles, ...' (the raw mail's accents are not decoded here).
      expect(m.text).toMatch(/Antes era el mi\S+rcoles, 4 de marzo de 2026, de 10:00 a 11:00\./);
    }
    expect(toHer.text).toContain(`Cliente: `);

    // The same time again is no change: 200, nothing mailed, the sequence stays.
    const again = t.mails.length;
    expect((await move(client.headers, id, at(5, 11))).statusCode).toBe(200);
    await t.afterAnswers();
    expect(t.mails.slice(again)).toEqual([]);
    expect((await row(id)).sequence).toBe(1);
  });

  it("another client's appointment: 403; a visitor: 401; nothing changes", async () => {
    const [owner, other] = await Promise.all([clientWithCredit(), clientWithCredit()]);
    const id: string = (await book(owner.headers, at(6, 9))).json().calendar._id;
    expect((await move(other.headers, id, at(6, 10))).statusCode).toBe(403);
    expect((await move({}, id, at(6, 10))).statusCode).toBe(401);
    // An appointment of no client (hers) is no client's to move either.
    const hers = await book(admin, { ...at(6, 12), title: 'Reunión' });
    expect((await move(other.headers, hers.json().calendar._id, at(6, 13))).statusCode).toBe(403);
    expect((await row(id)).start.toISOString()).toBe(at(6, 9).start);
  });

  it('within 24 hours of its start the server refuses (the same rule as cancelling)', async () => {
    const client = await clientWithCredit();
    const id: string = (await book(client.headers, at(10, 11))).json().calendar._id;
    // Monday 9 March 12:00: 23 hours before Tuesday 10 March 11:00.
    const now = t.clock.now().getTime();
    t.clock.advance(Date.parse(at(10, 11).start) - 23 * HOUR - now);
    try {
      const mark = t.mails.length;
      const res = await move(client.headers, id, at(12, 11));
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        409,
        'agenda.tooLate',
        AGENDA_MSG.tooLate,
      ]);
      expect((await row(id)).start.toISOString()).toBe(at(10, 11).start);
      // She still may.
      expect((await move(admin, id, at(12, 11))).statusCode).toBe(200);
      await t.waitForMail(client.email, MOVED_TO_CLIENT, mark);
    } finally {
      t.clock.advance(-(Date.parse(at(10, 11).start) - 23 * HOUR - now));
    }
  });

  it('to a taken hour (409), a Saturday or 8:00 (400): refused, nothing changed, nothing mailed', async () => {
    const [client, other] = await Promise.all([clientWithCredit(), clientWithCredit()]);
    const id: string = (await book(client.headers, at(11, 9))).json().calendar._id;
    expect((await book(other.headers, at(11, 15))).statusCode).toBe(200);
    const mark = t.mails.length;

    const taken = await move(client.headers, id, at(11, 15));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'agenda.overlap']);
    for (const body of [at(14, 10), at(12, 8), { start: at(12, 10).start, end: at(12, 12).end }]) {
      const res = await move(client.headers, id, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'agenda.unavailable']);
    }
    const e = await row(id);
    expect([e.start.toISOString(), e.sequence]).toEqual([at(11, 9).start, 0]);
    await t.afterAnswers();
    expect(
      t.mails.slice(mark).filter((m) => MOVED_TO_CLIENT.test(m.text) || MOVED_TO_HER.test(m.text)),
    ).toEqual([]);
  });

  it('five moves of one appointment a day; the sixth is refused (429), unmailed, until the next day', async () => {
    const client = await clientWithCredit();
    const id: string = (await book(client.headers, at(16, 9))).json().calendar._id;
    for (const hour of [10, 11, 12, 13, 14])
      expect((await move(client.headers, id, at(16, hour))).statusCode).toBe(200);
    await t.afterAnswers();
    const mark = t.mails.length;
    const sixth = await move(client.headers, id, at(16, 15));
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, AGENDA_MSG.tooManyMoves]);
    expect((await row(id)).start.toISOString()).toBe(at(16, 14).start);
    await t.afterAnswers();
    expect(t.mails.slice(mark)).toEqual([]);
    // She is not counted; and the next day the client may move it again.
    expect((await move(admin, id, at(16, 16))).statusCode).toBe(200);
    t.clock.advance(24 * HOUR);
    try {
      expect((await move(client.headers, id, at(16, 15))).statusCode).toBe(200);
    } finally {
      t.clock.advance(-24 * HOUR); // the file's other tests start on 2 March
    }
  });

  it("its mails go to the account's address, never to one stored on the appointment", async () => {
    const client = await clientWithCredit();
    const id: string = (await book(client.headers, at(19, 9))).json().calendar._id;
    await t.database.db
      .update(calendarEvents)
      .set({ email: 'cualquiera@otro.uy' })
      .where(eq(calendarEvents.id, id));
    const mark = t.mails.length;
    expect((await move(client.headers, id, at(19, 10))).statusCode).toBe(200);
    await t.waitForMail(client.email, MOVED_TO_CLIENT, mark);
    await t.afterAnswers();
    expect(t.mails.slice(mark).filter((m) => m.to.includes('cualquiera@otro.uy'))).toEqual([]);
  });

  it('a client changes only the time: title, color, e-mail or notes are refused (400)', async () => {
    const client = await clientWithCredit();
    const id: string = (await book(client.headers, at(13, 9))).json().calendar._id;
    const before = await row(id);
    for (const extra of [
      { title: 'VIP' },
      { color: 'red' },
      { email: 'otro@test.uy' },
      { description: 'x' },
    ]) {
      const res = await move(client.headers, id, { ...at(13, 10), ...extra });
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        400,
        'agenda.onlyTime',
        AGENDA_MSG.onlyTime,
      ]);
    }
    const after = await row(id);
    expect([after.title, after.color, after.email, after.start]).toEqual([
      before.title,
      before.color,
      before.email,
      before.start,
    ]);
  });
});

describe('the links of every appointment mail', () => {
  it('Google Calendar in every mail; change and cancel in the client’s while allowed; WhatsApp when set', async () => {
    await t.database.db
      .update(practice)
      .set({ whatsapp: '+59899123456', address: 'Av. Brasil 2000' })
      .where(eq(practice.id, 1));
    try {
      const client = await clientWithCredit();
      let mark = t.mails.length;
      // Monday 16 March 10:00.
      const id: string = (await book(client.headers, at(16, 10))).json().calendar._id;
      const page = `${t.config.publicUrl}/auth/agendar-control/${client.id}?turno=${id}`;
      const booked = await t.waitForMail(client.email, BOOKED, mark);
      const hers = await t.waitForMail(ADMIN.email, BOOKED, mark);

      const calendar = new URL(linkIn(booked.text, APPOINTMENT_LINKS.googleCalendar)!);
      expect(calendar.origin + calendar.pathname).toBe(
        'https://calendar.google.com/calendar/render',
      );
      expect(calendar.searchParams.get('dates')).toBe('20260316T130000Z/20260316T140000Z');
      expect(calendar.searchParams.get('location')).toBe('Av. Brasil 2000');
      expect(linkIn(booked.text, APPOINTMENT_LINKS.reschedule)).toBe(page);
      expect(linkIn(booked.text, APPOINTMENT_LINKS.cancel)).toBe(page);
      const chat = new URL(linkIn(booked.text, APPOINTMENT_LINKS.whatsApp)!);
      expect(chat.origin + chat.pathname).toBe('https://wa.me/59899123456');
      expect(chat.searchParams.get('text')).toContain('lunes, 16 de marzo de 2026, de 10:00');
      expect(booked.text).toContain('>Agregar a Google Calendar</a>');
      // Hers: the calendar link only; changing and chatting are the client's.
      expect(linkIn(hers.text, APPOINTMENT_LINKS.googleCalendar)).toBeDefined();
      expect(linkIn(hers.text, APPOINTMENT_LINKS.reschedule)).toBeUndefined();
      expect(linkIn(hers.text, APPOINTMENT_LINKS.whatsApp)).toBeUndefined();

      // Moved (by the client): the same links, for the new time.
      mark = t.mails.length;
      expect((await move(client.headers, id, at(17, 10))).statusCode).toBe(200);
      const moved = await t.waitForMail(client.email, MOVED_TO_CLIENT, mark);
      expect(
        new URL(linkIn(moved.text, APPOINTMENT_LINKS.googleCalendar)!).searchParams.get('dates'),
      ).toBe('20260317T130000Z/20260317T140000Z');
      expect(linkIn(moved.text, APPOINTMENT_LINKS.reschedule)).toBe(page);
      expect(linkIn(moved.text, APPOINTMENT_LINKS.whatsApp)).toMatch(
        /^https:\/\/wa\.me\/59899123456\?text=/,
      );

      // The reminder, 24 hours before: no longer changeable by the client, so no change or
      // cancel link; the calendar and the WhatsApp chat with her are there.
      const now = t.clock.now().getTime();
      const shift = Date.parse(at(17, 10).start) - 20 * HOUR - now;
      t.clock.advance(shift);
      try {
        mark = t.mails.length;
        await sendDueReminders({
          db: t.database.db,
          clock: t.clock,
          config: t.config,
          mailer: t.newMailer(),
        });
        const reminder = await t.waitForMail(client.email, /Te recordamos tu turno/, mark);
        expect(linkIn(reminder.text, APPOINTMENT_LINKS.googleCalendar)).toBeDefined();
        expect(linkIn(reminder.text, APPOINTMENT_LINKS.whatsApp)).toMatch(/^https:\/\/wa\.me\//);
        expect(linkIn(reminder.text, APPOINTMENT_LINKS.reschedule)).toBeUndefined();
      } finally {
        t.clock.advance(-shift);
      }
    } finally {
      await t.database.db
        .update(practice)
        .set({ whatsapp: '', address: '' })
        .where(eq(practice.id, 1));
    }
  });

  it('no number and no WHATSAPP_URL: no WhatsApp link at all', async () => {
    const client = await clientWithCredit();
    const mark = t.mails.length;
    await book(client.headers, at(18, 10));
    const booked = await t.waitForMail(client.email, BOOKED, mark);
    expect(booked.text).not.toContain(APPOINTMENT_LINKS.whatsApp);
    expect(booked.text).not.toContain('wa.me');
  });
});
