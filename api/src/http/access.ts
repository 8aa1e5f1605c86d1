import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Endpoint } from '@contract/endpoint';
import { endpoints } from '@contract/endpoints';
import { LINK_MSG } from '@contract/media';
import type { Clock } from '../clock';
import type { SignedLinks } from '../media/signed-links';
import { forbidden, unauthorized } from './http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract/endpoint.ts); every /api route must say. */
    access?: Access;
    /**
     * Set by routes() when an 'owner-or-admin' route was given its owner resolver
     * (http/route.ts): such a route without one would let any client in.
     */
    resolvesOwner?: boolean;
  }
}

/** What the access rules need to know of an account; the auth module supplies the rest. */
export interface Caller {
  id: string;
  type: string;
}

export interface AccessDeps<U extends Caller> {
  clock: Clock;
  links: SignedLinks;
  /**
   * The account behind the request's credentials, or null. Given by buildApp from the
   * auth module, so this layer never imports a domain module.
   */
  sessionUser: (request: FastifyRequest) => Promise<U | null>;
  /**
   * METRICS_TOKEN: the bearer a monitoring system sends to 'monitor-or-admin' routes
   * (the metrics); it opens nothing else. Absent: only the admin may read them.
   */
  monitorToken?: string;
}

/** The access rules of every /api route, and the caller each request was checked as. */
export interface AccessControl<U extends Caller> {
  /** Adds the hooks to the API's scope (before any route is registered). */
  register(app: FastifyInstance): void;
  /** The caller the hook checked, on a route whose access needs a signed-in account. */
  caller(request: FastifyRequest): U;
  /** On a public route: the signed-in account, if the request carries a valid token. */
  optionalCaller(request: FastifyRequest): Promise<U | null>;
}

/** 'GET /api/plans/:id' -> its declared access: the only routes the API may register. */
const CONTRACT = new Map<string, Access>(
  Object.values(endpoints)
    .flatMap((domain): Endpoint[] => Object.values(domain))
    .map((e) => [`${e.method} /api${e.path}`, e.access] as const),
);

/**
 * Enforces each route's declared access before its body is even read, and refuses
 * to register an /api route that declares none or that the contract does not define
 * with that access: authorization is never left to each handler to remember.
 */
export function createAccessControl<U extends Caller>(deps: AccessDeps<U>): AccessControl<U> {
  /** The account each request was authorized as, set by the hook. */
  const signedIn = new WeakMap<FastifyRequest, U>();

  /**
   * The link is the credential: its signature covers the path as requested (without the
   * query) and its expiry. Checked before the route validates anything, so a request
   * without a good signature learns nothing, not even whether its parameters are valid.
   */
  function checkSignedLink(request: FastifyRequest): void {
    const [path = '', query = ''] = request.url.split('?', 2);
    const q = new URLSearchParams(query);
    const check = deps.links.verify(path, q.get('exp'), q.get('sig'), deps.clock.now());
    if (check === 'invalid') throw forbidden(LINK_MSG.invalid);
    if (check === 'expired') throw forbidden(LINK_MSG.expired);
  }

  // Compared as digests in constant time: the answer's timing tells nothing of the token.
  const monitorDigest = deps.monitorToken === undefined ? undefined : sha256(deps.monitorToken);
  function isMonitor(request: FastifyRequest): boolean {
    const m = /^Bearer\s+(\S+)$/.exec(request.headers.authorization?.trim() ?? '');
    return !!monitorDigest && !!m && timingSafeEqual(sha256(m[1]!), monitorDigest);
  }

  return {
    register(app) {
      app.addHook('onRoute', (route) => {
        const where = `${String(route.method)} ${route.url}`;
        if (!route.config?.access)
          throw new Error(`${where} declares no access (contract/endpoints)`);
        // Fastify adds a HEAD route for every GET; it is checked as its GET.
        const key = `${route.method === 'HEAD' ? 'GET' : String(route.method)} ${route.url}`;
        if (CONTRACT.get(key) !== route.config.access)
          throw new Error(
            `${where} is not the contract's endpoint with this access (contract/endpoints)`,
          );
        if (route.config.access === 'owner-or-admin' && !route.config.resolvesOwner)
          throw new Error(`${where} is owner-or-admin but resolves no owner (http/route.ts)`);
      });
      app.addHook('onRequest', async (request) => {
        const access = request.routeOptions.config.access;
        // Unmatched paths (404) have no route options of their own.
        if (access === undefined || access === 'public') return;
        if (access === 'signed-link') return checkSignedLink(request);
        if (access === 'monitor-or-admin' && isMonitor(request)) return;
        // 'owner-or-admin': a visitor is refused here; the owner is resolved by the route
        // once its input is validated (http/route.ts).
        const user = await deps.sessionUser(request);
        if (!user) throw unauthorized();
        if ((access === 'admin' || access === 'monitor-or-admin') && user.type !== 'admin')
          throw forbidden();
        if (access === 'self-or-admin' && user.type !== 'admin' && pathUserId(request) !== user.id)
          throw forbidden();
        signedIn.set(request, user);
      });
    },
    caller(request) {
      const user = signedIn.get(request);
      if (!user) throw unauthorized();
      return user;
    },
    async optionalCaller(request) {
      const known = signedIn.get(request);
      if (known) return known;
      const user = await deps.sessionUser(request);
      if (user) signedIn.set(request, user);
      return user;
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function pathUserId(request: FastifyRequest): string | undefined {
  const params = request.params;
  if (params && typeof params === 'object' && 'id' in params && typeof params.id === 'string')
    return params.id;
  return undefined;
}
