/** What other modules may use of users. */
export { apiUser, ensureFirstAdmin } from './users.service';
export { usersRoutes } from './users.routes';
export { users } from './users.tables';
