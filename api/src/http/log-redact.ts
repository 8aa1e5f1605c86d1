import type { FastifyRequest } from 'fastify';
import { PATHS } from '@contract/pages';

/**
 * What the logs keep of a request: the default of Fastify's request serializer, with the
 * secrets some addresses carry replaced (issue 33: tokens are never written to logs). A
 * log is read by whoever runs the servers and kept for weeks; a calendar feed's token or
 * a reset link read from it would open an account or her agenda.
 */

/** Query parameters that are keys: the calendar feed's token, a signed link's signature. */
const SECRET_PARAMS = new Set(['token', 'sig']);
/** Pages whose last segment is a key: the password reset (and invitation) link. */
const SECRET_PATHS = [PATHS.resetPassword('')];
const HIDDEN = 'oculto';

export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const prefix of SECRET_PATHS)
    if (path.startsWith(prefix) && path.length > prefix.length) path = prefix + HIDDEN;
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAMS.has(safeDecode(name)) ? `${name}=${HIDDEN}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Fastify's own request serializer, its `url` redacted. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
