import type { z } from 'zod';

/**
 * Who may call an endpoint (DECISIONS §2), enforced by one hook on the server:
 * - public: anyone;
 * - user: any signed-in account (a service may still check ownership of a record);
 * - admin: the nutritionist only;
 * - self-or-admin: the path's `:id` is a user id; a client may use only their own;
 * - owner-or-admin: the call names a record (the path's `:id`, or a form's `userId`)
 *   whose owner the route resolves; a client may use only their own records;
 * - signed-link: no session; the URL's signature and expiry are the credential
 *   (private photos and files shown in <img> or downloaded by a plain link);
 * - monitor-or-admin: the nutritionist, or a monitoring system that sends the server's
 *   METRICS_TOKEN as its bearer (it holds no account, so the handler gets no caller).
 */
export type Access =
  | 'public'
  | 'user'
  | 'admin'
  | 'self-or-admin'
  | 'owner-or-admin'
  | 'signed-link'
  | 'monitor-or-admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Files a form endpoint accepts in `galleryImage`: public images (PNG/JPEG), product
 * files (also PDF), private photos (PNG/JPEG kept apart, served only by signed links),
 * or a client's personalized plan (PDF/PNG/JPEG kept apart, served only by signed links);
 * or a CSV that is read, never stored (the food table's import).
 */
export type UploadKind = 'image' | 'file' | 'photo' | 'delivery' | 'csv';

/**
 * One call of the API (spec §7), defined once: the server registers its route from
 * this, the web calls it through the typed client in web/src/lib/api.ts.
 */
export interface Endpoint {
  method: Method;
  /** Fastify's syntax below /api: '/plans/:id'. */
  path: string;
  /**
   * The operation's name in the OpenAPI document: camelCase, unique across the contract
   * (a test checks it), and stable, since clients generated from the document name their
   * functions after it.
   */
  operationId: string;
  /** What the call does, in a few Spanish words, for the OpenAPI document: 'Lista los planes y ebooks'. */
  summary: string;
  access: Access;
  /** OpenAPI grouping. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /**
   * A form sent as multipart (fields plus `galleryImage` files) or as JSON: the
   * fields are validated with `schema`, the files checked and stored as `files`.
   */
  form?: {
    schema: z.ZodType;
    /** A narrower schema for a client who is not the admin (the admin-only fields dropped). */
    guestSchema?: z.ZodType;
    files: UploadKind;
  };
  /** The 200 answer; absent for a raw answer (a file or an image). */
  response?: z.ZodType;
  /**
   * A raw answer's media types (the file, image or CSV it sends instead of a JSON answer),
   * so the OpenAPI document can say what comes back; only where `response` is absent.
   */
  raw?: readonly string[];
}

/** Keeps the literal types of a definition while checking its shape. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** 'GET /plans/:id': how the web names a call; unique across the contract. */
export type RouteKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What an endpoint answers (after the server's serialization). */
export type AnswerOf<E extends Endpoint> = Out<E['response']>;
export type ParamsOf<E extends Endpoint> = In<E['params']>;
export type QueryOf<E extends Endpoint> = In<E['query']>;
/** A JSON body, or the form's fields (as JSON) or a FormData carrying them and files. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['form'] extends { schema: z.ZodType }
    ? FormData | z.input<E['form']['schema']>
    : undefined;

/** '/plans/:id' with { id } -> '/plans/3f…' (each value URL-encoded). */
export function buildPath(path: string, params?: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
