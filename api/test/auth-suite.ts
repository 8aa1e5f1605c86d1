import { count } from 'drizzle-orm';
import { useTestApp } from './harness';
import { users } from '../src/modules/users/users.tables';

/**
 * The auth suites' shared set-up: the app with no one logged in, the login form's post,
 * and the reset link a mail carries.
 */
export function useAuthSuite() {
  const { t } = useTestApp({ admin: false });

  /** POST login with an e-mail and a password, as the login form sends them. */
  const postLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  return { t, postLogin, userCount, resetLink };
}

/** The token and user id of the password-reset link a mail carries. */
export function resetLink(text: string) {
  const m = /\/auth\/resetPassword\/user\/([A-Za-z0-9_-]+)\/\?id=([0-9a-f-]{36})/.exec(text);
  if (!m) throw new Error('no reset link in mail');
  return { token: m[1]!, id: m[2]! };
}
