import zlib from 'node:zlib';
import { ZPlansAnswerSchema } from '@contract/catalog';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestContext, loginAs, useTestApp } from '../../test/harness';
import type { RenderFn } from '@contract/ssr';
import { chooseEncoding } from './page-encodings';
import { fakeWebDir } from '../../test/web-dir';

const { t, admin } = useTestApp({
  webDir: () =>
    fakeWebDir({
      'app-abc123.js': 'console.info("hola")',
      'app-abc123.js.br': zlib.brotliCompressSync('console.info("hola")'),
    }),
});
let planId: string;
beforeAll(async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/new-plan',
    headers: admin,
    payload: {
      title: 'Plan "Verano" <Online>',
      description: 'Bajá de peso con controles online',
      type: 'Online',
    },
  });
  planId = res.json().plan._id;
});

describe('crawlers and link previews', () => {
  it('sitemap.xml lists the public pages and every plan', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:3000/auth/home</loc>');
    expect(res.body).toContain(`<loc>http://localhost:3000/auth/planes/${planId}/</loc>`);
  });

  it('robots.txt points at the sitemap and keeps the API out', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('each public page has its own title; a plan page has escaped Open Graph tags', async () => {
    const titles = new Set<string>();
    for (const p of [
      '/auth/home',
      '/auth/quien-soy',
      '/auth/ebooks',
      '/auth/planes-a-distancia',
      '/auth/contacto',
    ]) {
      const html = (await t.app.inject({ url: p })).body;
      titles.add(/<title>(.*?)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(5);
    const plan = (await t.app.inject({ url: `/auth/planes/${planId}/` })).body;
    expect(plan).toContain(
      '<title>Plan &quot;Verano&quot; &lt;Online&gt; | Nutrición Deportiva</title>',
    );
    expect(plan).toContain(
      '<meta property="og:title" content="Plan &quot;Verano&quot; &lt;Online&gt;" />',
    );
    expect(plan).toContain(
      '<meta property="og:description" content="Bajá de peso con controles online" />',
    );
    expect(plan.match(/<title>/g)).toHaveLength(1);
    // The business details the footer and contact page show come from configuration.
    expect(plan).toContain(
      '<script id="site-config" type="application/json">{"contactEmail":"nutricionista@test.uy"',
    );
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.info("hola")');
  });

  it('unknown pages get the app shell; unknown API paths a JSON 404', async () => {
    expect((await t.app.inject({ url: '/auth/lo-que-sea' })).headers['content-type']).toContain(
      'text/html',
    );
    expect((await t.app.inject({ url: '/api/lo-que-sea' })).statusCode).toBe(404);
  });
});

describe('rate limit scope', () => {
  it('limits the API per IP but never the static assets of the page', async () => {
    const webDir = fakeWebDir({ 'a.js': 'console.info(1)' });
    const limited = await createTestContext({ RATE_LIMIT_GLOBAL_MAX: '3' }, { webDir });
    try {
      for (let i = 0; i < 6; i++)
        expect((await limited.app.inject({ url: '/assets/a.js' })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const over = await limited.app.inject({ url: '/api/health' });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(
        'Demasiados intentos. Esperá unos minutos y volvé a probar.',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('server rendering', () => {
  // A stand-in for the built renderer (web/src/entry-server.tsx, covered by the browser
  // tests): it reads the plans through the API transport it is given, as the real one does.
  const calls: string[] = [];
  const render: RenderFn = async (url, opts) => {
    calls.push(url);
    if (url.startsWith('/auth/roto')) throw new Error('render bug');
    if (url.startsWith('/auth/usuario')) return null;
    // The web router's catch-all: an address no page has.
    if (url.startsWith('/auth/no-existe') || url.startsWith('/cualquier/cosa'))
      return { html: '<main>No encontramos esta página</main>', state: {}, status: 404 };
    const res = await opts.api('/api/plans', {});
    const { planes } = ZPlansAnswerSchema.parse(await res.json());
    return {
      html: `<main>${planes.map((p) => p.title).join(', ')} cuestan $10</main>`,
      state: { mutations: [], queries: [{ note: '</script><script>alert(1)</script>' }] },
    };
  };

  const { t: rendered, admin: renderedAdmin } = useTestApp({
    env: { RATE_LIMIT_GLOBAL_MAX: '4' },
    webDir: () => fakeWebDir(),
    render,
  });
  beforeAll(async () => {
    await rendered.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: renderedAdmin,
      payload: { title: 'Plan Servidor', type: 'Online' },
    });
  });

  it('puts the page and its data inside #root, the data unable to close its script', async () => {
    const res = await rendered.app.inject({ url: '/auth/home' });
    expect(res.statusCode).toBe(200);
    // '$' in the page is kept as written (not read as a replacement pattern).
    expect(res.body).toContain('<div id="root"><main>Plan Servidor cuestan $10</main></div>');
    const state = /<script id="query-state" type="application\/json">(.*?)<\/script>/.exec(
      res.body,
    )![1]!;
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state).queries[0].note).toBe('</script><script>alert(1)</script>');
  });

  it('sends the shell when the renderer declines or fails', async () => {
    for (const url of ['/auth/usuario', '/auth/roto']) {
      const res = await rendered.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('query-state');
    }
    expect(calls).toContain('/auth/roto');
  });

  it('an address no page has answers 404 with the rendered 404 page; the API keeps its JSON 404', async () => {
    for (const url of ['/auth/no-existe', '/auth/no-existe/otra', '/cualquier/cosa?x=1']) {
      const res = await rendered.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"><main>No encontramos esta página</main></div>');
      expect(res.body).toContain('<title>Página no encontrada | Nutrición Deportiva</title>');
    }
    const api = await rendered.app.inject({ url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('common.notFound');
    // A page that exists is still a 200, and is kept; the 404 page is not.
    expect((await rendered.app.inject({ url: '/auth/no-existe' })).statusCode).toBe(404);
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await rendered.app.inject({
      url: '/auth/home',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('Plan Servidor');
  });

  it("the renderer's API reads count against the visitor's own allowance", async () => {
    const visitor = { remoteAddress: '203.0.113.7' };
    const before = calls.length;
    // Four page views: four plan reads on this visitor's behalf (the limit is 4).
    // Four pages never rendered before (a rendered page is kept; see below).
    for (const url of [
      '/auth/ebooks',
      '/auth/contacto',
      '/auth/quien-soy',
      '/auth/planes-a-distancia',
    ]) {
      const res = await rendered.app.inject({ url, ...visitor });
      expect(res.statusCode).toBe(200);
    }
    expect(calls.length - before).toBe(4);
    expect((await rendered.app.inject({ url: '/api/health', ...visitor })).statusCode).toBe(429);
    const other = await rendered.app.inject({ url: '/api/health', remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(200);
  });
});

describe('rendered pages are kept until the catalog changes', () => {
  it('renders a page once, and again after a catalog write', async () => {
    let renders = 0;
    const counting: RenderFn = async (url, opts) => {
      renders += 1;
      const { planes } = (await (await opts.api('/api/plans', {})).json()) as {
        planes: { title: string }[];
      };
      return { html: `<p>${planes.length} planes</p>`, state: {} };
    };
    const webDir = fakeWebDir();
    const c = await createTestContext({}, { webDir, render: counting });
    try {
      const first = await c.app.inject({ url: '/auth/ebooks' });
      const second = await c.app.inject({ url: '/auth/ebooks' });
      expect(renders).toBe(1);
      expect(second.body).toBe(first.body);
      expect(second.body).toContain('<p>0 planes</p>');

      const admin = await loginAs(c.app, ADMIN.email, ADMIN.password);
      const created = await c.app.inject({
        method: 'POST',
        url: '/api/new-plan',
        headers: admin,
        payload: { title: 'Ebook nuevo', type: 'ebooks' },
      });
      expect(created.statusCode).toBe(200);
      const after = await c.app.inject({ url: '/auth/ebooks' });
      expect(renders).toBe(2);
      expect(after.body).toContain('<p>1 planes</p>');
    } finally {
      await c.close();
    }
  });
});

describe('rendered pages are sent compressed as the browser asks, compressed once', () => {
  let renders = 0;
  const render: RenderFn = async (_url, opts) => {
    renders += 1;
    const { planes } = (await (await opts.api('/api/plans', {})).json()) as {
      planes: { title: string }[];
    };
    // Long enough to be worth compressing, like a real page.
    return {
      html: `<p>${planes.map((p) => p.title).join(', ')}</p>${'<i>ñandú</i>'.repeat(300)}`,
      state: {},
    };
  };
  const get = (acceptEncoding?: string) =>
    c.app.inject({
      url: '/auth/home',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const decoded = (res: Awaited<ReturnType<typeof get>>) => {
    const enc = res.headers['content-encoding'];
    if (enc === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
    if (enc === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
    expect(enc).toBeUndefined();
    return res.rawPayload.toString();
  };

  const { t: c } = useTestApp({ webDir: () => fakeWebDir(), render, admin: false });

  it('br when asked, gzip when asked, identity otherwise; all the same page', async () => {
    const br = await get('br, gzip');
    const gzip = await get('gzip, deflate');
    const refusedBr = await get('br;q=0, gzip');
    const plain = await get();
    const other = await get('deflate');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(other.headers['content-encoding']).toBeUndefined();

    const html = plain.body;
    expect(html).toContain('<i>ñandú</i>');
    for (const res of [br, gzip, refusedBr, plain, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      // Compressed exactly once: one decompression gives the page itself.
      expect(decoded(res)).toBe(html);
    }
    expect(br.rawPayload.length).toBeLessThan(html.length / 4);
    // Rendered once; every other answer came from the cache with its forms.
    expect(renders).toBe(1);
  });

  it('after a catalog write empties the cache, every form shows the new page', async () => {
    const before = decoded(await get('br'));
    const admin = await loginAs(c.app, ADMIN.email, ADMIN.password);
    const created = await c.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: admin,
      payload: { title: 'Plan Comprimido', type: 'Online' },
    });
    expect(created.statusCode).toBe(200);
    const br = decoded(await get('br'));
    const gzip = decoded(await get('gzip'));
    const plain = decoded(await get());
    expect(before).not.toContain('Plan Comprimido');
    expect(br).toContain('<p>Plan Comprimido</p>');
    expect(gzip).toBe(br);
    expect(plain).toBe(br);
    expect(renders).toBe(2);
  });
});

describe('an expired page is served at once while one background render replaces it', () => {
  let renders = 0;
  // What the catalog says now, and a gate the test holds to keep a render running.
  let version = 'uno';
  let gate: Promise<void> | undefined;
  const render: RenderFn = async () => {
    renders += 1;
    const seen = version;
    await gate;
    return { html: `<p>versión ${seen}</p>${'<i>ñandú</i>'.repeat(300)}`, state: {} };
  };
  const metricsToken = 'metricas-de-prueba-0123456789';
  const { t: s } = useTestApp({
    env: { METRICS_TOKEN: metricsToken },
    webDir: () => fakeWebDir(),
    render,
    admin: false,
  });
  const page = async (acceptEncoding = 'br, gzip') => {
    const res = await s.app.inject({
      url: '/auth/contacto',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(res.statusCode).toBe(200);
    const enc = res.headers['content-encoding'];
    return enc === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString()
      : zlib.gunzipSync(res.rawPayload).toString();
  };

  it('answers with the old page without waiting, and the next visitor gets the new one', async () => {
    expect(await page()).toContain('versión uno');
    expect(renders).toBe(1);

    // The page expires (30 s) and what it shows has changed (another server wrote, say).
    s.clock.advance(30_001);
    version = 'dos';
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    // The refresh is held at the gate, so these answers cannot have waited for it.
    expect(await page()).toContain('versión uno');
    expect(await page('gzip')).toContain('versión uno');
    await vi.waitFor(() => expect(renders).toBe(2));
    // Still one refresh for all of them.
    expect(await page()).toContain('versión uno');
    expect(renders).toBe(2);

    open();
    gate = undefined;
    await vi.waitFor(async () => expect(await page()).toContain('versión dos'));
    // Compressed in the background too: both forms of the new page are ready.
    expect(await page('gzip')).toContain('versión dos');
    expect(renders).toBe(2);
  });

  it('a catalog write is not served stale: the next visitor waits for the new page', async () => {
    expect(await page()).toContain('versión dos');
    version = 'tres';
    const admin = await loginAs(s.app, ADMIN.email, ADMIN.password);
    const created = await s.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: admin,
      payload: { title: 'Plan Fresco', type: 'Online' },
    });
    expect(created.statusCode).toBe(200);
    expect(await page()).toContain('versión tres');
  });

  it('concurrent visitors of a page not yet rendered share one render', async () => {
    const before = renders;
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const visitors = Array.from({ length: 5 }, () =>
      s.app.inject({ url: '/auth/quien-soy', headers: { 'accept-encoding': 'br' } }),
    );
    await vi.waitFor(() => expect(renders).toBe(before + 1));
    open();
    gate = undefined;
    const answers = await Promise.all(visitors);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders).toBe(before + 1);
  });

  it('counts fresh, stale and missed page reads and the refreshes in /api/metrics', async () => {
    const metrics = await s.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/read_cache_events_total\{cache="pages",event="refresh"\} 1\b/);
    expect(metrics.body).toMatch(/read_cache_events_total\{cache="pages",event="stale"\} [1-9]/);
  });
});

describe('choosing the encoding (chooseEncoding)', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('missing content', () => {
  it('a plan, recipe or tip that does not exist answers 404 with the app shell', async () => {
    for (const url of [
      '/auth/planes/00000000-0000-4000-8000-000000000000/',
      '/auth/recetas/no-es-un-id',
      '/auth/tip-detalle/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Página no encontrada | Nutrición Deportiva</title>');
    }
    expect((await t.app.inject({ url: `/auth/planes/${planId}` })).statusCode).toBe(200);
  });
});
