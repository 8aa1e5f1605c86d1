import { z } from 'zod';
import {
  ZForgotPasswordBodySchema,
  ZLoginBodySchema,
  ZNewPasswordBodySchema,
  ZRegisterBodySchema,
  ZSessionSchema,
} from '../auth';
import { ZMessageSchema } from '../common';
import { endpoint } from '../endpoint';
import { ZUserOnlySchema } from '../users';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    operationId: 'login',
    summary: 'Inicia sesión con correo y contraseña',
    access: 'public',
    tag: 'auth',
    body: ZLoginBodySchema,
    response: ZSessionSchema,
  }),
  /** Registration; the server itself sends the welcome and notice e-mails (DECISIONS §1). */
  register: endpoint({
    method: 'POST',
    path: '/new-user',
    operationId: 'register',
    summary: 'Crea una cuenta de cliente e inicia su sesión',
    access: 'public',
    tag: 'auth',
    body: ZRegisterBodySchema,
    response: ZSessionSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/forgotPassword',
    operationId: 'requestPasswordReset',
    summary: 'Envía por correo el enlace para elegir una contraseña nueva',
    access: 'public',
    tag: 'auth',
    body: ZForgotPasswordBodySchema,
    response: ZMessageSchema,
  }),
  newPassword: endpoint({
    method: 'POST',
    path: '/newPassword',
    operationId: 'resetPassword',
    summary: 'Cambia la contraseña con el enlace recibido por correo',
    access: 'public',
    tag: 'auth',
    body: ZNewPasswordBodySchema,
    response: ZMessageSchema,
  }),
  userData: endpoint({
    method: 'GET',
    path: '/userData',
    operationId: 'getCurrentUser',
    summary: 'Devuelve la cuenta de la sesión actual',
    access: 'user',
    tag: 'auth',
    response: ZUserOnlySchema,
  }),
  /** Public so that an already expired token can still be sent: it revokes whatever it names. */
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    operationId: 'logout',
    summary: 'Cierra la sesión del token enviado',
    access: 'public',
    tag: 'auth',
    body: z.unknown().optional(),
    response: ZMessageSchema,
  }),
};
