import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { PUSH_MSG } from '@contract/push';
import { adminAppointment } from '../../../test/agenda-suite';
import { registerGuest, useTestApp } from '../../../test/harness';
import {
  startPushService,
  type PushServiceStandIn,
  type StandInBrowser,
} from '../../../test/push-service';
import { sendDueReminders } from '../agenda/reminders';
import { createPusher } from './push.service';
import { pushOutbox, pushSubscriptions } from './push.tables';

/*
 * Web Push, opted in (issue 32, acceptance 4): a client's phone subscribes, the push service
 * (a stand-in on 127.0.0.1 that decrypts what it gets, as the phone would) receives exactly
 * one reminder a day before the appointment beside one mail; a 410 ends the subscription; a
 * failure is tried again; the nutritionist's phone hears of a client's message. The test
 * clock starts on Monday 2 March 2026, 9:00 in Montevideo.
 */
const HOUR = 3_600_000;
const VAPID = webpush.generateVAPIDKeys();
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService?.close());

const { t, admin } = useTestApp({
  env: () => ({
    PUSH_SERVICE_ORIGINS: pushService.origin,
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:nutricionista@test.uy',
  }),
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const subscribe = (who: { headers: Record<string, string> }, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notificaciones/dispositivos',
    headers: { ...who.headers, 'user-agent': ANDROID_CHROME },
    payload: body as object,
  });

/** 'Avisarme en este teléfono' on a new stand-in browser. */
async function optIn(who: { headers: Record<string, string> }): Promise<StandInBrowser> {
  const browser = pushService.browser();
  const res = await subscribe(who, browser.subscription);
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

const devices = async (who: { headers: Record<string, string> }) =>
  (await t.app.inject({ url: '/api/notificaciones/dispositivos', headers: who.headers })).json<{
    publicKey: string;
    devices: { _id: string; label: string; endpoint: string }[];
  }>();

/** The sweep and the retries as the app runs them, with the app's keys. */
const pusher = () =>
  createPusher({
    db: t.database.db,
    clock: t.clock,
    config: t.config,
    vapid: VAPID,
    log: t.app.log,
  });

describe('a device opts in', () => {
  it('is listed in Mi perfil by its browser, with the key to subscribe with', async () => {
    const client = await registerGuest(t.app);
    const browser = await optIn(client);
    const mine = await devices(client);
    expect(mine.publicKey).toBe(VAPID.publicKey);
    expect(mine.devices).toEqual([
      expect.objectContaining({
        label: 'Chrome en Android',
        endpoint: browser.subscription.endpoint,
      }),
    ]);
    // The same browser again (a second tap) is one device, not two.
    expect((await subscribe(client, browser.subscription)).statusCode).toBe(200);
    expect((await devices(client)).devices).toHaveLength(1);
  });

  it('refuses what a browser never sends, storing nothing', async () => {
    const client = await registerGuest(t.app);
    const good = pushService.browser().subscription;
    const bad: [unknown, string][] = [
      [{ ...good, endpoint: 'https://evil.example/push/1' }, PUSH_MSG.endpoint],
      [{ ...good, endpoint: 'http://127.0.0.1:5432/' }, PUSH_MSG.endpoint],
      [{ ...good, endpoint: `${good.endpoint}\u0000` }, MSG.badChars],
      [{ ...good, endpoint: 'fcm.googleapis.com/fcm/send/x' }, PUSH_MSG.endpoint],
      [{ ...good, keys: { p256dh: 'corta', auth: good.keys.auth } }, PUSH_MSG.keys],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, PUSH_MSG.keys],
      [{ endpoint: good.endpoint }, PUSH_MSG.keys],
    ];
    for (const [body, message] of bad) {
      const res = await subscribe(client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await devices(client)).devices).toEqual([]);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/notificaciones/dispositivos',
      payload: good,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a device is its owner’s to remove (or hers); another client gets 403', async () => {
    const [ana, beto] = [await registerGuest(t.app), await registerGuest(t.app)];
    await optIn(ana);
    const [device] = (await devices(ana)).devices;
    const remove = (who: { headers: Record<string, string> }) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/notificaciones/dispositivos/${device!._id}`,
        headers: who.headers,
      });
    expect((await remove(beto)).statusCode).toBe(403);
    expect((await devices(ana)).devices).toHaveLength(1);
    const removed = await remove(ana);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(PUSH_MSG.removed);
    expect((await devices(ana)).devices).toEqual([]);
    expect((await remove({ headers: admin })).statusCode).toBe(404);
  });

  it('ends with the session that subscribed it: logging out stops the pushes', async () => {
    const client = await registerGuest(t.app);
    await optIn(client);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: client.headers });
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, client.id));
    expect(left).toEqual([]);
  });
});

describe('pushes as they happen', () => {
  it('a booking 24 h away: one push at the reminder time, beside one mail, however many sweeps', async () => {
    const client = await registerGuest(t.app);
    const phone = await optIn(client);
    const { start } = await adminAppointment(t, admin, client.id, 3, 14);
    const sweep = () =>
      sendDueReminders({
        db: t.database.db,
        clock: t.clock,
        config: t.config,
        mailer: t.newMailer(),
        push: pusher(),
      });

    t.clock.advance(start.getTime() - 25 * HOUR - t.clock.now().getTime());
    await sweep();
    expect(phone.received()).toEqual([]);

    t.clock.advance(2 * HOUR);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const pushes = phone.received();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload).toEqual({
      title: 'Mañana tenés turno',
      body: 'jueves, 5 de marzo de 2026 a las 14:00. Tocá para ver los detalles.',
      url: `/auth/agendar-control/${client.id}`,
      tag: 'turno',
    });
    // Signed with her VAPID key, kept by the service until the appointment, sent as urgent.
    const headers = pushes[0]!.headers;
    expect(headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`),
    );
    expect(Number(headers.ttl)).toBeGreaterThan(22 * 3600);
    expect(Number(headers.ttl)).toBeLessThanOrEqual(23 * 3600);
    expect(headers.urgency).toBe('high');
    expect(headers['content-encoding']).toBe('aes128gcm');
    const mails = t.mails.filter(
      (m) => m.to.includes(client.email) && /Te recordamos tu turno presencial/.test(m.text),
    );
    expect(mails).toHaveLength(1);
  });

  it('a 410 from the push service removes the subscription and its queue', async () => {
    const client = await registerGuest(t.app);
    const phone = await optIn(client);
    phone.answer(410);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sendmensaje',
      headers: admin,
      payload: { to: client.id, title: 'Hola', message: 'Tu plan está en camino.' },
    });
    expect(sent.statusCode).toBe(200);
    await t.afterAnswers();
    expect((await devices(client)).devices).toEqual([]);
    const rows = await t.database.db.select().from(pushOutbox);
    expect(rows.filter((r) => r.key === `message:${sent.json().mensaje._id}`)).toEqual([]);
    // The mail went all the same: the channel of record.
    await t.waitForMail(client.email, /mensaje/i);
  });

  it('a push service that fails is tried again a minute later, once', async () => {
    const client = await registerGuest(t.app);
    const phone = await optIn(client);
    phone.answer(503);
    await pusher().toUsers([client.id], 'prueba:reintento', {
      title: 'Tu plan alimentario se actualizó',
      body: 'Tocá para verlo.',
      url: '/auth/usuario',
      tag: 'plan-x',
      ttlSeconds: 3600,
    });
    const [row] = await t.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.key, 'prueba:reintento'));
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: 'El servicio respondió 503',
    });
    phone.answer(201);
    expect(await pusher().drain()).toBe(0); // not yet due
    t.clock.advance(61_000);
    expect(await pusher().drain()).toBe(1);
    expect(await pusher().drain()).toBe(0);
    expect(phone.received().map((p) => p.payload.title)).toEqual([
      'Tu plan alimentario se actualizó',
    ]);
  });

  it("her phone hears of a client's message; the client's phone of hers, never what it says", async () => {
    const client = await registerGuest(t.app, { name: 'Rosa Pérez' });
    const herPhone = await optIn({ headers: admin });
    const clientPhone = await optIn(client);
    await t.app.inject({
      method: 'POST',
      url: '/api/sendmensaje',
      headers: client.headers,
      payload: { title: 'Consulta', message: 'Tengo gastritis, ¿cambio el desayuno?' },
    });
    await t.afterAnswers();
    const hers = herPhone.received().map((p) => p.payload);
    expect(hers).toEqual([
      {
        title: 'Mensaje nuevo',
        body: 'Rosa Pérez te escribió.',
        url: `/auth/mensajes/${client.id}`,
        tag: `mensajes-${client.id}`,
      },
    ]);
    expect(JSON.stringify(hers)).not.toMatch(/gastritis|Consulta/);
    expect(clientPhone.received()).toEqual([]);
  });
});
