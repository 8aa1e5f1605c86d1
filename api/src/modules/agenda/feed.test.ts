import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { montevideoTime } from '@contract/time';
import { useTestApp } from '../../../test/harness';
import { practice } from '../practice/practice.tables';
import { users } from '../users/users.tables';
import { calendarEvents } from './agenda.tables';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo (12:00 UTC).
const {
  t,
  admin,
  clients: { ana, guest },
} = useTestApp({ clients: ['ana', 'guest'] });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PLACE = 'Av. Brasil 2500, consultorio 3';

const rotate = (headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/agenda/feed-token', headers, payload: {} });
const feed = (token?: string) =>
  t.app.inject({
    url: token === undefined ? '/api/agenda.ics' : `/api/agenda.ics?token=${token}`,
  });

/** An appointment written straight to the agenda, `days` from now at `hour` in Montevideo. */
async function appointment(days: number, hour: number, over: { cancelled?: boolean } = {}) {
  const start = new Date(t.clock.now().getTime() + days * DAY);
  start.setUTCHours(hour + 3, 0, 0, 0);
  const [e] = await t.database.db
    .insert(calendarEvents)
    .values({
      title: 'Control presencial: Ana',
      email: ana.email,
      userId: ana.id,
      start,
      end: new Date(start.getTime() + HOUR),
      cancelledAt: over.cancelled ? t.clock.now() : null,
    })
    .returning();
  return e!;
}

/** The feed's events, as a calendar app reads them (ical.js). */
function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

let anaName = '';
beforeAll(async () => {
  await t.database.db.update(practice).set({ address: PLACE }).where(eq(practice.id, 1));
  anaName = (await t.database.db.select().from(users).where(eq(users.id, ana.id)))[0]!.name;
});

describe('her agenda as a calendar feed', () => {
  it('answers 404 until a link exists, and for a missing or wrong token', async () => {
    const status = await t.app.inject({ url: '/api/agenda/feed-token', headers: admin });
    expect(status.json()).toEqual({ exists: false });
    for (const res of [await feed(), await feed(''), await feed('no-es-el-token')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'agenda.feedNotFound',
        message: 'Este enlace de calendario no existe o fue reemplazado por uno nuevo',
      });
    }
  });

  it('holds her live appointments of the last 30 and next 180 days, in Montevideo time', async () => {
    const soon = await appointment(3, 10);
    const recent = await appointment(-10, 15);
    const cancelled = await appointment(4, 11, { cancelled: true });
    const old = await appointment(-40, 10);
    const far = await appointment(200, 10);
    // Moved by the admin: the feed carries its current time and SEQUENCE.
    const later = new Date(soon.start.getTime() + 2 * HOUR);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${soon.id}`,
      headers: admin,
      payload: {
        start: later.toISOString(),
        end: new Date(later.getTime() + HOUR).toISOString(),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const created = await rotate();
    expect(created.statusCode).toBe(200);
    const { token, url } = created.json<{ token: string; url: string }>();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(url).toBe(`http://localhost:3000/api/agenda.ics?token=${token}`);

    const res = await feed(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const list = events(res.body);
    const uids = list.map((e) => e.uid);
    expect(uids).toContain(`${soon.id}@nutricion`);
    expect(uids).toContain(`${recent.id}@nutricion`);
    for (const gone of [cancelled, old, far]) expect(uids).not.toContain(`${gone.id}@nutricion`);

    const e = list.find((x) => x.uid === `${soon.id}@nutricion`)!;
    expect(e.startDate.toJSDate().toISOString()).toBe(later.toISOString());
    expect(e.endDate.toJSDate().getTime()).toBe(later.getTime() + HOUR);
    const local = montevideoTime(e.startDate.toJSDate());
    expect([local.hour, local.minute]).toEqual([12, 0]);
    expect(e.sequence).toBe(1);
    expect(e.summary).toContain(anaName);
    expect(e.location).toBe(PLACE);
    expect(e.description).toContain(anaName);
    expect(e.description).toContain(ana.email);
    expect(e.description).toContain(PLACE);
    expect(e.description).toContain(`http://localhost:3000/auth/usuario/${ana.id}`);
    expect(e.component.getFirstPropertyValue('url')).toBe(
      `http://localhost:3000/auth/usuario/${ana.id}`,
    );
  });

  it('a new link replaces the old one at once; the settings read never shows the token', async () => {
    const first = (await rotate()).json<{ token: string }>().token;
    expect((await feed(first)).statusCode).toBe(200);
    const second = (await rotate()).json<{ token: string }>().token;
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);

    const status = await t.app.inject({ url: '/api/agenda/feed-token', headers: admin });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ exists: true });
    expect(status.body).not.toContain(second);
  });

  it('only the admin creates a link or asks whether one exists', async () => {
    expect((await rotate(guest.headers)).statusCode).toBe(403);
    expect((await rotate({})).statusCode).toBe(401);
    const asGuest = await t.app.inject({ url: '/api/agenda/feed-token', headers: guest.headers });
    expect(asGuest.statusCode).toBe(403);
    const asVisitor = await t.app.inject({ url: '/api/agenda/feed-token' });
    expect(asVisitor.statusCode).toBe(401);
  });
});
