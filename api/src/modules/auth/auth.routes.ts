import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints as api } from '@contract/endpoints/auth';
import { routes, type RouteDeps } from '../../http/route';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { newUserNoticeMail, resetPasswordMail, welcomeMail } from '../../mail/templates';
import { tooManyRequests } from '../../plugins/http-error';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { toApiUser } from '../users';
import { viewer } from './access';
import {
  bearerToken,
  finishPasswordReset,
  login,
  logout,
  register,
  startPasswordReset,
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
  /** Counted per IP and per address: whichever runs out first refuses. */
  function limit(request: FastifyRequest, route: string, email: string) {
    const okIp = deps.authLimiter.hit(`${route}:ip:${request.ip}`);
    const okEmail = deps.authLimiter.hit(`${route}:email:${email}`);
    if (!okIp || !okEmail) throw tooManyRequests();
  }

  /** Mail failures are logged, never turned into a failed registration or a leak. */
  function sendInBackground(request: FastifyRequest, mail: Parameters<Mailer['send']>[0]) {
    deps.mailer
      .send(mail)
      .catch((err: unknown) => request.log.error({ err, to: mail.to }, 'mail failed'));
  }

  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    route(api.login, async (request) => {
      limit(request, 'login', request.body.email);
      const { token, user } = await login(deps, request.body);
      return { token, user: toApiUser(user) };
    });

    route(api.register, async (request) => {
      limit(request, 'register', request.body.email);
      const { token, user } = await register(deps, request.body);
      const site = deps.config.publicUrl;
      sendInBackground(request, welcomeMail(user.email, user.name, site));
      sendInBackground(request, newUserNoticeMail(deps.config.contact.email, user, site));
      return { token, user: toApiUser(user) };
    });

    route(api.forgotPassword, async (request) => {
      limit(request, 'forgot', request.body.email);
      const started = await startPasswordReset(deps, request.body.email);
      if (started) {
        const url = `${deps.config.publicUrl}/auth/resetPassword/user/${started.token}/?id=${started.user.id}`;
        sendInBackground(request, resetPasswordMail(started.user.email, started.user.name, url));
      }
      // The same answer whether or not the address exists (no account enumeration).
      return { message: FORGOT_PASSWORD_ANSWER };
    });

    route(api.newPassword, async (request) => {
      await finishPasswordReset(deps, request.body);
      return { message: 'Tu contraseña fue cambiada. Ya podés entrar con la nueva.' };
    });

    route(api.userData, async (request) => ({ user: toApiUser(viewer(request)) }));

    route(api.logout, async (request) => {
      const token = bearerToken(request);
      if (token) await logout(deps, token);
      return { message: 'Sesión cerrada' };
    });
  };
}
