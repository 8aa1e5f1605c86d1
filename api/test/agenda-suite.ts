import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { defaultBlockedDays } from '@contract/time';
import { type Account as Guest, registerGuest, type TestContext, useTestApp } from './harness';
import { buyApproved } from './shop';
import { credits as creditRows } from '../src/modules/commerce/commerce.tables';
import { practice } from '../src/modules/practice/practice.tables';
import { calendarEvents } from '../src/modules/agenda/agenda.tables';

/**
 * An hour-long appointment the admin books for a client, `days` ahead of the test clock at
 * `hour` o'clock in Montevideo (UTC-3): its id and start.
 */
export async function adminAppointment(
  t: Pick<TestContext, 'app' | 'clock'>,
  admin: Record<string, string>,
  clientId: string,
  days: number,
  hour: number,
) {
  const start = new Date(t.clock.now().getTime() + days * 86_400_000);
  start.setUTCHours(hour + 3, 0, 0, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/new-calendar',
    headers: admin,
    payload: {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      userId: clientId,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ calendar: { _id: string } }>().calendar._id, start };
}

/**
 * The agenda suites' shared set-up: the app, clients who paid a 'Turno Presencial', the
 * calendar calls, slots in Montevideo hours and what the appointment mails and .ics say.
 */
export function useAgendaSuite() {
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
    (await t.database.db.select().from(creditRows).where(eq(creditRows.userId, userId))).filter(
      (c) => c.usedAt === null && c.expiredAt === null && c.revokedAt === null,
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

  /** The appointment's row as stored. */
  const row = async (id: string) =>
    (await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.id, id)))[0]!;
  return {
    t,
    admin,
    HOUR,
    slot,
    weekdaySlot,
    clientWithCredit,
    book,
    cancel,
    credits,
    icsOf,
    icsField,
    icsStart,
    setPlace,
    move,
    row,
    BOOKED,
    MOVED,
    CANCELLED,
  };
}
