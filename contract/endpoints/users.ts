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
    operationId: 'listUsers',
    summary: 'Lista las cuentas, con búsqueda y por páginas',
    access: 'admin',
    tag: 'users',
    query: ZUsersQuerySchema,
    response: ZUsersPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/user/:id',
    operationId: 'getUser',
    summary: 'Devuelve una cuenta',
    access: 'self-or-admin',
    tag: 'users',
    params: ZIdParamsSchema,
    response: ZUserOnlySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/new-user-by-admin',
    operationId: 'createUser',
    summary: 'Crea una cuenta desde administración',
    access: 'admin',
    tag: 'users',
    form: { schema: ZUserCreateFormSchema, files: 'image' },
    response: ZUserAnswerSchema,
  }),
  /** A client's form has no admin-only fields: type, state, password... are dropped, not applied. */
  update: endpoint({
    method: 'POST',
    path: '/user/:id',
    operationId: 'updateUser',
    summary: 'Modifica una cuenta',
    access: 'self-or-admin',
    tag: 'users',
    params: ZIdParamsSchema,
    form: { schema: ZUserAdminFormSchema, guestSchema: ZUserSelfFormSchema, files: 'image' },
    response: ZUserAnswerSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/user/:id',
    operationId: 'deleteUser',
    summary: 'Elimina una cuenta',
    access: 'admin',
    tag: 'users',
    params: ZIdParamsSchema,
    response: ZUserDeletedSchema,
  }),
};
