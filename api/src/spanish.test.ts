import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, type Endpoint } from '@contract/endpoint';
import { endpoints } from '@contract/endpoints';
import { useTestApp } from '../test/harness';

/**
 * Every 400 of every route is Spanish: each endpoint gets bad params, a bad query
 * and bad bodies (as the admin, who passes every permission check), and no message
 * a person could read may be English.
 */
const ALL: Endpoint[] = Object.values(endpoints).flatMap((domain) => Object.values(domain));

/** Words of zod's, Fastify's and our old English fallbacks; none is Spanish. */
const ENGLISH =
  /\b(invalid|expected|required|received|too (small|big)|must|should|string|number|characters?|unrecognized|input|body|send|please|retry|not found|error)\b/i;

/** Logging out revokes the admin's token (and takes any body): it goes last. */
const isLogout = (e: Endpoint) => e.path === '/logout';
const ORDERED = [...ALL].sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));

const { t, admin } = useTestApp();

const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema
    ? Object.keys(
        (
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
            properties?: object;
          }
        ).properties ?? {},
      )
    : [];

const everyKey = (keys: string[], value: unknown) =>
  Object.fromEntries(keys.map((k) => [k, value]));

const GOOD_PARAMS = {
  id: '00000000-0000-4000-8000-000000000000',
  size: '200x200',
  name: `${'0'.repeat(32)}.png`,
  day: '2026-07-18',
};

function badRequests(e: Endpoint) {
  const out: { url: string; payload?: unknown }[] = [];
  // A signed link's signature is checked before anything else (403): bad parameters are
  // only ever seen behind a good signature, so these carry one.
  const sign = (p: string) => (e.access === 'signed-link' ? t.links.signPath(p, t.clock.now()) : p);
  const path = (params: Record<string, string>) => sign(`/api${buildPath(e.path, params)}`);
  for (const key of keysOf(e.params))
    out.push({ url: path({ ...GOOD_PARAMS, [key]: 'x'.repeat(70) }) });
  const queryKeys = keysOf(e.query);
  if (queryKeys.length) {
    for (const value of ['abc', '-1', 'x'.repeat(300)])
      out.push({
        url: `/api${buildPath(e.path, GOOD_PARAMS)}?${new URLSearchParams(queryKeys.map((k) => [k, value])).toString()}`,
      });
  }
  const bodyKeys = keysOf(e.body ?? e.form?.schema);
  // A call that takes no body (log out, make a backup now) has none to refuse.
  if ((e.method === 'POST' || e.method === 'PUT') && (e.body || e.form)) {
    for (const payload of [
      {},
      [1, 2],
      everyKey(bodyKeys, { $gt: '' }),
      everyKey(bodyKeys, -1),
      everyKey(bodyKeys, 'x'.repeat(310_000)),
      everyKey(bodyKeys, 'javascript:alert(1)'),
    ])
      out.push({ url: path(GOOD_PARAMS), payload });
  }
  return out;
}

describe('every 400 answer is Spanish', () => {
  it.each(ORDERED.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_label, e) => {
    let refused = 0;
    for (const req of badRequests(e)) {
      const res = await t.app.inject({
        method: e.method,
        url: req.url,
        headers: { ...admin, 'content-type': 'application/json' },
        ...(req.payload !== undefined && { payload: JSON.stringify(req.payload) }),
      });
      expect([req.url, res.statusCode < 500]).toEqual([req.url, true]);
      if (res.statusCode !== 400) continue;
      refused += 1;
      const { message, errors } = res.json<{ message: string; errors?: Record<string, string> }>();
      for (const text of [message, ...Object.values(errors ?? {})])
        expect([req.url, text, ENGLISH.test(text)]).toEqual([req.url, text, false]);
    }
    // Routes with any input must have refused something, or this test proved nothing.
    if (badRequests(e).length > 0 && !isLogout(e)) expect(refused).toBeGreaterThan(0);
  });
});
