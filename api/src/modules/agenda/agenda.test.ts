import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultBlockedDays } from '@contract/time';
import { ADMIN, type Account as Guest, registerGuest, useTestApp } from '../../../test/harness';
import { buyApproved } from '../../../test/shop';
import { purchases } from '../commerce/commerce.tables';
import { practice } from '../practice/practice.tables';
import { calendarEvents } from './agenda.tables';
import { sendDueReminders } from './reminders';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC).
const { t, admin } = useTestApp();

const HOUR = 3_600_000;

/** A slot `days` after the clock's day at `hour` o'clock in Montevideo (UTC-3). */
function slot(days: number, hour: number, hours = 1) {
  const start = new Date(t.clock.now().getTime() + days * 86_400_000);
  start.setUTCHours(hour + 3, 0, 0, 0);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + hours * HOUR).toISOString(),
  };
}

/**
 * Like slot, on the first Monday-to-Friday day at least `days` ahead (the clock moves)
 * that is not blocked by default (holidays, Carnival, Tourism Week: availability.test.ts).
 */
function weekdaySlot(days: number, hour: number) {
  for (let d = days; ; d++) {
    const s = slot(d, hour);
    const day = new Date(Date.parse(s.start) - 3 * HOUR);
    const blocked = defaultBlockedDays(day.getUTCFullYear()).some(
      (b) => b.day === day.toISOString().slice(0, 10),
    );
    if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5 && !blocked) return s;
  }
}

/** A client who paid a 'Turno Presencial' through the test checkout. */
async function clientWithCredit(): Promise<Guest> {
  const client = await registerGuest(t.app);
  const paid = await buyApproved(t.app, client.headers, { typeProduct: 'control' });
  expect(paid.json().order.status).toBe('approved');
  return client;
}

const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/new-calendar', headers, payload: body });
const cancel = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/calendar/${id}`, headers });
const credits = async (userId: string) =>
  (await t.database.db.select().from(purchases).where(eq(purchases.userId, userId))).filter(
    (p) => p.productKind === 'control' && p.usedAt === null,
  ).length;

/** The .ics attachment of a raw mail, decoded and with its folded lines joined. */
function icsOf(raw: string): string | undefined {
  const part = raw.split(/Content-Type: text\/calendar/i)[1];
  if (!part) return undefined;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const decoded = /base64/i.test(part.slice(0, 300))
    ? Buffer.from(body.split(/\r?\n--/)[0]!.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  return decoded.replace(/\r?\n[ \t]/g, '');
}

/** One property of the .ics in a raw mail ('UID', 'SEQUENCE', 'LOCATION', ...), if present. */
function icsField(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*?)\\r?$`, 'm').exec(icsOf(raw) ?? '')?.[1];
}

/** The DTSTART of an .ics attachment in a raw mail, e.g. '20260303T130000Z'. */
const icsStart = (raw: string) => icsField(raw, 'DTSTART');

/** The consulting room, as Editar Web sets it (empty strings: not set). */
const setPlace = (address: string, mapUrl = '') =>
  t.database.db.update(practice).set({ address, mapUrl }).where(eq(practice.id, 1));

const move = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/calendar/${id}`, headers, payload: body });

/**
 * The mails' bodies (a subject with an accent, 'miércoles', is encoded as a whole, and
 * the body's accents are quoted-printable): what each says, in plain ASCII words.
 */
const BOOKED = /agendado el turno presencial para el/;
const MOVED = /Tu turno presencial pas/;
const CANCELLED = /el turno presencial del/;

/** Lets the mails sent after an answer arrive, to check none came. */
const settle = () => new Promise((r) => setTimeout(r, 200));

describe('booking an in-person appointment', () => {
  it('a client with a paid turno books a free hour; both get the .ics at the Montevideo hour', async () => {
    const client = await clientWithCredit();
    const before = t.mails.length;
    // Tuesday 3 March, 10:00 in Montevideo = 13:00 UTC.
    const res = await book(client.headers, {
      ...slot(1, 10),
      email: client.email,
      description: 'Primera consulta',
      title: 'ignorado',
      color: 'red',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Control agendado');
    expect(res.json().calendar).toMatchObject({
      start: '2026-03-03T13:00:00.000Z',
      end: '2026-03-03T14:00:00.000Z',
      color: 'green',
      userId: client.id,
      busy: false,
      description: 'Primera consulta',
    });
    expect(res.json().calendar.title).toMatch(/^Control presencial: /);
    expect(await credits(client.id)).toBe(0);

    const toClient = await t.waitForMail(client.email, /Turno presencial confirmado/, before);
    const toHer = await t.waitForMail(ADMIN.email, /Turno presencial confirmado/, before);
    for (const m of [toClient, toHer]) {
      expect(m.text).toContain('martes, 3 de marzo de 2026, de 10:00 a 11:00');
      expect(icsStart(m.raw)).toBe('20260303T130000Z');
    }
  });

  it('refuses without a paid turno, on Saturday, at 8:00, in the past, in Spanish, using no credit', async () => {
    const noCredit = await registerGuest(t.app);
    const refused = await book(noCredit.headers, slot(1, 11));
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Para agendar necesitás un Turno Presencial pago sin usar. Comprá uno en Turnos Presenciales.',
    ]);

    const client = await clientWithCredit();
    const cases: [ReturnType<typeof slot>, string][] = [
      // Outside her hours (the defaults: Monday to Friday, 9 to 17, one hour).
      [slot(5, 10), 'Ese horario no está disponible: elegí uno de los horarios libres'], // Saturday 7 March
      [slot(1, 8), 'Ese horario no está disponible: elegí uno de los horarios libres'],
      [slot(1, 17), 'Ese horario no está disponible: elegí uno de los horarios libres'],
      [slot(1, 10, 2), 'Ese horario no está disponible: elegí uno de los horarios libres'],
      [slot(-1, 10), 'Ese horario ya pasó: elegí otro'],
    ];
    for (const [s, message] of cases) {
      const res = await book(client.headers, s);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await credits(client.id)).toBe(1);
  });

  it('two clients racing for one slot: exactly one booking, the loser keeps the credit', async () => {
    const [a, b] = await Promise.all([clientWithCredit(), clientWithCredit()]);
    const s = slot(2, 11);
    const answers = await Promise.all([book(a.headers, s), book(b.headers, s)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe('Ese horario ya está ocupado: elegí otro');
    const live = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.start, new Date(s.start)));
    expect(live.filter((e) => e.cancelledAt === null)).toHaveLength(1);
    expect((await credits(a.id)) + (await credits(b.id))).toBe(1);
  });

  it('one credit books one hour, however fast it is asked twice', async () => {
    const client = await clientWithCredit();
    const answers = await Promise.all([
      book(client.headers, slot(3, 9)),
      book(client.headers, slot(3, 10)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('visitors and other clients see busy time only; the owner and the admin see it whole', async () => {
    const client = await clientWithCredit();
    const s = slot(2, 15);
    const booked = await book(client.headers, { ...s, description: 'Tengo celiaquía' });
    const id = booked.json().calendar._id;
    const range = `from=${encodeURIComponent(s.start)}&to=${encodeURIComponent(s.end)}`;
    const seen = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/calendar?${range}`, headers }))
        .json()
        .calendar.find((e: { _id: string }) => e._id === id);
    const busy = {
      title: 'No disponible',
      email: '',
      description: '',
      userId: null,
      busy: true,
    };
    expect(await seen({})).toMatchObject(busy);
    expect(await seen((await registerGuest(t.app)).headers)).toMatchObject(busy);
    expect(await seen(client.headers)).toMatchObject({
      description: 'Tengo celiaquía',
      busy: false,
    });
    expect(await seen(admin)).toMatchObject({ email: client.email, userId: client.id });
    // Nothing personal in the visitor's whole answer.
    const visitor = await t.app.inject({ url: '/api/calendar' });
    expect(visitor.body).not.toContain(client.email);
    expect(visitor.body).not.toContain('celiaqu');
    const tooWide = await t.app.inject({
      url: '/api/calendar?from=2026-03-01T00:00:00Z&to=2026-06-01T00:00:00Z',
    });
    expect([tooWide.statusCode, tooWide.json().message]).toEqual([
      400,
      'Pedí hasta 62 días de calendario por vez',
    ]);
  });
});

describe('cancelling', () => {
  it('a client cancels up to 24 hours before and gets the credit back; later only the admin', async () => {
    const client = await clientWithCredit();
    const early = await book(client.headers, slot(4, 12));
    const before = t.mails.length;
    const cancelled = await cancel(client.headers, early.json().calendar._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().msg).toBe(
      'Turno cancelado: podés elegir otro día y hora cuando quieras',
    );
    expect(await credits(client.id)).toBe(1);
    const mail = await t.waitForMail(client.email, /Turno presencial cancelado/, before);
    expect(mail.raw).toMatch(/method=CANCEL/i);

    // The hour is free again, and the credit books another one.
    const again = await book(client.headers, slot(4, 12));
    expect(again.statusCode).toBe(200);
    t.clock.advance(Date.parse(again.json().calendar.start) - t.clock.now().getTime() - 23 * HOUR);
    const late = await cancel(client.headers, again.json().calendar._id);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Faltan menos de 24 horas para el turno: escribile a la nutricionista para cancelarlo o cambiarlo',
    ]);
    const byAdmin = await cancel(admin, again.json().calendar._id);
    expect(byAdmin.statusCode).toBe(200);
    expect(await credits(client.id)).toBe(1);
    // Another client can never cancel it (the matrix test covers the codes too).
    const third = await book(client.headers, weekdaySlot(3, 14));
    const stranger = await registerGuest(t.app);
    expect((await cancel(stranger.headers, third.json().calendar._id)).statusCode).toBe(403);
  });
});

describe('the admin agenda', () => {
  it('books outside the hours for anyone, never overlapping nor in the past; edits details', async () => {
    const client = await registerGuest(t.app);
    const saturday = slot(5, 8);
    const res = await book(admin, {
      ...saturday,
      userId: client.id,
      title: 'Control de seguimiento',
      color: 'orange',
      description: 'Traer análisis',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendar).toMatchObject({
      title: 'Control de seguimiento',
      color: 'orange',
      email: client.email,
    });
    const overlap = await book(admin, { start: saturday.start, end: saturday.end, title: 'Otro' });
    expect([overlap.statusCode, overlap.json().message]).toEqual([
      409,
      'Ese horario ya está ocupado: elegí otro',
    ]);
    const past = await book(admin, slot(-2, 10));
    expect(past.statusCode).toBe(400);

    const id = res.json().calendar._id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${id}`,
      headers: admin,
      payload: { color: 'azure', description: 'Traer análisis de sangre' },
    });
    expect(edited.json().calendar).toMatchObject({ color: 'azure', start: saturday.start });
    const other = await book(admin, slot(5, 10));
    const moveOnto = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${other.json().calendar._id}`,
      headers: admin,
      payload: saturday,
    });
    expect(moveOnto.statusCode).toBe(409);
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
    await sendDueReminders(deps);
    await new Promise((r) => setTimeout(r, 100));
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
    await new Promise((r) => setTimeout(r, 100));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).toContain('de 16:00 a 17:00');
    const [row] = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, id));
    expect(row!.reminderSentAt).not.toBeNull();
  });
});

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
    await settle();
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
    await settle();
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

describe('how far ahead', () => {
  it('a client books at most 60 days ahead (400 with a code); the admin any day', async () => {
    // The clock may have moved in earlier tests: count from now.
    const client = await clientWithCredit();
    const far = weekdaySlot(61, 10);
    const refused = await book(client.headers, far);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      400,
      'agenda.tooFar',
      'Los turnos se reservan con hasta 60 días de anticipación: elegí una fecha más cercana',
    ]);
    expect(await credits(client.id)).toBe(1);
    const near = await book(client.headers, weekdaySlot(50, 10));
    expect(near.statusCode).toBe(200);
    const byAdmin = await book(admin, { ...weekdaySlot(61, 10), userId: client.id });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe("a client's coming appointments", () => {
  it("the client reads their own, with the place; not another's; a visitor is asked to log in", async () => {
    await setPlace('Bulevar Artigas 1000', '');
    try {
      const client = await clientWithCredit();
      const other = await clientWithCredit();
      const soon = weekdaySlot(20, 11);
      const mine: string = (await book(client.headers, soon)).json().calendar._id;
      const theirs: string = (await book(other.headers, weekdaySlot(20, 12))).json().calendar._id;
      // A cancelled one is not coming any more.
      const gone = await book(admin, { ...weekdaySlot(21, 8), userId: client.id });
      await cancel(admin, gone.json().calendar._id);
      // One the admin placed on a Saturday, outside the hours: listed all the same (a
      // Saturday after `soon`, which may have skipped a week blocked by default).
      const saturday = slot(
        ((6 - new Date(t.clock.now().getTime() - 3 * HOUR).getUTCDay() + 7) % 7) + 28,
        19,
      );
      const placed = await book(admin, { ...saturday, userId: client.id });
      expect(placed.statusCode).toBe(200);

      const read = (headers: Record<string, string>, id: string) =>
        t.app.inject({ url: `/api/calendar/user/${id}`, headers });
      const own = await read(client.headers, client.id);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        appointments: [
          { _id: mine, start: soon.start, end: soon.end, mayCancel: true },
          {
            _id: placed.json().calendar._id,
            start: saturday.start,
            end: saturday.end,
            mayCancel: true,
          },
        ],
        place: { address: 'Bulevar Artigas 1000', mapUrl: '' },
      });
      expect(own.body).not.toContain(theirs);
      expect((await read(client.headers, other.id)).statusCode).toBe(403);
      expect((await read({}, client.id)).statusCode).toBe(401);
      const asAdmin = await read(admin, client.id);
      expect(asAdmin.json().appointments.map((a: { _id: string }) => a._id)).toEqual([
        mine,
        placed.json().calendar._id,
      ]);

      // Within 24 hours the client may no longer cancel; the admin still may.
      t.clock.advance(Date.parse(soon.start) - t.clock.now().getTime() - 2 * HOUR);
      expect((await read(client.headers, client.id)).json().appointments[0]).toMatchObject({
        _id: mine,
        mayCancel: false,
      });
      expect((await read(admin, client.id)).json().appointments[0].mayCancel).toBe(true);
      // Once over, it is no longer coming.
      t.clock.advance(4 * HOUR);
      expect(
        (await read(client.headers, client.id))
          .json()
          .appointments.map((a: { _id: string }) => a._id),
      ).toEqual([placed.json().calendar._id]);
    } finally {
      await setPlace('', '');
    }
  });
});
