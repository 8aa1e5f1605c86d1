import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, registerGuest } from '../../../test/harness';
import { calendarEvents } from './agenda.tables';
import { useAgendaSuite } from '../../../test/agenda-suite';

const { t, admin, slot, weekdaySlot, clientWithCredit, book, credits, icsStart } = useAgendaSuite();

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
      'Para agendar necesitás un Turno Presencial pago sin usar o un pack de controles. Comprá uno en Turnos Presenciales.',
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
