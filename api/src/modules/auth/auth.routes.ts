import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints as api } from '@contract/endpoints/auth';
import { routes, type RouteDeps } from '../../http/route';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { newUserNoticeMail, welcomeMail } from '../../mail/templates';
import { afterAnswer } from '../../plugins/after-answer';
import { tooManyRequests } from '../../plugins/http-error';
import { allowAttempt, type RateLimiter } from '../../plugins/rate-limiter';
import { apiUser } from '../users';
import { viewer } from './access';
import {
  bearerToken,
  finishPasswordReset,
  login,
  logout,
  register,
  sendPasswordResetLink,
  type AuthDeps,
} from './auth.service';

export interface AuthRouteDeps extends AuthDeps, RouteDeps {
  config: Config;
  mailer: Mailer;
  authLimiter: RateLimiter;
}

export const FORGOT_PASSWORD_ANSWER =
  'Si el email está registrado, te enviamos un enlace para cambiar la contraseña. Revisá tu bandeja de entrada.';

export function authRoutes(deps: AuthRouteDeps) {
  /** Counted per IP (request.ip: see TRUST_PROXY) and per address when given. */
  function limit(request: FastifyRequest, route: string, email?: string) {
    if (!allowAttempt(deps.authLimiter, route, request.ip, email)) throw tooManyRequests();
  }

  /** Sent after answering: a mail failure is logged, never a failed registration or a leak. */
  function mailAfterAnswer(request: FastifyRequest, mail: Parameters<Mailer['send']>[0]) {
    afterAnswer(request.log, 'mail', () => deps.mailer.send(mail));
  }

  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    route(api.login, async (request) => {
      limit(request, 'login', request.body.email);
      const { token, user } = await login(deps, request.body);
      return { token, user: await apiUser(deps.db, user) };
    });

    route(api.register, async (request) => {
      limit(request, 'register', request.body.email);
      const { token, user } = await register(deps, request.body);
      const site = deps.config.publicUrl;
      mailAfterAnswer(request, welcomeMail(user.email, user.name, site));
      mailAfterAnswer(request, newUserNoticeMail(deps.config.contact.email, user, site));
      return { token, user: await apiUser(deps.db, user) };
    });

    route(api.forgotPassword, async (request) => {
      limit(request, 'forgot', request.body.email);
      // The same answer, as fast, whether or not the address exists: the link and
      // its mail are made after answering (no account enumeration by content or time).
      afterAnswer(request.log, 'password reset', () =>
        sendPasswordResetLink(deps, request.body.email),
      );
      return { message: FORGOT_PASSWORD_ANSWER };
    });

    route(api.newPassword, async (request) => {
      limit(request, 'new-password');
      await finishPasswordReset(deps, request.body);
      return { message: 'Tu contraseña fue cambiada. Ya podés entrar con la nueva.' };
    });

    route(api.userData, async (request) => ({
      user: await apiUser(deps.db, viewer(request)),
    }));

    route(api.logout, async (request) => {
      const token = bearerToken(request);
      if (token) await logout(deps, token);
      return { message: 'Sesión cerrada' };
    });
  };
}
