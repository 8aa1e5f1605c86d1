import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSY_TITLE } from '@contract/agenda';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { registerGuest, useTestApp } from '../../../test/harness';
import { buyApproved } from '../../../test/shop';
import { calendarEvents } from './agenda.tables';

// GET /api/calendar as the public Turnos page asks it: a visitor's answer (busy hours only)
// is kept per range and emptied by every agenda write; signed-in viewers never share it.
// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC).
const { t, admin } = useTestApp();

const HOUR = 3_600_000;
// The week the Turnos page asks for: Monday 2 to Monday 9 March, Montevideo midnights.
const WEEK = { from: '2026-03-02T03:00:00.000Z', to: '2026-03-09T03:00:00.000Z' };
const weekUrl = (w: { from: string; to: string } = WEEK) =>
  `/api/calendar?from=${encodeURIComponent(w.from)}&to=${encodeURIComponent(w.to)}`;

/** Wednesday 4 March at `hour` in Montevideo (UTC-3): an hour a client may book. */
const wednesday = (hour: number) => ({
  start: new Date(Date.UTC(2026, 2, 4, hour + 3)).toISOString(),
  end: new Date(Date.UTC(2026, 2, 4, hour + 4)).toISOString(),
});

interface Shown {
  _id: string;
  title: string;
  email: string;
  description: string;
  userId: string | null;
  busy: boolean;
  start: string;
}
const visitorSees = async (url = weekUrl()) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json().calendar as Shown[];
};

async function clientWithCredit() {
  const client = await registerGuest(t.app);
  const paid = await buyApproved(t.app, client.headers, { typeProduct: 'control' });
  expect(paid.json().order.status).toBe('approved');
  return client;
}

/** A row written behind the app's back: only a cached answer can miss it. */
const insertDirectly = (hour: number) =>
  t.database.db
    .insert(calendarEvents)
    .values({ title: 'Escrito a mano', ...dates(wednesday(hour)) })
    .returning({ id: calendarEvents.id });
const dates = (r: { start: string; end: string }) => ({
  start: new Date(r.start),
  end: new Date(r.end),
});

describe("a visitor's calendar comes from a cache that every agenda write empties", () => {
  it('answers a repeated visitor range from the cache (a row written behind its back is not seen)', async () => {
    expect(await visitorSees()).toEqual([]);
    const [row] = await insertDirectly(16);
    expect(await visitorSees()).toEqual([]);
    // The same instants written another way are the same range, the same entry.
    expect(
      await visitorSees(
        weekUrl({ from: '2026-03-02T00:00:00-03:00', to: '2026-03-09T00:00:00-03:00' }),
      ),
    ).toEqual([]);
    // Without a range (it moves with the clock) nothing is cached.
    const anyRange = (await (await t.app.inject({ url: '/api/calendar' })).json()) as {
      calendar: Shown[];
    };
    expect(anyRange.calendar.map((e) => e._id)).toContain(row!.id);
    await t.database.db.delete(calendarEvents);
  });

  it("a client's booking shows as busy to a visitor at once, without the client's details", async () => {
    await visitorSees(); // the week is cached
    const client = await clientWithCredit();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/new-calendar',
      headers: client.headers,
      payload: { ...wednesday(10), email: client.email, description: 'Dolor de rodilla' },
    });
    expect(booked.statusCode).toBe(200);
    const id = booked.json().calendar._id as string;

    const seen = await visitorSees();
    expect(seen).toEqual([
      {
        _id: id,
        title: BUSY_TITLE,
        email: '',
        description: '',
        color: 'red',
        allDay: false,
        userId: null,
        person: '',
        phone: '',
        busy: true,
        asistencia: null,
        asistenciaAutomatica: false,
        start: wednesday(10).start,
        end: wednesday(10).end,
      },
    ]);

    // The client sees their own appointment whole; the admin too. Neither answer is the
    // visitor's, and neither reaches the visitor.
    const own = (await t.app.inject({ url: weekUrl(), headers: client.headers })).json()
      .calendar as Shown[];
    expect(own[0]).toMatchObject({ _id: id, description: 'Dolor de rodilla', busy: false });
    expect(own[0]!.userId).toBe(client.id);
    const hers = (await t.app.inject({ url: weekUrl(), headers: admin })).json()
      .calendar as Shown[];
    expect(hers[0]).toMatchObject({ email: client.email, description: 'Dolor de rodilla' });
    const again = await visitorSees();
    expect(again[0]).toMatchObject({ busy: true, email: '', description: '', userId: null });
    expect(JSON.stringify(again)).not.toContain(client.email);
    expect(JSON.stringify(again)).not.toContain('rodilla');

    // A move by the client: the visitor sees the new hour at once.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${id}`,
      headers: client.headers,
      payload: wednesday(11),
    });
    expect(moved.statusCode).toBe(200);
    expect((await visitorSees()).map((e) => e.start)).toEqual([wednesday(11).start]);

    // Her cancellation: the hour is free again at once.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/${id}`,
      headers: admin,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await visitorSees()).toEqual([]);
  });

  it("the admin's own booking and her availability changes empty it too", async () => {
    await visitorSees();
    const [behind] = await insertDirectly(15);
    // Cached: the row written behind its back is not there yet.
    expect(await visitorSees()).toEqual([]);
    const dayOff = await t.app.inject({
      method: 'POST',
      url: '/api/agenda/dias-libres',
      headers: admin,
      payload: { firstDay: '2026-03-20', lastDay: '2026-03-20' },
    });
    expect(dayOff.statusCode).toBe(200);
    expect((await visitorSees()).map((e) => e._id)).toEqual([behind!.id]);

    const [other] = await insertDirectly(13);
    expect(await visitorSees()).toHaveLength(1);
    const hers = await t.app.inject({
      method: 'POST',
      url: '/api/new-calendar',
      headers: admin,
      payload: { ...wednesday(9), title: 'Reunión' },
    });
    expect(hers.statusCode).toBe(200);
    const ids = (await visitorSees()).map((e) => e._id);
    expect(ids).toEqual(expect.arrayContaining([behind!.id, other!.id, hers.json().calendar._id]));
    expect(JSON.stringify(await visitorSees())).not.toContain('Reunión');
  });

  it('a refused write (an overlap) leaves the cache as it was', async () => {
    const before = await visitorSees();
    const [behind] = await insertDirectly(12);
    const overlap = await t.app.inject({
      method: 'POST',
      url: '/api/new-calendar',
      headers: admin,
      payload: { ...wednesday(9), title: 'Encima' },
    });
    expect(overlap.statusCode).toBe(409);
    const after = await visitorSees();
    expect(after).toEqual(before);
    expect(after.map((e) => e._id)).not.toContain(behind!.id);
  });

  it('answers are never kept by a browser or a shared cache, for a visitor or a client', async () => {
    const visitor = await t.app.inject({ url: weekUrl() });
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.headers['content-type']).toBe('application/json; charset=utf-8');
    const signedIn = await t.app.inject({ url: weekUrl(), headers: admin });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('a range the contract refuses is a 400 in Spanish, cached or not', async () => {
    const res = await t.app.inject({
      url: weekUrl({ from: WEEK.to, to: WEEK.from }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(AGENDA_MSG.badRange);
    const wide = await t.app.inject({
      url: weekUrl({
        from: WEEK.from,
        to: new Date(Date.parse(WEEK.from) + 90 * 24 * HOUR).toISOString(),
      }),
    });
    expect(wide.statusCode).toBe(400);
    expect(JSON.stringify(wide.json())).toContain(AGENDA_MSG.rangeTooWide);
  });
});

describe('the free slots of a week (GET disponibilidad) are kept too, and never long', () => {
  const freeUrl = '/api/disponibilidad?desde=2026-03-02&hasta=2026-03-08';
  const free = async () => {
    const res = await t.app.inject({ url: freeUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json().slots as { start: string }[]).map((s) => s.start);
  };

  it('a booked hour stops being offered at once', async () => {
    await t.database.db.delete(calendarEvents);
    // The clock may have moved: only what the cache answers matters here.
    const before = await free();
    const hour = wednesday(14).start;
    expect(before).toContain(hour);
    const client = await clientWithCredit();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/new-calendar',
      headers: client.headers,
      payload: wednesday(14),
    });
    expect(booked.statusCode).toBe(200);
    expect(await free()).not.toContain(hour);
  });

  it('follows the clock: an answer is not served past its TTL and a short stale bound', async () => {
    const [behind] = await insertDirectly(15);
    const hour = wednesday(15).start;
    // Cached: the row written behind its back still leaves 15:00 offered.
    expect(await free()).toContain(hour);
    t.clock.advance(61_000);
    // Past TTL + stale bound: a miss, answered from the database and the clock now.
    expect(await free()).not.toContain(hour);
    await t.database.db.delete(calendarEvents).where(eq(calendarEvents.id, behind!.id));
  });
});
