import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ZErrorSchema } from '@contract/common';
import type { Endpoint, UploadKind } from '@contract/endpoint';
import {
  AREA_OF,
  FILE_RULES,
  IMAGE_RULES,
  readFormBody,
  storeUploads,
  takesDocuments,
} from '../media/uploads';
import type { Storage } from '../media/storage';
import { fromZodError } from '../plugins/errors';
import { forbidden, notFound } from '../plugins/http-error';
import { optionalViewer, viewer, type AuthDeps } from '../modules/auth';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What Fastify hands the handler once it has validated params, query and JSON body. */
export interface RouteGeneric<E extends Endpoint> {
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}

export type RouteRequest<E extends Endpoint> = FastifyRequest<RouteGeneric<E>>;

/** The 200 answer as the handler builds it (the response schema serializes it). */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : FastifyReply;

export type Handler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply>;

interface FormSpec {
  schema: z.ZodType;
  guestSchema?: z.ZodType;
  files: UploadKind;
}
type FormEndpoint = Endpoint & { form: FormSpec };

type Maybe<S> = S extends z.ZodType ? z.output<S> : never;
/** A form endpoint's validated fields and the names of the files it stored. */
export interface FormInput<E extends FormEndpoint> {
  fields: z.output<E['form']['schema']> | Maybe<E['form']['guestSchema']>;
  uploads: string[];
  /**
   * The fields as they came, before validation: what a parsed field cannot say, e.g.
   * whether a JSON body sent `null` (clear it) or nothing (leave it).
   */
  sent: Readonly<Record<string, unknown>>;
}

export type FormHandler<E extends FormEndpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
  form: FormInput<E>,
) => Promise<Answer<E> | FastifyReply>;

/**
 * Who owns the record an 'owner-or-admin' call names (the path's id, or a form's
 * `userId`): the owner's user id, or null when there is no such record (404). It runs
 * after the input is validated and before the handler, and before a form's files are
 * stored, so a refused request stores nothing.
 */
export type OwnerResolver<E extends Endpoint, F> = (
  request: RouteRequest<E>,
  fields: F,
) => Promise<string | null>;

interface OwnerOptions<E extends Endpoint, F> {
  owner: OwnerResolver<E, F>;
  /** The 404 message when the record does not exist. */
  notFound?: string;
}

/**
 * An 'owner-or-admin' endpoint must be given its owner resolver (a third argument the
 * compiler asks for); any other endpoint takes none.
 */
type OwnerArgs<E extends Endpoint, F> = E['access'] extends 'owner-or-admin'
  ? [options: OwnerOptions<E, F>]
  : [];

const ERRORS = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
  413: ZErrorSchema,
  429: ZErrorSchema,
  502: ZErrorSchema,
  503: ZErrorSchema,
};
const FORM_TYPES = ['multipart/form-data', 'application/json'];

export interface RouteDeps extends AuthDeps {
  storage: Storage;
}

function schemaOf(e: Endpoint) {
  return {
    tags: [e.tag],
    ...(e.params && { params: e.params }),
    ...(e.query && { querystring: e.query }),
    ...(e.body && { body: e.body }),
    ...(e.form && { consumes: FORM_TYPES }),
    ...(e.response && { response: { 200: e.response, ...ERRORS } }),
  };
}

/** Registers endpoints exactly as the contract defines them: path, method, access, schemas. */
export function routes(app: FastifyInstance, deps: RouteDeps) {
  /** A client may act on their own records only; the admin on anyone's. */
  async function checkOwner<E extends Endpoint, F>(
    request: RouteRequest<E>,
    options: OwnerOptions<E, F> | undefined,
    fields: F,
  ): Promise<void> {
    if (!options) return;
    const me = viewer(request);
    const ownerId = await options.owner(request, fields);
    if (ownerId === null) throw notFound(options.notFound);
    if (me.type !== 'admin' && me.id !== ownerId) throw forbidden();
  }

  function route<E extends Endpoint & { form?: undefined }>(
    e: E,
    handler: Handler<E>,
    ...[options]: OwnerArgs<E, undefined>
  ): void {
    app.route<RouteGeneric<E>>({
      method: e.method,
      url: e.path,
      config: { access: e.access, resolvesOwner: options !== undefined },
      schema: schemaOf(e),
      handler: async (request, reply) => {
        await checkOwner(request, options, undefined);
        return handler(request, reply);
      },
    });
  }

  /**
   * A form endpoint: its fields are validated with its schema (the narrower guest
   * schema for a client) and its files checked and stored before the handler runs;
   * whatever the handler throws, the files this request stored are removed.
   */
  function formRoute<E extends FormEndpoint>(
    e: E,
    handler: FormHandler<E>,
    ...[options]: OwnerArgs<E, FormInput<E>['fields']>
  ): void {
    const { form } = e;
    const area = AREA_OF[form.files];
    app.route<RouteGeneric<E>>({
      method: e.method,
      url: e.path,
      config: { access: e.access, resolvesOwner: options !== undefined },
      schema: schemaOf(e),
      handler: async (request, reply) => {
        const { fields, files } = await readFormBody(
          request,
          takesDocuments(form.files) ? FILE_RULES : IMAGE_RULES,
        );
        const guest = form.guestSchema;
        const schema =
          guest && (await optionalViewer(deps, request))?.type !== 'admin' ? guest : form.schema;
        const parsed = schema.safeParse(fields);
        if (!parsed.success) throw fromZodError(parsed.error);
        // Parsed by exactly E's form schema (or its guest schema): TypeScript cannot
        // relate a generic schema's parse result to its output type, so it is stated here.
        const valid = parsed.data as FormInput<E>['fields'];
        await checkOwner(request, options, valid);
        const uploads = await storeUploads(deps.storage, files, form.files);
        try {
          return await handler(request, reply, { fields: valid, uploads, sent: fields });
        } catch (err) {
          await Promise.all(uploads.map((name) => deps.storage.remove(area, name)));
          throw err;
        }
      },
    });
  }

  return { route, formRoute };
}
