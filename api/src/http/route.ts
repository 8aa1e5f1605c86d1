import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, UploadKind } from '@contract/endpoint';
import { AREA_OF, csvTexts, readFormBody, rulesFor, storeUploads } from '../media/uploads';
import type { Storage } from '../media/storage';
import { fromZodError } from '../plugins/errors';
import { forbidden, notFound } from './http-error';
import { badCharsGuard, refuseBadChars } from './bad-chars';
import { schemaOf } from './openapi';
import type { AccessControl, Caller } from './access';

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

/**
 * The account the access hook checked, handed to the handler: none on a public or
 * signed-link route (a public route that cares asks `optionalCaller`), nor on a
 * monitor-or-admin one (the monitoring system's token is no account).
 */
export type CallerOf<E extends Endpoint, U extends Caller> = E['access'] extends
  'public' | 'signed-link' | 'monitor-or-admin'
  ? undefined
  : U;

export type Handler<E extends Endpoint, U extends Caller> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
  me: CallerOf<E, U>,
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
   * For kind 'csv': the text of each file sent, read in memory and never stored (valid
   * UTF-8, checked by media/uploads.ts); empty for the kinds that are stored.
   */
  texts: string[];
  /**
   * The fields as they came, before validation: what a parsed field cannot say, e.g.
   * whether a JSON body sent `null` (clear it) or nothing (leave it).
   */
  sent: Readonly<Record<string, unknown>>;
}

export type FormHandler<E extends FormEndpoint, U extends Caller> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
  form: FormInput<E>,
  me: CallerOf<E, U>,
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

export interface RouteDeps<U extends Caller> {
  storage: Storage;
  access: AccessControl<U>;
}

const ANONYMOUS = new Set<Endpoint['access']>(['public', 'signed-link', 'monitor-or-admin']);

/** Registers endpoints exactly as the contract defines them: path, method, access, schemas. */
export function routes<U extends Caller>(app: FastifyInstance, deps: RouteDeps<U>) {
  const { access } = deps;

  /**
   * The caller the hook checked, typed by the endpoint's access: TypeScript cannot
   * narrow CallerOf<E, U> from a run-time value, so the one conversion is stated here.
   */
  function callerFor<E extends Endpoint>(e: E, request: FastifyRequest): CallerOf<E, U> {
    const me = ANONYMOUS.has(e.access) ? undefined : access.caller(request);
    return me as CallerOf<E, U>;
  }

  /** A client may act on their own records only; the admin on anyone's. */
  async function checkOwner<E extends Endpoint, F>(
    request: RouteRequest<E>,
    options: OwnerOptions<E, F> | undefined,
    fields: F,
  ): Promise<void> {
    if (!options) return;
    const me = access.caller(request);
    const ownerId = await options.owner(request, fields);
    if (ownerId === null) throw notFound(options.notFound);
    if (me.type !== 'admin' && me.id !== ownerId) throw forbidden();
  }

  function route<E extends Endpoint & { form?: undefined }>(
    e: E,
    handler: Handler<E, U>,
    ...[options]: OwnerArgs<E, undefined>
  ): void {
    app.route<RouteGeneric<E>>({
      method: e.method,
      url: e.path,
      config: { access: e.access, resolvesOwner: options !== undefined },
      schema: schemaOf(e),
      preValidation: badCharsGuard,
      handler: async (request, reply) => {
        await checkOwner(request, options, undefined);
        return handler(request, reply, callerFor(e, request));
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
    handler: FormHandler<E, U>,
    ...[options]: OwnerArgs<E, FormInput<E>['fields']>
  ): void {
    const { form } = e;
    const area = form.files === 'csv' ? null : AREA_OF[form.files];
    app.route<RouteGeneric<E>>({
      method: e.method,
      url: e.path,
      config: { access: e.access, resolvesOwner: options !== undefined },
      schema: schemaOf(e),
      preValidation: badCharsGuard,
      handler: async (request, reply) => {
        const { fields, files } = await readFormBody(request, rulesFor(form.files));
        // Multipart text fields are read here, after the route's hooks ran.
        refuseBadChars(fields);
        const guest = form.guestSchema;
        const schema =
          guest && (await access.optionalCaller(request))?.type !== 'admin' ? guest : form.schema;
        const parsed = schema.safeParse(fields);
        if (!parsed.success) throw fromZodError(parsed.error);
        // Parsed by exactly E's form schema (or its guest schema): TypeScript cannot
        // relate a generic schema's parse result to its output type, so it is stated here.
        const valid = parsed.data as FormInput<E>['fields'];
        await checkOwner(request, options, valid);
        const texts = form.files === 'csv' ? csvTexts(files) : [];
        const uploads =
          form.files === 'csv' ? [] : await storeUploads(deps.storage, files, form.files);
        try {
          return await handler(
            request,
            reply,
            { fields: valid, uploads, texts, sent: fields },
            callerFor(e, request),
          );
        } catch (err) {
          if (area) await Promise.all(uploads.map((name) => deps.storage.remove(area, name)));
          throw err;
        }
      },
    });
  }

  return { route, formRoute, optionalCaller: access.optionalCaller };
}
