import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ZUserAdminFormSchema,
  ZUserAnswerSchema,
  ZUserCreateFormSchema,
  ZUserDeletedSchema,
  ZUserOnlySchema,
  ZUserSelfFormSchema,
  ZUsersPageSchema,
  ZUsersQuerySchema,
} from '../users';

export const usersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    access: 'admin',
    tag: 'users',
    query: ZUsersQuerySchema,
    response: ZUsersPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/user/:id',
    access: 'self-or-admin',
    tag: 'users',
    params: ZIdParamsSchema,
    response: ZUserOnlySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/new-user-by-admin',
    access: 'admin',
    tag: 'users',
    form: { schema: ZUserCreateFormSchema, files: 'image' },
    response: ZUserAnswerSchema,
  }),
  /** A client's form has no admin-only fields: type, state, password... are dropped, not applied. */
  update: endpoint({
    method: 'POST',
    path: '/user/:id',
    access: 'self-or-admin',
    tag: 'users',
    params: ZIdParamsSchema,
    form: { schema: ZUserAdminFormSchema, guestSchema: ZUserSelfFormSchema, files: 'image' },
    response: ZUserAnswerSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/user/:id',
    access: 'admin',
    tag: 'users',
    params: ZIdParamsSchema,
    response: ZUserDeletedSchema,
  }),
};
