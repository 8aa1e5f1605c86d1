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
    access: 'public',
    tag: 'auth',
    body: ZLoginBodySchema,
    response: ZSessionSchema,
  }),
  /** Registration; the server itself sends the welcome and notice e-mails (DECISIONS §1). */
  register: endpoint({
    method: 'POST',
    path: '/new-user',
    access: 'public',
    tag: 'auth',
    body: ZRegisterBodySchema,
    response: ZSessionSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/forgotPassword',
    access: 'public',
    tag: 'auth',
    body: ZForgotPasswordBodySchema,
    response: ZMessageSchema,
  }),
  newPassword: endpoint({
    method: 'POST',
    path: '/newPassword',
    access: 'public',
    tag: 'auth',
    body: ZNewPasswordBodySchema,
    response: ZMessageSchema,
  }),
  userData: endpoint({
    method: 'GET',
    path: '/userData',
    access: 'user',
    tag: 'auth',
    response: ZUserOnlySchema,
  }),
  /** Public so that an already expired token can still be sent: it revokes whatever it names. */
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    access: 'public',
    tag: 'auth',
    body: z.unknown().optional(),
    response: ZMessageSchema,
  }),
};
