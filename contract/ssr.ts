/**
 * Between the API process and the server renderer (web/src/entry-server.tsx, built
 * to dist/ssr): the server calls `render(url, options)` for each page it serves.
 */
export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The query answers the page was rendered with (TanStack Query's dehydrated state). */
  state: unknown;
  /**
   * 404 when no page of the app has this address (the page is then the 404 page): the
   * web's router is the one list of pages, so the server learns it here.
   */
  status?: 404;
  /**
   * Rendered for the signed-in user with this id (a page of their own, `session` below):
   * never cached or shared, and the browser hydrates it only when it holds that session.
   */
  user?: string;
  /** The page's own title (a page of the person's own: their plan's), for its <title>. */
  title?: string;
}

export interface RenderOptions {
  /** Answers /api/... requests; the server passes its own router. */
  api: (url: string, init: RequestInit) => Promise<Response>;
  /** A page that takes longer is abandoned and the browser renders it instead. */
  timeoutMs?: number;
  /**
   * The request carries a remembered session's page cookie (issue 32): `api` answers as
   * that session, and a page of the person's own (the client's plan) may be rendered.
   */
  session?: boolean;
}

export type RenderFn = (url: string, opts: RenderOptions) => Promise<RenderedPage | null>;
