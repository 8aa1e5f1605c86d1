import type { FastifyRequest } from 'fastify';
import { MSG, hasNul } from '@contract/common';
import { HttpError } from './http-error';

/**
 * PostgreSQL text cannot hold the NUL character: a string carrying one that reached a
 * query would fail there, as a 500. So no input of the API carries one (DECISIONS §9):
 * the contract's text schemas refuse it field by field, and this guard, run by every
 * route the registrar adds (http/route.ts), refuses it in whatever they do not cover
 * (a path, a query, a loose JSON object, a key) before anything is validated or read.
 */

/** The path ('data.id', 'tags.2') of the first string or key in `value` holding a NUL, else null. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path.join('.') || '_' : null;
  // JSON nests only as deep as the body limit allows; past this, nothing legitimate goes.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = [...path, String(key)];
    if (typeof key === 'string' && hasNul(key)) return at.join('.');
    const found = nulPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** 400 'common.badChars' naming the first field with a NUL; nothing when there is none. */
export function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    const at = nulPath(part);
    if (at !== null) throw new HttpError(400, MSG.badChars, { [at]: MSG.badChars });
  }
}

/** The route hook: path, query and JSON body, before validation (multipart fields: formRoute). */
export async function nulGuard(request: FastifyRequest): Promise<void> {
  refuseNul(request.params, request.query, request.body);
}
