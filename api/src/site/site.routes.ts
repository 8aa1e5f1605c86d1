import fs from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstImage, imageUrl } from '@contract/media';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RenderedPage, RenderFn } from '@contract/ssr';
import type { ReadCache } from '../cache/read-cache';
import { pageCookieToken } from '../modules/auth';
import { getContent, type CatalogDeps } from '../modules/catalog';
import { plans, recipes, tips } from '../modules/catalog/catalog.tables';
import { MSG } from '@contract/common-text';
import { isPersonalPage, PAGE_META, PATHS, pageTitle } from '@contract/pages';
import { HttpError } from '../http/http-error';
import { chooseEncoding, encodePage, type EncodedPage } from './page-encodings';
import { createPageRenderer } from './page-renderer';

function escapeAttr(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function plain(s: string, max: number): string {
  const text = s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

interface Meta {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** 404 for a plan, recipe or tip that does not exist (the page then says so). */
  status?: number;
}

/**
 * Public business details the web shows (footer, contact page), from configuration. Not
 * WhatsApp: the pages read her chat from GET consultorio (her number, else WHATSAPP_URL).
 */
export function publicSiteConfig(config: Config) {
  return {
    contactEmail: config.contact.email,
    instagram: config.contact.instagram ?? null,
    facebook: config.contact.facebook ?? null,
  };
}

/** JSON inside a <script> element: '<' escaped so no '</script>' can end it early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built index.html with this page's title, description, Open Graph tags and the
 * site details; and, when the server rendered it, the page itself and its data.
 */
function renderIndex(
  template: string,
  meta: Meta,
  url: string,
  site: unknown,
  page: RenderedPage | null,
): string {
  const title = pageTitle(meta.title);
  const tags = [
    `<title>${escapeAttr(title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta property="og:locale" content="es_UY" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeAttr(meta.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    // Not executed (its type is JSON), so the CSP's script-src is not involved.
    `<script id="site-config" type="application/json">${inlineJson(site)}</script>`,
  ].join('\n    ');
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
  if (!page) return html;
  // Whose page it is, for the browser to hydrate it only with that session (main.tsx).
  const root = page.user
    ? `<div id="root" data-user="${escapeAttr(page.user)}">`
    : '<div id="root">';
  // A function replacement, so '$' in the page is never read as a pattern.
  return html.replace(
    '<div id="root"></div>',
    () =>
      `${root}${page.html}</div>\n    <script id="query-state" type="application/json">${inlineJson(page.state)}</script>`,
  );
}

/** A page as sent: a server-rendered 200 with its encoded forms, or HTML to send as is. */
type ProducedPage = { status: 200; page: EncodedPage } | { status: number; html: string };

/** The meta of a page that does not exist: a missing plan, or an unknown address. */
const MISSING: Meta = {
  title: 'Página no encontrada',
  description: 'Esta página no existe o fue eliminada.',
  status: 404,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DETAIL_ROUTES = [
  {
    pattern: /^\/auth\/planes\/([^/]+)\/?$/,
    kind: 'plan' as const,
    label: 'Plan',
    size: '250x280' as const,
  },
  {
    pattern: /^\/auth\/recetas\/([^/]+)\/?$/,
    kind: 'receta' as const,
    label: 'Receta',
    size: '280x250' as const,
  },
  {
    pattern: /^\/auth\/tip-detalle\/([^/]+)\/?$/,
    kind: 'tip' as const,
    label: 'Tip',
    size: '250x280' as const,
  },
];

/**
 * Serves the pages, plus robots.txt and sitemap.xml. Every page gets its own meta
 * tags; the public ones are also rendered on the server (`render`, see
 * web/src/entry-server.tsx), the others are rendered in the browser.
 */
export function siteRoutes(
  deps: CatalogDeps & {
    config: Config;
    db: Db;
    webDir?: string;
    render?: RenderFn;
    cache: ReadCache;
  },
) {
  const indexPath = deps.webDir ? path.join(deps.webDir, 'index.html') : undefined;
  const hasWeb = indexPath !== undefined && fs.existsSync(indexPath);
  const template = hasWeb ? fs.readFileSync(indexPath!, 'utf8') : '';
  const base = deps.config.publicUrl;
  const site = publicSiteConfig(deps.config);

  async function metaFor(pathname: string): Promise<Meta | null> {
    const page = (PAGE_META as Record<string, Meta>)[pathname.replace(/\/$/, '')];
    if (page) return page;
    for (const d of DETAIL_ROUTES) {
      const m = d.pattern.exec(pathname);
      if (!m) continue;
      const missing = MISSING;
      if (!UUID.test(m[1]!)) return missing;
      try {
        const row = await getContent(deps, d.kind, m[1]!);
        const img = firstImage(row.avatar);
        return {
          title: row.title || d.label,
          description: plain(row.description || row.editorState, 160) || `${d.label} de nutrición`,
          image: img ? `${base}${imageUrl(img, d.size)}` : undefined,
          type: d.kind === 'tip' ? 'article' : 'product',
        };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return missing;
        throw err;
      }
    }
    return null;
  }

  return async function (app: FastifyInstance) {
    const renderer = deps.render && createPageRenderer(app, deps.render);

    /**
     * A page depends only on its address and the catalog (never on who asks: pages that
     * need a session are rendered in the browser), so server-rendered ones are kept, with
     * their br and gzip forms, in a cache emptied with the catalog's on every catalog write
     * (compressing 80 kB on every hit cost 30 times the time of serving it:
     * scripts/perf/pages.sh). An expired page is served while one background render and
     * compression replace it, so no visitor waits for either (scripts/perf/public-wrk.mjs).
     */
    const pages = deps.cache.derive<ProducedPage>('pages');

    async function producePage(request: FastifyRequest, pathname: string): Promise<ProducedPage> {
      const [meta, page] = await Promise.all([
        metaFor(pathname),
        renderer ? renderer.render(request) : null,
      ]);
      // An address no page of the app has: the web's router says so (its catch-all).
      const unknown = !meta && page?.status === 404;
      const html = renderIndex(
        template,
        (unknown ? MISSING : meta) ?? {
          title: '',
          description: PAGE_META['/auth/home'].description,
        },
        `${base}${pathname}`,
        site,
        page,
      );
      const status = meta?.status ?? page?.status ?? 200;
      if (!page || status !== 200) return { status, html };
      // Compressed before it is cached, so every hit finds its forms ready.
      return { status: 200, page: await encodePage(html) };
    }

    /**
     * A page of the person's own (their plan), rendered with the session of their page
     * cookie: never cached here or by anyone else, and with the shell when the session has
     * ended or the page cannot be read (the browser then does as before).
     */
    async function sendPersonalPage(
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      session: string,
    ) {
      const page = await renderer!.render(request, session);
      const rendered = page?.user && page.status === undefined ? page : null;
      const html = renderIndex(
        template,
        { title: rendered?.title ?? '', description: PAGE_META['/auth/home'].description },
        `${base}${pathname}`,
        site,
        rendered,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(html);
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      // By path: a public page does not depend on its query string, and made-up query
      // strings must not fill the cache.
      const pathname = request.url.split('?')[0]!;
      const session = renderer && isPersonalPage(pathname) && pageCookieToken(request);
      if (session) return sendPersonalPage(request, reply, pathname, session);
      const produced = await pages.read(`page:${pathname}`, () => producePage(request, pathname), {
        // Only complete 200 pages are kept: a 404 or the shell is made again each time.
        keep: (p) => 'page' in p,
        log: request.log,
      });
      reply
        .status(produced.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      // Not cached (the shell, a 404): @fastify/compress compresses it as any answer.
      if (!('page' in produced)) return reply.send(produced.html);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const body = produced.page[encoding];
      reply.header('vary', 'accept-encoding').header('content-length', body.length);
      // A content-encoding already set tells @fastify/compress not to compress again;
      // identity goes only to clients that accept neither, which it leaves alone too.
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    }

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/administracion\n\nSitemap: ${base}/sitemap.xml\n`,
        ),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const [p, r, t] = await Promise.all([
        deps.db
          .select({ id: plans.id, at: plans.updatedAt })
          .from(plans)
          .orderBy(desc(plans.createdAt)),
        deps.db
          .select({ id: recipes.id, at: recipes.updatedAt })
          .from(recipes)
          .orderBy(desc(recipes.createdAt)),
        deps.db
          .select({ id: tips.id, at: tips.updatedAt })
          .from(tips)
          .orderBy(desc(tips.createdAt)),
      ]);
      const urls: { loc: string; lastmod?: Date }[] = [
        ...Object.keys(PAGE_META).map((loc) => ({ loc })),
        ...p.map((x) => ({ loc: PATHS.plan(x.id), lastmod: x.at })),
        ...r.map((x) => ({ loc: PATHS.recipe(x.id), lastmod: x.at })),
        ...t.map((x) => ({ loc: PATHS.tip(x.id), lastmod: x.at })),
      ];
      const body = urls
        .map(
          (u) =>
            `  <url><loc>${escapeAttr(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
        )
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
        );
    });

    const notFound = (reply: FastifyReply) =>
      reply.status(404).send({ code: 'common.notFound', message: MSG.notFound });
    app.setNotFoundHandler((_request, reply) => notFound(reply));
    if (!hasWeb) return;
    // Every other address is a page of the app (a route, so its answer is compressed).
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/'))
        return notFound(reply);
      return sendPage(request, reply);
    });
  };
}
