/** What other modules may use of auth: sessions, the access hook and who is asking. */
export { LINK_MSG, optionalViewer, registerAccessControl, viewer, type AccessDeps } from './access';
export { revokeSessions, type AuthDeps, type UserRow } from './auth.service';
export { hashPassword } from './passwords';
export { passwordResets, sessions } from './auth.tables';
export { authRoutes } from './auth.routes';
