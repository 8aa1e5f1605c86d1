import type { FastifyInstance } from 'fastify';
import { AUTH_MSG } from '@contract/auth';
import { authEndpoints as api } from '@contract/endpoints/auth';
import { routes, type RouteDeps } from '../../http/route';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import { accountAttempts } from '../../plugins/rate-limiter';
import { apiUser, type UserRegistry } from '../users';
import type { UserRow } from '../users/users.tables';
import {
  bearerToken,
  finishPasswordReset,
  login,
  logout,
  register,
  sendPasswordResetLink,
  sendWelcomeMails,
  sessionOf,
  type AuthDeps,
} from './auth.service';
import { clearPageCookie, setPageCookie } from './page-cookie';

export interface AuthRouteDeps extends AuthDeps, RouteDeps<UserRow>, AfterAnswerDeps {
  config: Config;
  userRegistry: UserRegistry;
  mailer: Mailer;
}

export function authRoutes(deps: AuthRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    // Counted per IP (request.ip: see TRUST_PROXY) and per address when given.
    const limit = accountAttempts(app);
    const secure = deps.config.publicUrl.startsWith('https:');

    route(api.login, async (request, reply) => {
      await limit(request, 'login', request.body.email);
      const { token, user } = await login(deps, request.body);
      setPageCookie(reply, { token, remember: request.body.remember ?? false }, secure);
      return { token, user: await apiUser(deps, user) };
    });

    route(api.register, async (request, reply) => {
      await limit(request, 'register', request.body.email);
      const { token, user } = await register(deps, request.body);
      setPageCookie(reply, { token, remember: true }, secure);
      // Sent after answering: a mail failure is logged, never a failed registration.
      deps.afterAnswer(request.log, 'welcome mails', () => sendWelcomeMails(deps, user));
      return { token, user: await apiUser(deps, user) };
    });

    route(api.forgotPassword, async (request) => {
      await limit(request, 'forgot', request.body.email);
      // The same answer, as fast, whether or not the address exists: the link and
      // its mail are made after answering (no account enumeration by content or time).
      deps.afterAnswer(request.log, 'password reset', () =>
        sendPasswordResetLink(deps, request.body.email, request.body.next),
      );
      return { message: AUTH_MSG.forgotPasswordAnswer };
    });

    route(api.newPassword, async (request) => {
      await limit(request, 'new-password');
      await finishPasswordReset(deps, request.body);
      return { message: AUTH_MSG.passwordChanged };
    });

    // Also (re)sets the page cookie: a session remembered before there was one gets it here.
    route(api.userData, async (request, reply, me) => {
      const session = await sessionOf(deps.db, request);
      if (session) setPageCookie(reply, session, secure);
      return { user: await apiUser(deps, me) };
    });

    route(api.logout, async (request, reply) => {
      const token = bearerToken(request);
      if (token) await logout(deps, token);
      clearPageCookie(reply, secure);
      return { message: AUTH_MSG.loggedOut };
    });
  };
}
