/** What other modules may use of auth: sessions and passwords. */
export { currentUser, revokeSessions, type AuthDeps } from './auth.service';
export { hashPassword } from './passwords';
export { hashToken, newToken } from './tokens';
