import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page cookie (issue 32, decision 0029): a remembered session's token, which the browser
 * sends only with the app's page addresses (/auth/...), so the server can put a client's own
 * page (their plan) with its data in its first answer, readable on a slow phone before any
 * script has arrived. HttpOnly (no script reads it), SameSite=Lax, Secure on https.
 *
 * The API never reads it: every API call still needs the bearer header, so another site
 * cannot make a browser act with it (no CSRF), and a page rendered with it reads through
 * the same access rules as the browser. Only remembered sessions ('Recordar usuario', the
 * client's own device) get one: a session that ends with its tab must not leave a cookie
 * that shows the next person the plan.
 */
export const PAGE_COOKIE = 'sesion';
const PATH = '/auth/';
/** What browsers keep a cookie for at most; the session itself ends on the server. */
const MAX_AGE_S = 400 * 86_400;
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

const attributes = (secure: boolean) =>
  `Path=${PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Sets the page cookie of a session the server just started or confirmed, or removes any
 * such cookie when the session is not remembered.
 */
export function setPageCookie(
  reply: FastifyReply,
  session: { token: string; remember: boolean },
  secure: boolean,
): void {
  if (!session.remember) return clearPageCookie(reply, secure);
  reply.header(
    'set-cookie',
    `${PAGE_COOKIE}=${session.token}; Max-Age=${MAX_AGE_S}; ${attributes(secure)}`,
  );
}

/** 'Salir': the browser forgets the cookie. */
export function clearPageCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${PAGE_COOKIE}=; Max-Age=0; ${attributes(secure)}`);
}

/** The token in the request's page cookie, or null (absent or not shaped as a token). */
export function pageCookieToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== PAGE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}
