import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import type { Endpoint } from '@contract/endpoint';
import { endpoints as contract } from '@contract/endpoints';
import { multipart, useTestApp } from '../test/harness';

/**
 * NUL characters, lone UTF-16 surrogates and dates PostgreSQL cannot hold (DECISIONS §9)
 * are bad input like any other: 400 with a Spanish message and a stable code, never a 500.
 * The walk covers every route the API describes, so a new route is covered the day it is
 * added.
 */

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  schema?: Json;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const NUL = '\u0000';
/** Half of a character: JSON.stringify writes it as the escape '\ud800' a client can send. */
const LONE_SURROGATE = '\ud800';
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'GET /plan/:id' -> the endpoint's declared access. */
const ACCESS = new Map(
  Object.values(contract)
    .flatMap((domain) => Object.values<Endpoint>(domain))
    .map((e) => [`${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`, e.access]),
);

/** The property names of a body schema, through the unions and intersections zod writes. */
function fieldsOf(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const own = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
    Array.isArray(schema[k]) ? (schema[k] as unknown[]).flatMap(fieldsOf) : [],
  );
  return [...new Set([...own, ...nested])];
}

const {
  t,
  admin,
  clients: { guest },
} = useTestApp({ clients: ['guest'] });

let doc: Document;
beforeAll(async () => {
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json<Document>();
});

/** A harmless value for a path parameter the walk is not poisoning. */
function goodParam(p: Parameter): string {
  const values = p.schema?.enum;
  return Array.isArray(values) ? String(values[0]) : guest.id;
}

function urlOf(path: string, params: Parameter[], poisoned?: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === poisoned) return '%00';
    const p = params.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(p ? goodParam(p) : guest.id);
  });
}

describe('a NUL character or a lone surrogate anywhere answers 400, never 5xx', () => {
  it('walks every route of the OpenAPI document as admin: path, query and body fields', async () => {
    const cases: {
      label: string;
      access: string;
      send: () => Promise<{ statusCode: number; body: string }>;
    }[] = [];
    for (const [docPath, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(verb)) continue;
        const path = docPath.replace(/^\/api/, '');
        // Logging out would end the admin's session for the rest of the walk.
        if (path === '/logout') continue;
        const access = ACCESS.get(`${verb} ${path}`) ?? ACCESS.get(`${verb} ${path}/`) ?? 'public';
        const params = op.parameters ?? [];
        for (const p of params.filter((x) => x.in === 'path')) {
          const url = `/api${urlOf(path, params, p.name)}`;
          cases.push({
            label: `${verb} ${url}`,
            access,
            send: () => t.app.inject({ method: verb as 'GET', url, headers: admin }),
          });
        }
        for (const p of params.filter((x) => x.in === 'query')) {
          const url = `/api${urlOf(path, params)}?${encodeURIComponent(p.name)}=%00`;
          cases.push({
            label: `${verb} ${url}`,
            access,
            send: () => t.app.inject({ method: verb as 'GET', url, headers: admin }),
          });
        }
        const content = op.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        const url = `/api${urlOf(path, params)}`;
        for (const field of fieldsOf(json)) {
          for (const [name, bad] of [
            ['NUL', NUL],
            ['surrogate', LONE_SURROGATE],
          ]) {
            cases.push({
              label: `${verb} ${url} body.${field} (${name})`,
              access,
              send: () =>
                t.app.inject({
                  method: verb as 'POST',
                  url,
                  headers: { ...admin, 'content-type': 'application/json' },
                  payload: JSON.stringify({ [field]: `a${bad}b` }),
                }),
            });
          }
        }
        if (content['multipart/form-data']) {
          for (const field of fieldsOf(json).slice(0, 3)) {
            cases.push({
              label: `${verb} ${url} multipart.${field}`,
              access,
              send: async () => {
                const form = await multipart({ [field]: `a${NUL}b` });
                return t.app.inject({
                  method: verb as 'POST',
                  url,
                  headers: { ...admin, ...form.headers },
                  payload: form.payload,
                });
              },
            });
          }
        }
      }
    }
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await c.send();
      // A signed link is checked before anything is read: a request without one is refused first.
      const expected = c.access === 'signed-link' ? [400, 403] : [400];
      if (!expected.includes(res.statusCode)) failures.push(`${c.label}: ${res.statusCode}`);
      else if (res.statusCode === 400) {
        const body = JSON.parse(res.body) as { code: string; message: string };
        expect(typeof body.message).toBe('string');
        expect(body.code).toMatch(/^[a-z]+\.\w+$/);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a visitor registering with a NUL in a text field gets 400 common.badChars', async () => {
    for (const body of [
      { name: `Ana${NUL}`, email: 'ana-nul@test.uy', password: 'clave-larga-1' },
      { name: 'Ana', email: `ana${NUL}@test.uy`, password: 'clave-larga-1' },
      { name: 'Ana', email: 'ana-nul@test.uy', password: `clave${NUL}larga-1` },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/new-user', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common.badChars', message: MSG.badChars });
    }
  });

  it("Mercado Pago's notification with data.id=%00 (query or body) answers 400", async () => {
    const inQuery = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/notificacion?type=payment&data.id=%00',
      payload: {},
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().code).toBe('common.badChars');
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/notificacion',
      payload: { type: 'payment', data: { id: NUL } },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().code).toBe('common.badChars');
  });

  it('logging in or asking for a reset with a NUL answers 400', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `x${NUL}@test.uy`, password: 'clave-larga-1' },
    });
    expect(login.statusCode).toBe(400);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: `x${NUL}@test.uy` },
    });
    expect(forgot.statusCode).toBe(400);
  });

  it('a lone surrogate in an answer of the anamnesis or in a key answers 400 and stores nothing', async () => {
    // JSON as a client's script would write it: the escape, not the (unwritable) character.
    const sendAnamnesis = (json: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/new-anamnesis',
        headers: { ...guest.headers, 'content-type': 'application/json' },
        payload: json,
      });
    const anamnesis = await sendAnamnesis(
      `{"userId":"${guest.id}","typo":"Online","objetivo":"bajar\\udc00 de peso"}`,
    );
    expect(anamnesis.statusCode).toBe(400);
    expect(anamnesis.json()).toMatchObject({ code: 'common.badChars' });
    const key = await sendAnamnesis(`{"userId":"${guest.id}","typo":"Online","\\ud83d":"x"}`);
    expect(key.statusCode).toBe(400);
    const mine = await t.app.inject({
      url: `/api/anamnesis-by-user-id/${guest.id}`,
      headers: guest.headers,
    });
    expect(mine.json().anamnesis).toBeNull();
    // A whole character (an emoji is a pair of surrogates) is text like any other.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/user/' + guest.id,
      headers: admin,
      payload: { name: 'Ana 🍎' },
    });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().user.name).toBe('Ana 🍎');
  });

  it('bytes that are no UTF-8 in a path or a query answer 4xx, never 5xx', async () => {
    for (const url of [
      `/api/user/%ED%A0%80`,
      `/api/planes-alimentarios?userId=%ED%A0%80`,
      `/api/calendar?from=%ED%A0%80`,
    ]) {
      const res = await t.app.inject({ url, headers: admin });
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
    }
  });

  it('a multipart text field with a NUL answers 400 and stores nothing', async () => {
    const form = await multipart({ typo: 'Online', userId: guest.id, notas: `hola${NUL}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-control',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common.badChars', errors: { notas: MSG.badChars } });
    const list = await t.app.inject({
      url: `/api/controls-by-user-id/${guest.id}`,
      headers: admin,
    });
    expect(list.json().controls).toEqual([]);
  });
});

/** The property schemas of a body schema, through the unions and intersections zod writes. */
function propertiesOf(schema: unknown): Record<string, Json> {
  if (!isObject(schema)) return {};
  const own = isObject(schema.properties) ? (schema.properties as Record<string, Json>) : {};
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
    Array.isArray(schema[k]) ? (schema[k] as unknown[]).map(propertiesOf) : [],
  );
  return Object.assign({}, ...nested, own) as Record<string, Json>;
}

/** A field that holds a date: by its format, or by the names the contract gives dates. */
const DATE_NAME = /date|day|desde|hasta|start|end|^from$|^to$|fecha|birth/i;
const isDateField = (name: string, schema: Json | undefined) =>
  DATE_NAME.test(name) || /date/.test(JSON.stringify(schema?.format ?? ''));

/** Days no calendar of ours holds, as a client could type or a script send them. */
const EXTREME_DATES = [
  '0000-01-01',
  '9999-12-31',
  '+010000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
];

describe('extreme dates in every date field of every route (issue 33, acceptance 5)', () => {
  it('answer 2xx or 4xx, never 5xx: bodies and queries, as the admin', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [docPath, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(verb)) continue;
        const path = docPath.replace(/^\/api/, '');
        if (path === '/logout') continue;
        const params = op.parameters ?? [];
        const url = `/api${urlOf(path, params)}`;
        const body = propertiesOf(op.requestBody?.content?.['application/json']?.schema);
        for (const [field, schema] of Object.entries(body)) {
          if (!isDateField(field, schema)) continue;
          for (const day of EXTREME_DATES) {
            sent += 1;
            const res = await t.app.inject({
              method: verb as 'POST',
              url,
              headers: admin,
              payload: { [field]: day },
            });
            if (res.statusCode >= 500) failures.push(`${verb} ${url} body.${field}=${day}`);
          }
        }
        for (const p of params.filter((x) => x.in === 'query' && isDateField(x.name, x.schema))) {
          for (const day of EXTREME_DATES) {
            sent += 1;
            const res = await t.app.inject({
              method: verb as 'GET',
              url: `${url}?${encodeURIComponent(p.name)}=${encodeURIComponent(day)}`,
              headers: admin,
            });
            if (res.statusCode >= 500) failures.push(`${verb} ${url}?${p.name}=${day}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  });
});

describe('dates outside the years 1900-9999 answer 400, never 5xx', () => {
  it('the calendar, as a visitor', async () => {
    for (const q of [
      'from=0000-01-01T00:00:00Z&to=0000-01-08T00:00:00Z',
      'from=1899-12-25T00:00:00-03:00&to=1899-12-31T00:00:00-03:00',
      'from=%2B010000-01-01T00:00:00Z',
    ]) {
      const res = await t.app.inject({ url: `/api/calendar?${q}` });
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(res.json().code).toBe('common.invalid');
    }
  });

  it('the sales of a range', async () => {
    for (const q of ['desde=0000-01-01', 'hasta=0000-01-01', 'desde=1899-12-31']) {
      const res = await t.app.inject({ url: `/api/ventas?${q}`, headers: admin });
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(res.json().message).toBe(MSG.dateOutOfRange);
    }
    const fine = await t.app.inject({ url: '/api/ventas?desde=1900-01-01', headers: admin });
    expect(fine.statusCode).toBe(200);
  });

  it("a user's next control date, by the admin", async () => {
    for (const dateNextControl of ['0000-01-01', '1899-12-31', '10000-01-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/${guest.id}`,
        headers: admin,
        payload: { dateNextControl },
      });
      expect([dateNextControl, res.statusCode]).toEqual([dateNextControl, 400]);
      expect(res.json().message).toBe(MSG.dateOutOfRange);
    }
    const fine = await t.app.inject({
      method: 'POST',
      url: `/api/user/${guest.id}`,
      headers: admin,
      payload: { dateNextControl: '2030-05-10' },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().user.dateNextControl).toMatch(/^2030-05-10/);
  });
});
