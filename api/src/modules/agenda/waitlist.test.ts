import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import { WAITLIST_MSG, type TWaitlistStatus } from '@contract/waitlist';
import { registerGuest, type Account } from '../../../test/harness';
import { useAgendaSuite } from '../../../test/agenda-suite';
import { calendarEvents, freedSlots, slotOffers, waitlist } from './agenda.tables';
import { advanceOffers } from './waitlist-offers';

/*
 * Issue 34, acceptance 5: the waiting list. With her week full for 14 days, clients with a
 * credit join; a cancellation frees a slot that is held for the first of them for 2 hours
 * (mail and push, a claim link), then for the second (movable clock), and booked once.
 */

const { t, admin, HOUR, clientWithCredit, book, cancel, credits } = useAgendaSuite();
const MINUTE = 60_000;

/** The test clock starts on Monday 2 March 2026, 9:00: she works Wednesdays 10 to 11 only. */
const WEDNESDAY_4 = { start: '2026-03-04T13:00:00.000Z', end: '2026-03-04T14:00:00.000Z' };
const WEDNESDAY_11 = { start: '2026-03-11T13:00:00.000Z', end: '2026-03-11T14:00:00.000Z' };

beforeEach(async () => {
  // Each test starts with her week empty and nobody waiting (the app is the file's).
  const { db } = t.database;
  await db.delete(slotOffers);
  await db.delete(freedSlots);
  await db.delete(waitlist);
  await db.delete(calendarEvents);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/agenda/disponibilidad',
    headers: admin,
    payload: {
      weeklyHours: [{ weekday: 3, start: '10:00', end: '11:00' }],
      slotMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 12,
      horizonDays: 60,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const status = async (c: Account) =>
  (await t.app.inject({ url: '/api/lista-de-espera', headers: c.headers })).json<TWaitlistStatus>();
const join = (c: Account) =>
  t.app.inject({ method: 'POST', url: '/api/lista-de-espera', headers: c.headers });
const offerOf = (c: Account, id: string) =>
  t.app.inject({ url: `/api/lista-de-espera/ofertas/${id}`, headers: c.headers });
const claim = (c: Account, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/lista-de-espera/ofertas/${id}/reservar`,
    headers: c.headers,
  });
/** What the job asked the push service to send (its delivery is push.test.ts's). */
const pushed: { userIds: readonly string[]; key: string; url: string }[] = [];
const job = () =>
  advanceOffers({
    db: t.database.db,
    clock: t.clock,
    config: t.config,
    mailer: t.newMailer(),
    push: {
      toUsers: async (userIds, key, message) =>
        void pushed.push({ userIds, key, url: message.url }),
      toAdmins: async () => {},
      drain: async () => 0,
    },
  });
// The mail arrives as bytes: its accents are two characters each here.
const OFFER_MAIL = /Se liber.+ un turno presencial el/;

describe('the waiting list (acceptance 5)', () => {
  it('a freed slot goes to the first person for 2 hours, then to the second, and is booked once', async () => {
    const early = await clientWithCredit();
    // Both Wednesdays of the next 14 days free: nobody joins yet.
    expect([(await join(early)).statusCode, (await join(early)).json().message]).toEqual([
      409,
      WAITLIST_MSG.slotsFree,
    ]);
    const [a, b] = [await clientWithCredit(), await clientWithCredit()];
    expect((await book(a.headers, WEDNESDAY_4)).statusCode).toBe(200);
    expect((await book(b.headers, WEDNESDAY_11)).statusCode).toBe(200);

    const first = early;
    const second = await clientWithCredit();
    const unpaid = await registerGuest(t.app);
    expect((await status(first)).puedeAnotarse).toBe(true);
    const joined = await join(first);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      message: WAITLIST_MSG.joined,
      estado: { posicion: 1, puedeAnotarse: false },
    });
    t.clock.advance(MINUTE);
    expect((await join(second)).json().estado.posicion).toBe(2);
    // A second tap keeps the place; without a credit, no place.
    expect((await join(first)).json().estado.posicion).toBe(1);
    expect((await join(unpaid)).json().message).toBe(WAITLIST_MSG.needsCredit);
    const hers = (await t.app.inject({ url: '/api/lista-de-espera/todos', headers: admin })).json()
      .espera;
    expect(hers.map((e: { userId: string }) => e.userId)).toEqual([first.id, second.id]);

    // A cancels Wednesday 4: the first person gets it, held for them.
    const mark = t.mails.length;
    const aEvent = (
      await t.database.db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.userId, a.id), isNull(calendarEvents.cancelledAt)))
    )[0]!;
    expect((await cancel(a.headers, aEvent.id)).statusCode).toBe(200);
    const mail = await t.waitForMail(first.email, OFFER_MAIL, mark);
    const offered = (await status(first)).oferta!;
    expect(offered).toMatchObject(WEDNESDAY_4);
    expect(offered.vence).toBe(new Date(t.clock.now().getTime() + 2 * HOUR).toISOString());
    expect(mail.text).toContain(`${t.config.publicUrl}${PATHS.slotOffer(offered._id)}`);
    expect(mail.text).toContain('hasta hoy a las 11:01'); // 9:01 + 2 h, 24-hour
    expect((await status(second)).oferta).toBeNull();
    // Held: nobody else books it, and the public calendar does not offer it.
    const other = await clientWithCredit();
    expect((await book(other.headers, WEDNESDAY_4)).json().message).toBe(AGENDA_MSG.overlap);
    const free = await t.app.inject({
      url: '/api/disponibilidad?desde=2026-03-04&hasta=2026-03-04',
    });
    expect(free.json().slots).toEqual([]);
    // Another client cannot read or claim someone else's offer.
    expect((await offerOf(second, offered._id)).statusCode).toBe(403);
    expect((await claim(second, offered._id)).statusCode).toBe(404);

    // 2 hours pass: the job, run by two servers at once, offers it to the second, once.
    t.clock.advance(2 * HOUR + MINUTE);
    const before = t.mails.length;
    expect((await Promise.all([job(), job()])).reduce((n, x) => n + x, 0)).toBe(1);
    await t.waitForMail(second.email, OFFER_MAIL, before);
    expect(await job()).toBe(0);
    expect((await offerOf(first, offered._id)).json().oferta.estado).toBe('vencida');
    expect((await claim(first, offered._id)).json().message).toBe(WAITLIST_MSG.offerExpired);
    expect((await status(first)).posicion).toBe(1);

    const secondOffer = (await status(second)).oferta!;
    expect(pushed).toEqual([
      {
        userIds: [second.id],
        key: `slot-offer:${secondOffer._id}`,
        url: PATHS.slotOffer(secondOffer._id),
      },
    ]);
    const creditsBefore = await credits(second.id);
    const taken = await claim(second, secondOffer._id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ msg: WAITLIST_MSG.claimed, calendar: WEDNESDAY_4 });
    expect((await claim(second, secondOffer._id)).json().message).toBe(WAITLIST_MSG.offerTaken);
    expect(await credits(second.id)).toBe(creditsBefore - 1);
    await t.waitForMail(second.email, /agendado el turno/, before);
    // Booked once, and the second is off the list; the first still waits.
    const live = await t.database.db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.start, new Date(WEDNESDAY_4.start)),
          isNull(calendarEvents.cancelledAt),
        ),
      );
    expect(live.map((e) => e.userId)).toEqual([second.id]);
    expect((await status(second)).anotadoDesde).toBeNull();
    expect((await status(first)).posicion).toBe(1);
    expect(await job()).toBe(0);

    const hoy = (await t.app.inject({ url: '/api/resumen', headers: admin })).json();
    expect(hoy.waitlist).toEqual({ liberados: 1, recuperados: 1, esperando: 1 });
  });

  it('a slot nobody waits for, or too near to offer, is let go to everyone at once', async () => {
    const a = await clientWithCredit();
    expect((await book(a.headers, WEDNESDAY_4)).statusCode).toBe(200);
    const event = (
      await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.userId, a.id))
    )[0]!;
    expect((await cancel(a.headers, event.id)).statusCode).toBe(200);
    const [slot] = await t.database.db
      .select()
      .from(freedSlots)
      .where(eq(freedSlots.eventId, event.id));
    expect(slot?.closedAt).not.toBeNull();
    expect(await t.database.db.select().from(slotOffers)).toEqual([]);
    const free = await t.app.inject({
      url: '/api/disponibilidad?desde=2026-03-04&hasta=2026-03-04',
    });
    expect(free.json().slots).toHaveLength(1);
  });

  it('leaving, and booking any turno, end the wait', async () => {
    const [a, b, c] = [
      await clientWithCredit(),
      await clientWithCredit(),
      await clientWithCredit(),
    ];
    await book(a.headers, WEDNESDAY_4);
    await book(b.headers, WEDNESDAY_11);
    expect((await join(c)).statusCode).toBe(200);
    const left = await t.app.inject({
      method: 'DELETE',
      url: '/api/lista-de-espera',
      headers: c.headers,
    });
    expect(left.json()).toMatchObject({
      message: WAITLIST_MSG.left,
      estado: { anotadoDesde: null },
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/lista-de-espera',
      headers: c.headers,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, WAITLIST_MSG.notWaiting]);
    expect((await join(c)).statusCode).toBe(200);
    // She works a Friday too: the client books it and is no longer waiting.
    const friday = { start: '2026-03-06T13:00:00.000Z', end: '2026-03-06T14:00:00.000Z' };
    await t.app.inject({
      method: 'PUT',
      url: '/api/agenda/disponibilidad',
      headers: admin,
      payload: {
        weeklyHours: [
          { weekday: 3, start: '10:00', end: '11:00' },
          { weekday: 5, start: '10:00', end: '11:00' },
        ],
        slotMinutes: 60,
        bufferMinutes: 0,
        minNoticeHours: 12,
        horizonDays: 60,
      },
    });
    expect((await book(c.headers, friday)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(waitlist).where(eq(waitlist.userId, c.id));
    expect(rows.map((r) => r.leftReason).sort()).toEqual(['agendo', 'salio']);
    expect((await join(c)).json().message).toBe(WAITLIST_MSG.needsCredit);
  });
});
