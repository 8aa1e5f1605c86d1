/** What other modules may use of auth: sessions and passwords. */
export { currentUser, revokeSessions, sessionIdOf, type AuthDeps } from './auth.service';
export { pageCookieToken } from './page-cookie';
export { ensureFirstAdmin } from './first-admin';
export { authPersonalData } from './auth.personal-data';
export { hashToken, newToken } from './tokens';
