/** What other modules may use of users. */
export { apiUser, ensureFirstAdmin } from './users.service';
