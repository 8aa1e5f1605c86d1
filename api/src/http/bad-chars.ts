import type { FastifyRequest } from 'fastify';
import { MSG } from '@contract/common-text';
import { hasBadChars } from '@contract/common';
import { HttpError } from './http-error';

/**
 * PostgreSQL cannot store a NUL character nor a lone UTF-16 surrogate (contract
 * hasBadChars): a string carrying one that reached a query would fail there, as a 500. So
 * no input of the API carries one (DECISIONS §9): the contract's text schemas refuse them
 * field by field, and this guard, run by every route the registrar adds (http/route.ts),
 * refuses them in whatever those do not cover (a path, a query, a loose JSON object, a
 * key) before anything is validated or read.
 */

/** The path ('data.id', 'tags.2') of the first string or key in `value` holding a bad character, else null. */
export function badCharsPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasBadChars(value) ? path.join('.') || '_' : null;
  // JSON nests only as deep as the body limit allows; past this, nothing legitimate goes.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = [...path, String(key)];
    if (typeof key === 'string' && hasBadChars(key)) return at.join('.');
    const found = badCharsPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** 400 'common.badChars' naming the first field with a bad character; nothing when there is none. */
export function refuseBadChars(...parts: unknown[]): void {
  for (const part of parts) {
    const at = badCharsPath(part);
    if (at !== null) throw new HttpError(400, MSG.badChars, { [at]: MSG.badChars });
  }
}

/** The route hook: path, query and JSON body, before validation (multipart fields: formRoute). */
export async function badCharsGuard(request: FastifyRequest): Promise<void> {
  refuseBadChars(request.params, request.query, request.body);
}
