import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { startBareApp, type BareApp } from '../../test/bare-app';
import { useTestApp } from '../../test/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  const { t } = useTestApp({ admin: false });

  it('names every answer, each its own: API, refusals, unknown paths', async () => {
    const answers = await Promise.all(
      ['/api/health', '/api/users', '/api/no-existe', '/api/health'].map((url) =>
        t.app.inject({ url }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 200]);
    const ids = answers.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // A refusal (4xx) keeps the usual shape: the id is in the header only.
    expect(answers[1]!.json()).toEqual({
      code: 'common.unauthenticated',
      message: MSG.unauthenticated,
    });
  });

  it("keeps a proxy's short, plain id", async () => {
    for (const sent of ['abc-123', 'Req_9.x', 'a'.repeat(64)]) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toBe(sent);
    }
  });

  it('replaces a forged or unsafe one with its own', async () => {
    for (const sent of [
      'a'.repeat(65),
      'con espacio',
      '<script>alert(1)</script>',
      'linea\\nfalsa',
      'ñandú',
      '../../etc',
    ]) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect([sent, res.headers['x-request-id']]).toEqual([sent, expect.stringMatching(UUID)]);
    }
  });
});

/**
 * A server failure, for real: the app on a database nobody migrated, where looking a
 * session up fails. The logs are read as the server writes them (pino's JSON lines).
 */
describe('a 5xx answer and the log lines of its request', () => {
  const lines: Array<Record<string, unknown>> = [];
  let bare: BareApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    bare = await startBareApp('pglite', { logger: { level: 'info', stream } });
  });
  afterAll(() => bare?.close());

  const failing = (headers: Record<string, string> = {}) =>
    bare.app.inject({
      url: '/api/userData',
      headers: { authorization: `Bearer ${'a'.repeat(43)}`, ...headers },
    });

  it('carries the request id in its body, as in its header', async () => {
    const res = await failing();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'common.server',
      message: MSG.server,
      requestId: res.headers['x-request-id'],
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
    const kept = await failing({ 'x-request-id': 'pedido-42' });
    expect(kept.json().requestId).toBe('pedido-42');
  });

  it('every log line of a request names it', async () => {
    await failing({ 'x-request-id': 'traza-7' });
    const mine = lines.filter((l) => l.reqId === 'traza-7').map((l) => l.msg);
    expect(mine).toEqual(['incoming request', 'unhandled error', 'request completed']);
    // Whatever the server logged about a request (its URL, its answer, its error) names it.
    const aboutRequests = lines.filter(
      (l) => 'req' in l || 'res' in l || l.msg === 'unhandled error',
    );
    expect(aboutRequests.length).toBeGreaterThanOrEqual(6);
    for (const l of aboutRequests) expect(l.reqId).toEqual(expect.any(String));
  });

  it('no token of an address reaches a log line: the feed, a signed link, a reset link', async () => {
    for (const url of [
      '/api/agenda.ics?token=SECRETO-DEL-FEED',
      '/api/controles/foto/full/x.jpg?exp=1&sig=FIRMA-SECRETA-123456789',
      '/auth/resetPassword/user/CLAVE-DE-REINICIO',
    ])
      await bare.app.inject({ url, headers: { 'x-request-id': 'secreto' } });
    const mine = lines.filter((l) => l.reqId === 'secreto');
    expect(mine.length).toBeGreaterThanOrEqual(6);
    const text = JSON.stringify(mine);
    for (const secret of ['SECRETO-DEL-FEED', 'FIRMA-SECRETA', 'CLAVE-DE-REINICIO'])
      expect(text).not.toContain(secret);
    // The address is still there to read, its key replaced.
    expect(text).toContain('/api/agenda.ics?token=oculto');
  });
});
