/**
 * The server renderer: the API process imports this module's build (dist/ssr) and
 * renders the public pages to HTML, so a visitor sees the page before any script
 * runs; main.tsx then hydrates that HTML. Of the pages that need a session, only a
 * person's own ones (PageHandle's 'session') are rendered, with their page cookie's session.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { isPageHandle } from './app/page-handle';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { api, setApiTransport } from './lib/api';
import { ServerSession } from './lib/use-session';
import type { RenderFn } from '@contract/ssr';

/**
 * The page at `url` (path and query), or null when it is not a server-rendered page,
 * its data could not be read (a missing plan, say) or rendering failed: the server
 * then sends the plain shell and the browser renders the page as before.
 */
export const render: RenderFn = async (url, opts) => {
  setApiTransport(opts.api);
  const location = new URL(url, 'http://localhost');
  const leaf = matchRoutes(routes, location.pathname)?.at(-1);
  if (!leaf || !isPageHandle(leaf.route.handle)) return null;
  const personal = leaf.route.handle.ssr === 'session';
  if (personal && !opts.session) return null;

  const client = createQueryClient();
  // A failed read is not retried here: the browser will ask again itself.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let session = null;
  try {
    // Whose page it is: an ended session, or a page that is not theirs, gets the shell.
    if (personal) session = { token: '', user: (await api('GET /userData')).user };
    await Promise.all(
      leaf.route.handle.prefetch?.(client, leaf.params, location.searchParams) ?? [],
    );
  } catch {
    return null;
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerSession.Provider value={session}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </ServerSession.Provider>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      // Every boundary written in place: the CSP allows no inline script to move it there.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError() {
        failed = true;
      },
    },
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (failed) return null;
  const { status } = leaf.route.handle;
  const title = session
    ? leaf.route.handle.title?.(client, leaf.params, location.searchParams)
    : undefined;
  return {
    html,
    state: dehydrate(client),
    ...(status && { status }),
    ...(session && { user: session.user._id }),
    ...(title && { title }),
  };
};
