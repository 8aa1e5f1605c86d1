import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@contract/common-text';
import { AUTH_MSG, TERMS_VERSION, type TLoginBody, type TRegisterBody } from '@contract/auth';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { NEXT_PARAM, PATHS } from '@contract/pages';
import { newUserNoticeMail, resetPasswordMail, welcomeMail } from '../../mail/templates';
import { conflict, forbidden, HttpError, unauthorized } from '../../http/http-error';
import { sendNotice, type NoticeDeps } from '../practice';
import { users, type UserRow } from '../users/users.tables';
import { passwordResets, sessions } from './auth.tables';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../users';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session ends 90 days after login even when used every day (DECISIONS §3). */
export const SESSION_MAX_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * A remembered session (the client's own phone) has no 90-day end: it lasts until a
 * revocation (logout, a new password, her setting the account inactive) or half a year unused.
 */
export const REMEMBERED_IDLE_MS = 180 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface AuthDeps {
  db: Db;
  clock: Clock;
}

export async function createSession(
  deps: AuthDeps,
  userId: string,
  remember = false,
): Promise<string> {
  const { token, hash } = newToken();
  const now = deps.clock.now();
  await deps.db
    .insert(sessions)
    .values({ userId, tokenHash: hash, createdAt: now, lastUsedAt: now, remember });
  return token;
}

export async function login(
  deps: AuthDeps,
  body: TLoginBody,
): Promise<{ token: string; user: UserRow }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, body.email));
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    throw unauthorized(MSG.badCredentials);
  }
  if (user.state !== 'Activo') throw forbidden(MSG.inactive);
  return { token: await createSession(deps, user.id, body.remember ?? false), user };
}

export async function register(
  deps: AuthDeps,
  body: TRegisterBody,
): Promise<{ token: string; user: UserRow }> {
  const passwordHash = await hashPassword(body.password);
  // New registrations are always guests, whatever the request says (DECISIONS §3).
  const [user] = await deps.db
    .insert(users)
    .values({
      name: body.name,
      email: body.email,
      celPhone: body.celPhone,
      passwordHash,
      type: 'guest',
      ...(body.terms && { termsVersion: TERMS_VERSION, termsAcceptedAt: deps.clock.now() }),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(MSG.emailExists, { email: MSG.emailExists });
  // Whoever registers is on their own device: the web keeps this session (DECISIONS §15).
  return { token: await createSession(deps, user.id, true), user };
}

export async function logout(deps: AuthDeps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every open session of a user (the users module calls it through its UserRegistry). */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return m?.[1] ?? null;
}

/**
 * The session behind the request's bearer token (its id and whether it is remembered), or
 * null: a device's push subscription is kept for its id, so that it ends with the session.
 * Call after the access rules have accepted the token.
 */
export async function sessionOf(
  db: Db,
  request: FastifyRequest,
): Promise<{ id: string; token: string; remember: boolean } | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const [row] = await db
    .select({ id: sessions.id, remember: sessions.remember })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row ? { ...row, token } : null;
}

/** The id of the session behind the request's bearer token, or null (see sessionOf). */
export const sessionIdOf = async (db: Db, request: FastifyRequest): Promise<string | null> =>
  (await sessionOf(db, request))?.id ?? null;

/** The user behind the request's bearer token, or null. Expired sessions are removed. */
export async function currentUser(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<UserRow | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const [row] = await deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) return null;
  const now = deps.clock.now().getTime();
  const idle = now - row.session.lastUsedAt.getTime();
  const expired = row.session.remember
    ? idle > REMEMBERED_IDLE_MS
    : idle > SESSION_IDLE_MS || now - row.session.createdAt.getTime() > SESSION_MAX_MS;
  if (expired) {
    await deps.db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  if (row.user.state !== 'Activo') return null;
  if (now - row.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  return row.user;
}

/** Creates a reset token for the address when it belongs to a user; returns what the mail needs. */
export async function startPasswordReset(
  deps: AuthDeps,
  email: string,
): Promise<{ user: UserRow; token: string } | null> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || user.state !== 'Activo') return null;
  const { token, hash } = newToken();
  const now = deps.clock.now();
  // Housekeeping: older unused links of this user stop working when a new one is asked for.
  await deps.db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await deps.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  return { user, token };
}

/** A new account's welcome, and the nutritionist's notice of it. */
export async function sendWelcomeMails(
  deps: NoticeDeps & { config: Pick<Config, 'publicUrl' | 'notifyEmail'> },
  user: UserRow,
): Promise<void> {
  const site = deps.config.publicUrl;
  // Both are sent even when one fails; the failure is the caller's to log.
  await Promise.all([
    deps.mailer.send(welcomeMail(user.email, user.name, site)),
    sendNotice(deps, (to) => newUserNoticeMail(to, user, site)),
  ]);
}

/**
 * The whole forgot-password work for one address: a link and its mail when the
 * address belongs to an active user, nothing otherwise. Run after the answer was
 * sent (see the route), so neither the answer nor its timing tells which it was.
 */
export async function sendPasswordResetLink(
  deps: AuthDeps & { mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  email: string,
  next?: string,
): Promise<void> {
  const started = await startPasswordReset(deps, email);
  if (!started) return;
  const query = new URLSearchParams({ id: started.user.id });
  if (next) query.set(NEXT_PARAM, next);
  const url = `${deps.config.publicUrl}${PATHS.resetPassword(started.token)}/?${query}`;
  await deps.mailer.send(resetPasswordMail(started.user.email, started.user.name, url));
}

export async function finishPasswordReset(
  deps: AuthDeps,
  body: { token: string; newPassword: string; id?: string },
): Promise<void> {
  const tokenHash = hashToken(body.token);
  const usable = (now: Date) =>
    and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
    );
  const refuse = () =>
    new HttpError(400, AUTH_MSG.resetLinkInvalid, { token: AUTH_MSG.resetLinkInvalid });
  // The cheap lookup comes first: the memory-hard hash is spent only on a real link,
  // so junk tokens cannot keep the CPU busy.
  const [found] = await deps.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usable(deps.clock.now()));
  if (!found || (body.id && body.id !== found.userId)) throw refuse();
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Marking it used in the same statement that checks it again keeps the link
    // single-use when two requests race past the lookup above.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable(now))
      .returning();
    if (!reset || reset.userId !== found.userId) throw refuse();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    // A new password ends every open session.
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
  });
}
