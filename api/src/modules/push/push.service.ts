import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { TPushDevice, TPushPayload, TPushSubscribe } from '@contract/push';
import { PUSH_MSG } from '@contract/push';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { users } from '../users/users.tables';
import { deviceLabel } from './device-label';
import { pushOutbox, pushSubscriptions } from './push.tables';
import type { VapidKeys } from './vapid';

/** A push as the app asks for it: what the phone shows, and how long it stays worth showing. */
export interface PushMessage extends TPushPayload {
  ttlSeconds: number;
}

/**
 * What the modules use to push (the one way): queue a push for every device of some
 * people, once per `key` and device, and send it now; a send that fails is tried again by
 * `drain`, which the app runs every minute. Never throws: a mail is the channel of record
 * (DECISIONS §15), and a push that cannot go must not fail what sent it.
 */
export interface Pusher {
  toUsers(userIds: readonly string[], key: string, message: PushMessage): Promise<void>;
  /** The nutritionist's devices: every active admin's. */
  toAdmins(key: string, message: PushMessage): Promise<void>;
  /** Sends what is due; resolves with how many went. */
  drain(): Promise<number>;
}

export interface PushDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'push'>;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
}

/** The browsers' own push services: Chrome and Edge (FCM, WNS), Firefox, Safari. */
const BROWSER_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/**
 * Whether the server may post to this push address: https to a browser's push service, or
 * an origin PUSH_SERVICE_ORIGINS names. Anything else is refused, so a forged subscription
 * cannot make the server post to an address of its choosing (an internal one).
 */
export function allowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    BROWSER_PUSH_HOSTS.some((h) => h.test(url.hostname))
  );
}

const toDevice = (r: typeof pushSubscriptions.$inferSelect): TPushDevice => ({
  _id: r.id,
  label: r.label,
  endpoint: r.endpoint,
  createdAt: r.createdAt.toISOString(),
});

/**
 * 'Avisarme en este teléfono': keeps the browser's subscription for this session. The same
 * push address sent again (a second tap, another account on the same phone) is moved to
 * this session and person, never kept twice.
 */
export async function subscribe(
  deps: Pick<PushDeps, 'db' | 'clock' | 'config'>,
  me: { id: string },
  sessionId: string,
  body: TPushSubscribe,
  userAgent: string | undefined,
): Promise<TPushDevice> {
  if (!allowedEndpoint(body.endpoint, deps.config.push.extraOrigins))
    throw badRequest(PUSH_MSG.endpoint, { endpoint: PUSH_MSG.endpoint });
  const values = {
    userId: me.id,
    sessionId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    label: deviceLabel(userAgent),
    createdAt: deps.clock.now(),
  };
  const [row] = await deps.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return toDevice(row!);
}

export async function listDevices(deps: Pick<PushDeps, 'db'>, userId: string) {
  const rows = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map(toDevice);
}

/** Who a device belongs to (the route's ownership check), or null. */
export async function deviceOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row?.userId ?? null;
}

export async function removeDevice(deps: Pick<PushDeps, 'db'>, id: string): Promise<void> {
  const gone = await deps.db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound(PUSH_MSG.notFound);
}

/** After each failure, how long until the next try; then it is given up. */
const RETRY_AFTER_MIN = [1, 5, 15, 60, 240];
/** A claimed push is someone else's to send for this long (a server that died mid-send). */
const LEASE_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 10_000;

export function createPusher(deps: PushDeps): Pusher {
  const queue = async (subscriptionIds: string[], key: string, m: PushMessage) => {
    if (subscriptionIds.length === 0) return [];
    const rows = await deps.db
      .insert(pushOutbox)
      .values(
        subscriptionIds.map((subscriptionId) => ({
          subscriptionId,
          key,
          title: m.title,
          body: m.body,
          url: m.url,
          tag: m.tag,
          ttlSeconds: m.ttlSeconds,
          createdAt: deps.clock.now(),
          nextAttemptAt: deps.clock.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: pushOutbox.id });
    return rows.map((r) => r.id);
  };

  /** Claims one queued push (so two servers never both send it), sends it, settles it. */
  const sendOne = async (id: string): Promise<boolean> => {
    const now = deps.clock.now();
    const [claimed] = await deps.db
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(pushOutbox.id, id),
          isNull(pushOutbox.sentAt),
          isNull(pushOutbox.failedAt),
          lte(pushOutbox.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!claimed) return false;
    const [sub] = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, claimed.subscriptionId));
    if (!sub) return false;
    const expires = claimed.createdAt.getTime() + claimed.ttlSeconds * 1000;
    if (now.getTime() > expires) {
      await settle(id, { failedAt: now, lastError: 'Venció antes de poder enviarse' });
      return false;
    }
    const payload: TPushPayload = {
      title: claimed.title,
      body: claimed.body,
      url: claimed.url,
      tag: claimed.tag,
    };
    const status = await post(sub, payload, Math.ceil((expires - now.getTime()) / 1000));
    if (status.ok) {
      await settle(id, {
        sentAt: deps.clock.now(),
        attempts: claimed.attempts + 1,
        lastError: null,
      });
      return true;
    }
    if (status.gone) {
      // The browser dropped the subscription (404/410): the device is gone with its queue.
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return false;
    }
    const attempts = claimed.attempts + 1;
    const wait = RETRY_AFTER_MIN[attempts - 1];
    await settle(id, {
      attempts,
      lastError: status.error,
      ...(wait === undefined || status.permanent
        ? { failedAt: now }
        : { nextAttemptAt: new Date(now.getTime() + wait * 60_000) }),
    });
    deps.log.warn({ push: id, attempts, error: status.error }, 'push not delivered');
    return false;
  };

  const settle = (id: string, set: Partial<typeof pushOutbox.$inferInsert>) =>
    deps.db.update(pushOutbox).set(set).where(eq(pushOutbox.id, id));

  /** The encrypted request web-push builds (VAPID, aes128gcm), sent with fetch. */
  const post = async (
    sub: typeof pushSubscriptions.$inferSelect,
    payload: TPushPayload,
    ttl: number,
  ): Promise<
    { ok: true; gone?: false } | { ok: false; gone: boolean; permanent: boolean; error: string }
  > => {
    // Checked again at send time: PUSH_SERVICE_ORIGINS may have changed since it subscribed.
    if (!allowedEndpoint(sub.endpoint, deps.config.push.extraOrigins))
      return { ok: false, gone: true, permanent: true, error: 'Dirección no permitida' };
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: deps.config.push.subject, ...deps.vapid },
        TTL: ttl,
        urgency: payload.tag === 'turno' ? 'high' : 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return { ok: true };
      const gone = res.status === 404 || res.status === 410;
      // 400, 403 (a key the service refuses) and 413 do not get better by waiting.
      const permanent = [400, 403, 413].includes(res.status);
      return { ok: false, gone, permanent, error: `El servicio respondió ${res.status}` };
    } catch (err) {
      const error =
        err instanceof Error && err.name === 'TimeoutError' ? 'Sin respuesta' : 'Sin conexión';
      return { ok: false, gone: false, permanent: false, error };
    }
  };

  const sendAll = async (ids: string[]) => {
    let sent = 0;
    for (const id of ids) if (await sendOne(id)) sent += 1;
    return sent;
  };

  const safely = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      deps.log.error({ err }, `push: ${what} failed`);
    }
  };

  /** Queues the push for every device of these people and sends it at once. */
  const pushTo = async (userIds: readonly string[], key: string, message: PushMessage) => {
    if (userIds.length === 0) return;
    const subs = await deps.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
    await sendAll(
      await queue(
        subs.map((s) => s.id),
        key,
        message,
      ),
    );
  };

  return {
    toUsers: (userIds, key, message) => safely(key, () => pushTo(userIds, key, message)),
    toAdmins: (key, message) =>
      safely(key, async () => {
        const admins = await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.type, 'admin'), eq(users.state, 'Activo')));
        await pushTo(
          admins.map((a) => a.id),
          key,
          message,
        );
      }),
    async drain() {
      // What was sent or given up on a month ago has nothing more to say.
      const monthAgo = new Date(deps.clock.now().getTime() - 30 * 24 * 3_600_000);
      await deps.db
        .delete(pushOutbox)
        .where(
          and(
            lte(pushOutbox.createdAt, monthAgo),
            or(isNotNull(pushOutbox.sentAt), isNotNull(pushOutbox.failedAt)),
          ),
        );
      const due = await deps.db
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(
          and(
            isNull(pushOutbox.sentAt),
            isNull(pushOutbox.failedAt),
            lte(pushOutbox.nextAttemptAt, deps.clock.now()),
          ),
        )
        .orderBy(asc(pushOutbox.nextAttemptAt))
        .limit(100);
      return sendAll(due.map((d) => d.id));
    },
  };
}
