import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage, RenderFn, RenderOptions } from '@contract/ssr';

export interface PageRenderer {
  /**
   * The page's HTML and data, or null: the shell is sent and the browser renders it.
   * With `session` (a page cookie's token), the page reads the API as that session.
   */
  render(request: FastifyRequest, session?: string): Promise<RenderedPage | null>;
}

/**
 * Loads the server renderer built by `npm run build` (dist/ssr/entry-server.js).
 * Without a build the site still works: every page is rendered in the browser.
 * `siteConfig` is what the web reads as its contact details (web/src/lib/site.ts);
 * it is fixed for the process, like the configuration it comes from.
 */
export async function loadRenderer(
  entry: string | undefined,
  siteConfig: unknown,
): Promise<RenderFn | undefined> {
  if (!entry || !fs.existsSync(entry)) return undefined;
  (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = siteConfig;
  try {
    const mod = (await import(pathToFileURL(entry).href)) as { render: RenderFn };
    return mod.render;
  } catch (err) {
    console.error(
      'No se pudo cargar el render del servidor; las páginas se arman en el navegador.',
      err,
    );
    return undefined;
  }
}

/**
 * Renders pages with the app's own API: the renderer's requests go through the same
 * routes, rules and rate limit as the browser's, on behalf of the visitor's address and,
 * for a page of their own, their session (kept per request, since renders run concurrently).
 */
export function createPageRenderer(app: FastifyInstance, render: RenderFn): PageRenderer {
  const visitor = new AsyncLocalStorage<{ ip: string; session?: string }>();
  const api: RenderOptions['api'] = async (url, init) => {
    const store = visitor.getStore();
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(store?.session && { authorization: `Bearer ${store.session}` }),
      },
      remoteAddress: store?.ip,
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
  return {
    async render(request, session) {
      try {
        return await visitor.run({ ip: request.ip, session }, () =>
          render(request.url, { api, ...(session && { session: true }) }),
        );
      } catch (err) {
        request.log.error({ err }, 'server rendering failed; the browser renders the page');
        return null;
      }
    },
  };
}
