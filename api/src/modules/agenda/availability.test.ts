import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Account as Guest, registerGuest, useTestApp } from '../../../test/harness';
import { buyApproved } from '../../../test/shop';
import { credits as creditRows } from '../commerce/commerce.tables';
import { agendaDaysOff, agendaOpenedDays } from '../practice/practice.tables';
import { calendarEvents } from './agenda.tables';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC).
const { t, admin } = useTestApp();

const HOUR = 3_600_000;

/** The instant of a Montevideo day and hour (UTC-3 all year). */
const mvd = (day: string, hour: number, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 3) * HOUR + minute * 60_000);
const range = (day: string, hour: number, minutes = 60) => {
  const start = mvd(day, hour);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
  };
};

const DEFAULTS = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  slotMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 12,
  horizonDays: 60,
};
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}));

const free = (desde: string, hasta: string) =>
  t.app.inject({ url: `/api/disponibilidad?desde=${desde}&hasta=${hasta}` });
/** The free slots' starts as Montevideo 'YYYY-MM-DD HH:MM'. */
const freeTimes = async (desde: string, hasta = desde) => {
  const res = await free(desde, hasta);
  expect(res.statusCode).toBe(200);
  return (res.json().slots as { start: string }[]).map((s) =>
    new Date(Date.parse(s.start) - 3 * HOUR).toISOString().slice(0, 16).replace('T', ' '),
  );
};
const settings = (body: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/agenda/disponibilidad',
    headers,
    payload: body as object,
  });
const overview = () => t.app.inject({ url: '/api/agenda/disponibilidad', headers: admin });
const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/new-calendar', headers, payload: body });
const credits = async (userId: string) =>
  (await t.database.db.select().from(creditRows).where(eq(creditRows.userId, userId))).filter(
    (c) => c.usedAt === null && c.expiredAt === null && c.revokedAt === null,
  ).length;

async function clientWithCredit(): Promise<Guest> {
  const client = await registerGuest(t.app);
  const paid = await buyApproved(t.app, client.headers, { typeProduct: 'control' });
  expect(paid.json().order.status).toBe('approved');
  return client;
}

beforeEach(async () => {
  expect((await settings(DEFAULTS)).statusCode).toBe(200);
  await t.database.db.delete(agendaDaysOff);
  await t.database.db.delete(agendaOpenedDays);
});

describe('her weekly hours (acceptance 1)', () => {
  it('the defaults offer Monday to Friday, 9 to 16, from 12 hours ahead', async () => {
    const res = await overview();
    expect(res.json().settings).toEqual(DEFAULTS);
    // Monday 2 March 9:00 now: nothing today (12 hours' notice), Tuesday 9:00 to 16:00.
    expect(await freeTimes('2026-03-02')).toEqual([]);
    expect(await freeTimes('2026-03-03')).toHaveLength(8);
    expect((await freeTimes('2026-03-03'))[0]).toBe('2026-03-03 09:00');
    expect(await freeTimes('2026-03-07', '2026-03-08')).toEqual([]);
  });

  it('Tuesday 15-19 only: Tuesday 15, 16, 17, 18, nothing on Monday; Monday 10:00 refused; booked ones stay', async () => {
    const client = await clientWithCredit();
    // Booked under the default hours: Tuesday 10 March at 10:00.
    const early = await book(client.headers, range('2026-03-10', 10));
    expect(early.statusCode).toBe(200);

    const saved = await settings({
      ...DEFAULTS,
      weeklyHours: [{ weekday: 2, start: '15:00', end: '19:00' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().msg).toBe('Disponibilidad guardada. Los turnos ya agendados no cambian.');
    expect(await freeTimes('2026-03-09', '2026-03-10')).toEqual([
      '2026-03-10 15:00',
      '2026-03-10 16:00',
      '2026-03-10 17:00',
      '2026-03-10 18:00',
    ]);

    const other = await clientWithCredit();
    const monday = await book(other.headers, range('2026-03-09', 10));
    expect([monday.statusCode, monday.json().code, monday.json().message]).toEqual([
      400,
      'agenda.unavailable',
      'Ese horario no está disponible: elegí uno de los horarios libres',
    ]);
    expect(await credits(other.id)).toBe(1);
    const tuesday = await book(other.headers, range('2026-03-10', 16));
    expect(tuesday.statusCode).toBe(200);
    expect(await freeTimes('2026-03-10')).toEqual([
      '2026-03-10 15:00',
      '2026-03-10 17:00',
      '2026-03-10 18:00',
    ]);

    // The appointment booked before the change did not move; the Agenda lists it as outside.
    const [kept] = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, early.json().calendar._id));
    expect([kept!.start.toISOString(), kept!.cancelledAt]).toEqual([
      range('2026-03-10', 10).start,
      null,
    ]);
    const outside = (await overview()).json().outside as { _id: string }[];
    expect(outside.map((o) => o._id)).toContain(early.json().calendar._id);
    expect(outside.map((o) => o._id)).not.toContain(tuesday.json().calendar._id);

    // The admin still places an appointment outside her hours, never on another.
    const byAdmin = await book(admin, { ...range('2026-03-09', 10), title: 'Fuera de hora' });
    expect(byAdmin.statusCode).toBe(200);
    const onTop = await book(admin, { ...range('2026-03-10', 16), title: 'Encima' });
    expect(onTop.statusCode).toBe(409);
  });
});

describe('days off and holidays (acceptance 2)', () => {
  it('18 July offers nothing until she opens it; blocked again, nothing', async () => {
    await settings({ ...DEFAULTS, weeklyHours: EVERY_DAY, horizonDays: 365 });
    expect(await freeTimes('2026-07-17')).toHaveLength(8);
    expect(await freeTimes('2026-07-18')).toEqual([]);
    const holidays = (await overview()).json().holidays as { day: string; open: boolean }[];
    expect(holidays).toContainEqual({
      day: '2026-07-18',
      name: 'Jura de la Constitución',
      open: false,
    });

    const opened = await t.app.inject({
      method: 'PUT',
      url: '/api/agenda/feriados/2026-07-18',
      headers: admin,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().holidays).toContainEqual({
      day: '2026-07-18',
      name: 'Jura de la Constitución',
      open: true,
    });
    expect(await freeTimes('2026-07-18')).toHaveLength(8);

    const blocked = await t.app.inject({
      method: 'DELETE',
      url: '/api/agenda/feriados/2026-07-18',
      headers: admin,
    });
    expect(blocked.statusCode).toBe(200);
    expect(await freeTimes('2026-07-18')).toEqual([]);

    // Not a day blocked by default: 400, nothing opened.
    const ordinary = await t.app.inject({
      method: 'PUT',
      url: '/api/agenda/feriados/2026-07-17',
      headers: admin,
    });
    expect([ordinary.statusCode, ordinary.json().code]).toEqual([400, 'agenda.notHoliday']);
    expect(await t.database.db.select().from(agendaOpenedDays)).toEqual([]);
  });

  it('Carnival and Tourism Week are blocked by default', async () => {
    await settings({ ...DEFAULTS, horizonDays: 365 });
    // Tourism Week 2026: Monday 30 March to Friday 3 April (Easter on 5 April).
    expect(await freeTimes('2026-03-27')).toHaveLength(8);
    expect(await freeTimes('2026-03-30', '2026-04-05')).toEqual([]);
    expect(await freeTimes('2026-04-06')).toHaveLength(8);
    // Carnival 2027: Monday 8 and Tuesday 9 February.
    expect(await freeTimes('2027-02-08', '2027-02-09')).toEqual([]);
    expect(await freeTimes('2027-02-10')).toHaveLength(8);
  });

  it('a vacation week offers no slots, refuses a booking, and comes back when removed', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/agenda/dias-libres',
      headers: admin,
      payload: { firstDay: '2026-03-16', lastDay: '2026-03-20', note: 'Vacaciones' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().daysOff).toEqual([
      {
        _id: expect.any(String),
        firstDay: '2026-03-16',
        lastDay: '2026-03-20',
        note: 'Vacaciones',
      },
    ]);
    expect(await freeTimes('2026-03-16', '2026-03-20')).toEqual([]);
    expect(await freeTimes('2026-03-13')).toHaveLength(8);
    expect(await freeTimes('2026-03-23')).toHaveLength(8);
    const client = await clientWithCredit();
    const refused = await book(client.headers, range('2026-03-18', 10));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'agenda.unavailable']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/agenda/dias-libres/${added.json().daysOff[0]._id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().daysOff).toEqual([]);
    expect(await freeTimes('2026-03-18')).toHaveLength(8);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/agenda/dias-libres/${added.json().daysOff[0]._id}`,
      headers: admin,
    });
    expect([again.statusCode, again.json().code]).toEqual([404, 'agenda.dayOffNotFound']);
  });
});

describe('length, buffer, notice and horizon (acceptance 3)', () => {
  it('45 minutes with a 15-minute buffer: a slot every hour, 45 minutes long', async () => {
    await settings({ ...DEFAULTS, slotMinutes: 45, bufferMinutes: 15 });
    const res = await free('2026-03-11', '2026-03-11');
    const slots = res.json().slots as { start: string; end: string }[];
    expect(slots.map((s) => s.start)).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map((h) => mvd('2026-03-11', h).toISOString()),
    );
    expect(slots.every((s) => Date.parse(s.end) - Date.parse(s.start) === 45 * 60_000)).toBe(true);
    const client = await clientWithCredit();
    const hour = await book(client.headers, range('2026-03-11', 10));
    expect(hour.json().code).toBe('agenda.unavailable');
    const ok = await book(client.headers, range('2026-03-11', 10, 45));
    expect(ok.statusCode).toBe(200);
    // The buffer around it: 13:00-13:30 placed by the admin takes 13:00 only (12:00 ends at 12:45).
    await book(admin, { ...range('2026-03-11', 13, 30), title: 'Reunión' });
    expect(await freeTimes('2026-03-11')).toEqual(
      ['09:00', '11:00', '12:00', '14:00', '15:00', '16:00'].map((h) => `2026-03-11 ${h}`),
    );
  });

  it('minimum notice and horizon on the server, with the movable clock', async () => {
    await settings({ ...DEFAULTS, minNoticeHours: 48, horizonDays: 5 });
    // Now Monday 2 March 9:00: 48 hours ahead is Wednesday 9:00; 5 days ahead is Saturday.
    expect(await freeTimes('2026-03-03')).toEqual([]);
    expect((await freeTimes('2026-03-04'))[0]).toBe('2026-03-04 09:00');
    expect(await freeTimes('2026-03-06')).toHaveLength(8);
    expect(await freeTimes('2026-03-09')).toEqual([]);

    const client = await clientWithCredit();
    const soon = await book(client.headers, range('2026-03-03', 10));
    expect([soon.statusCode, soon.json().code, soon.json().message]).toEqual([
      400,
      'agenda.tooSoon',
      'Los turnos se reservan con al menos 48 horas de anticipación: elegí un horario más adelante',
    ]);
    const far = await book(client.headers, range('2026-03-09', 10));
    expect([far.statusCode, far.json().code, far.json().message]).toEqual([
      400,
      'agenda.tooFar',
      'Los turnos se reservan con hasta 5 días de anticipación: elegí una fecha más cercana',
    ]);
    expect(await credits(client.id)).toBe(1);

    // Two days later Monday 9 March is within the horizon, and Wednesday 4 too soon.
    t.clock.advance(2 * 24 * HOUR);
    // (10:00 there is the one the admin placed outside her hours in an earlier test.)
    expect(await freeTimes('2026-03-09')).toContain('2026-03-09 11:00');
    expect(await freeTimes('2026-03-04')).toEqual([]);
    expect((await book(client.headers, range('2026-03-09', 11))).statusCode).toBe(200);
  });
});

describe('GET disponibilidad: input', () => {
  it('at most 62 days, in order, real dates: else 400 with the reason', async () => {
    expect((await free('2026-03-01', '2026-05-01')).statusCode).toBe(200);
    const wide = await free('2026-03-01', '2026-05-02');
    expect([wide.statusCode, wide.json().code, wide.json().message]).toEqual([
      400,
      'common.invalid',
      'Pedí hasta 62 días de calendario por vez',
    ]);
    const reversed = await free('2026-03-10', '2026-03-09');
    expect([reversed.statusCode, reversed.json().errors]).toEqual([
      400,
      { hasta: 'La fecha final tiene que ser igual o posterior a la inicial' },
    ]);
    expect((await free('2026-02-30', '2026-03-02')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/disponibilidad' })).statusCode).toBe(400);
    // Anyone may ask: a visitor got these answers.
  });
});

describe('her settings: refusals', () => {
  it('visitor 401, client 403; bad input 400 with its message, nothing changed', async () => {
    const client = await registerGuest(t.app);
    const tuesday = { ...DEFAULTS, weeklyHours: [{ weekday: 2, start: '15:00', end: '19:00' }] };
    expect((await settings(tuesday, {})).statusCode).toBe(401);
    expect((await settings(tuesday, client.headers)).statusCode).toBe(403);
    const dayOff = { firstDay: '2026-03-16', lastDay: '2026-03-20' };
    for (const [headers, status] of [
      [{}, 401],
      [client.headers, 403],
    ] as const) {
      const calls = [
        t.app.inject({ url: '/api/agenda/disponibilidad', headers }),
        t.app.inject({ method: 'POST', url: '/api/agenda/dias-libres', headers, payload: dayOff }),
        t.app.inject({ method: 'PUT', url: '/api/agenda/feriados/2026-07-18', headers }),
        t.app.inject({ method: 'DELETE', url: '/api/agenda/feriados/2026-07-18', headers }),
      ];
      for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(status);
    }

    const bad: [unknown, string][] = [
      [
        {
          ...DEFAULTS,
          weeklyHours: [
            { weekday: 1, start: '09:00', end: '13:00' },
            { weekday: 1, start: '12:00', end: '15:00' },
          ],
        },
        'Los horarios de un mismo día no se pueden superponer',
      ],
      [
        { ...DEFAULTS, weeklyHours: [{ weekday: 1, start: '13:00', end: '09:00' }] },
        'La hora de fin tiene que ser posterior a la de inicio',
      ],
      [
        { ...DEFAULTS, weeklyHours: [{ weekday: 1, start: '9:00', end: '25:00' }] },
        'Hora inválida: usá HH:MM, de 00:00 a 24:00',
      ],
      [
        { ...DEFAULTS, weeklyHours: [{ weekday: 8, start: '09:00', end: '10:00' }] },
        'Día de la semana inválido',
      ],
      [{ ...DEFAULTS, slotMinutes: 10 }, 'La duración del turno tiene que ser de 15 a 240 minutos'],
      [
        { ...DEFAULTS, bufferMinutes: 121 },
        'El descanso entre turnos tiene que ser de 0 a 120 minutos',
      ],
      [
        { ...DEFAULTS, minNoticeHours: 721 },
        'La anticipación mínima tiene que ser de 0 a 720 horas',
      ],
      [{ ...DEFAULTS, horizonDays: 0 }, 'Se puede reservar de 1 a 365 días hacia adelante'],
    ];
    for (const [body, message] of bad) {
      const res = await settings(body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors ?? {})).toContain(message);
    }
    const badDays = await t.app.inject({
      method: 'POST',
      url: '/api/agenda/dias-libres',
      headers: admin,
      payload: { firstDay: '2026-03-20', lastDay: '2026-03-16' },
    });
    expect(badDays.statusCode).toBe(400);
    expect((await overview()).json()).toMatchObject({ settings: DEFAULTS, daysOff: [] });
    expect(await t.database.db.select().from(agendaOpenedDays)).toEqual([]);
  });
});
