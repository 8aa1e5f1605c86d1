import { sessionStore } from './session';

/** A failed API call: the Spanish message to show and, for bad input, one message per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FALLBACK = 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.';

/** The text to show for an error body, in the order spec §8 gives. */
export function errorText(body: unknown, statusText: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How requests reach the API: the network in the browser. The server renderer
 * (entry-server.tsx) points it at the server's own router, so a page rendered there
 * asks the same API, through the same rules, as the browser would.
 */
let transport: Transport = (url, init) => fetch(url, init);
export function setApiTransport(next: Transport) {
  transport = next;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'cache-control': 'no-cache',
  };
  const token = sessionStore.get()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const qs = opts.query
    ? '?' +
      new URLSearchParams(
        Object.entries(opts.query)
          .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  let res: Response;
  try {
    res = await transport(`/api/${path.replace(/^\//, '')}${qs}`, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'No pudimos conectarnos. Revisá tu conexión y volvé a intentar.');
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text for errorText.
  }
  if (!res.ok) {
    // A token the server no longer accepts (revoked, expired, account deactivated) ends the local session.
    if (res.status === 401 && token) sessionStore.clear();
    const errors =
      data && typeof data === 'object' && 'errors' in data
        ? ((data as { errors?: Record<string, string> }).errors ?? {})
        : {};
    throw new ApiError(res.status, errorText(data, res.statusText), errors);
  }
  return data as T;
}
