import type { z } from 'zod';
import {
  buildPath,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type Method,
  type ParamsOf,
  type QueryOf,
} from '@contract/endpoint';
import type { ApiRoute, ApiRoutes } from '@contract/endpoints';
import type { ErrorCode } from '@contract/errors';
import { sessionStore } from './session';

/**
 * A failed API call: the Spanish message to show, for bad input one message per field,
 * and the server's stable code (contract/errors.ts), which is what code compares.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Whether `err` is the API's refusal with that code: never match on the text shown. */
export function isApiError(err: unknown, code: ErrorCode): err is ApiError {
  return err instanceof ApiError && err.code === code;
}

const FALLBACK = 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.';

/** The text to show for an error body, in the order spec §8 gives. */
export function errorText(body: unknown, statusText: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    // Our refusals carry a stable code and the Spanish text to show; a body with a code
    // and no text (spec §8) shows the code.
    if (typeof b.message === 'string' && b.message && typeof b.code === 'string') return b.message;
    if (b.code !== undefined) return `ERROR_${String(b.code)}`;
    if (b.error && typeof b.error === 'object') {
      const nested = (b.error as Record<string, unknown>).error;
      return typeof nested === 'string' ? nested : FALLBACK;
    }
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  if (typeof body === 'string' && body) {
    const i = body.indexOf(' - ');
    return i >= 0 ? body.slice(i + 3) : body;
  }
  return statusText || FALLBACK;
}

interface RequestOptions {
  method?: Method;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: object;
  signal?: AbortSignal;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How requests reach the API: the network in the browser. The server renderer
 * (entry-server.tsx) points it at the server's own router, so a page rendered there
 * asks the same API, through the same rules, as the browser would.
 */
export const browserTransport: Transport = async (url, init) => {
  // A request is started in a task of its own: the browser's fetch() costs the main thread
  // a few milliseconds each, and a page's queries start together, in the one task where
  // React runs its effects after drawing it (four of them on the back office: 22 ms there,
  // five times that on a phone, issue 32). scheduler.yield() resumes ahead of other tasks;
  // where it does not exist (older browsers, the tests' jsdom) the request starts at once.
  await (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
  return fetch(url, init);
};
let transport = browserTransport;
export function setApiTransport(next: Transport) {
  transport = next;
}

/** What a call of endpoint E takes: its path parameters, query and body, as the contract types them. */
export type Call<E extends Endpoint> = { signal?: AbortSignal } & (E['params'] extends z.ZodType
  ? { params: ParamsOf<E> }
  : unknown) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E> } : unknown) &
  (BodyOf<E> extends undefined
    ? unknown
    : undefined extends BodyOf<E>
      ? { body?: BodyOf<E> }
      : { body: BodyOf<E> });
type Args<E extends Endpoint> = object extends Call<E> ? [Call<E>?] : [Call<E>];

interface LooseCall {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
export function split(route: ApiRoute): { method: Method; path: string } {
  const space = route.indexOf(' ');
  const method = METHODS.find((m) => m === route.slice(0, space)) ?? 'GET';
  return { method, path: route.slice(space + 1) };
}

/**
 * The one way the web calls the API: by the contract's route name, e.g.
 * `api('GET /plans/:id', { params: { id } })`; params, query, body and the answer are
 * typed from the contract (contract/endpoints), so no answer type is written by hand.
 */
export function api<R extends ApiRoute>(
  route: R,
  ...args: Args<ApiRoutes[R]>
): Promise<AnswerOf<ApiRoutes[R]>>;
export function api(route: ApiRoute, opts: LooseCall = {}): Promise<unknown> {
  const { method, path } = split(route);
  return request(buildPath(path, opts.params), {
    method,
    body: opts.body,
    query: opts.query,
    signal: opts.signal,
  });
}

/** A file answer: its bytes and the name the server gives it (content-disposition), if any. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** A file answer (a paid document, a CSV export), fetched with the session's token. */
export async function apiFile<R extends ApiRoute>(
  route: R,
  ...args: Args<ApiRoutes[R]>
): Promise<ApiFile>;
export async function apiFile(route: ApiRoute, opts: LooseCall = {}): Promise<ApiFile> {
  const { path } = split(route);
  return fileOf(
    await send(buildPath(path, opts.params), { query: opts.query, signal: opts.signal }),
  );
}

/**
 * Signed links the API hands out (private photos, delivered plans) last 10 to 15
 * minutes: a page left open asks for fresh ones before then.
 */
export const SIGNED_LINKS_REFRESH_MS = 8 * 60_000;

/**
 * A file behind a signed link the API handed out ('/api/…?exp&sig'): the link is the
 * credential, so no token goes with it.
 */
export async function signedFile(url: string): Promise<ApiFile> {
  return fileOf(await reach(url, { method: 'GET' }));
}

async function fileOf(res: Response): Promise<ApiFile> {
  if (!res.ok) throw await failure(res);
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition')) };
}

/** The name in a content-disposition header: `filename*` (UTF-8) first, as RFC 6266 says. */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** The headers every API call carries: JSON answers, never a cached one, the session's token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'cache-control': 'no-cache',
  };
  const token = sessionStore.get()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers = apiHeaders();
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const query = Object.entries(opts.query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, String(v)]);
  const qs = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return reach(`/api/${path.replace(/^\//, '')}${qs}`, {
    method: opts.method ?? 'GET',
    headers,
    body,
    signal: opts.signal,
  });
}

/** No answer at all: the connection failed or was cut. */
export const unreachable = () =>
  new ApiError(0, 'No pudimos conectarnos. Revisá tu conexión y volvé a intentar.');

/** The transport's answer; no answer at all is an ApiError the person can read. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(url, init);
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') throw err;
    throw unreachable();
  }
}

export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text; // Not JSON: kept for errorText.
  }
}

/** The ApiError of a failed answer; a token the server refuses ends the local session. */
export async function failure(res: Response): Promise<ApiError> {
  const data = await readBody(res);
  // Revoked, expired, or the account was deactivated.
  if (res.status === 401 && sessionStore.get()?.token) sessionStore.clear();
  const errors =
    data &&
    typeof data === 'object' &&
    'errors' in data &&
    data.errors &&
    typeof data.errors === 'object'
      ? Object.fromEntries(Object.entries(data.errors).map(([k, v]) => [k, String(v)]))
      : {};
  const code =
    data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
      ? data.code
      : undefined;
  return new ApiError(res.status, errorText(data, res.statusText), errors, code);
}

async function request(path: string, opts: RequestOptions): Promise<unknown> {
  const res = await send(path, opts);
  if (!res.ok) throw await failure(res);
  return readBody(res);
}
