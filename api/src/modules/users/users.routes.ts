import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorSchema, ZIdParamsSchema } from '@contract/common';
import {
  ZUserAdminUpdateSchema,
  ZUserAnswerSchema,
  ZUserCreateByAdminSchema,
  ZUserDeletedSchema,
  ZUserOnlySchema,
  ZUserSelfUpdateSchema,
  ZUsersPageSchema,
  ZUsersQuerySchema,
} from '@contract/users';
import { fromZodError } from '../../plugins/errors';
import { IMAGE_RULES, readFormBody, storeUploads } from '../../media/uploads';
import { assertSelfOrAdmin, requireAdmin, requireUser } from '../auth/auth.service';
import {
  createUserByAdmin,
  deleteUser,
  getUser,
  listUsers,
  toApiUser,
  updateUser,
  type UsersDeps,
} from './users.service';

const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
};
/** Multipart or JSON; parsed by the handler with the contract schema. */
const formBody = { consumes: ['multipart/form-data', 'application/json'] };

export function usersRoutes(deps: UsersDeps) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/users',
      {
        schema: {
          tags: ['users'],
          querystring: ZUsersQuerySchema,
          response: { 200: ZUsersPageSchema, ...errors },
        },
      },
      async (request) => {
        await requireAdmin(deps, request);
        return listUsers(deps, request.query);
      },
    );

    r.get(
      '/user/:id',
      {
        schema: {
          tags: ['users'],
          params: ZIdParamsSchema,
          response: { 200: ZUserOnlySchema, ...errors },
        },
      },
      async (request) => {
        const me = await requireUser(deps, request);
        assertSelfOrAdmin(me, request.params.id);
        return { user: toApiUser(await getUser(deps, request.params.id)) };
      },
    );

    r.post(
      '/new-user-by-admin',
      { schema: { tags: ['users'], ...formBody, response: { 200: ZUserAnswerSchema, ...errors } } },
      async (request) => {
        await requireAdmin(deps, request);
        const { fields, files } = await readFormBody(request, IMAGE_RULES);
        const parsed = ZUserCreateByAdminSchema.safeParse(withCelPhone(fields));
        if (!parsed.success) throw fromZodError(parsed.error);
        const uploaded = await storeUploads(deps.storage, files, 'image');
        const user = await createUserByAdmin(deps, parsed.data, uploaded);
        return { message: 'Usuario creado', user: toApiUser(user) };
      },
    );

    r.post(
      '/user/:id',
      {
        schema: {
          tags: ['users'],
          params: ZIdParamsSchema,
          ...formBody,
          response: { 200: ZUserAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const me = await requireUser(deps, request);
        assertSelfOrAdmin(me, request.params.id);
        const { fields, files } = await readFormBody(request, IMAGE_RULES);
        // A guest's schema has no admin-only fields: type, state, password... are dropped, not applied.
        const schema = me.type === 'admin' ? ZUserAdminUpdateSchema : ZUserSelfUpdateSchema;
        const parsed = schema.safeParse(withCelPhone(fields));
        if (!parsed.success) throw fromZodError(parsed.error);
        await getUser(deps, request.params.id);
        const uploaded = await storeUploads(deps.storage, files, 'image');
        const user = await updateUser(deps, request.params.id, parsed.data, uploaded);
        return { message: 'Usuario actualizado', user: toApiUser(user) };
      },
    );

    r.delete(
      '/user/:id',
      {
        schema: {
          tags: ['users'],
          params: ZIdParamsSchema,
          response: { 200: ZUserDeletedSchema, ...errors },
        },
      },
      async (request) => {
        const me = await requireAdmin(deps, request);
        await deleteUser(deps, me, request.params.id);
        const page = await listUsers(deps, { page: 1, pageSize: 20 });
        return { message: 'Usuario eliminado', users: page.users };
      },
    );
  };
}

/** The old admin form sent `celphone`; registration and the entity use `celPhone`. */
function withCelPhone(fields: Record<string, unknown>): Record<string, unknown> {
  if (fields.celPhone === undefined && fields.celphone !== undefined)
    return { ...fields, celPhone: fields.celphone };
  return fields;
}
