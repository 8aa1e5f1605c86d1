import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Endpoint } from '@contract/endpoint';
import { endpoints } from '@contract/endpoints';
import type { SignedLinks } from '../../media/signed-links';
import { forbidden, unauthorized } from '../../plugins/http-error';
import { currentUser, requireUser, type AuthDeps, type UserRow } from './auth.service';

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

export const LINK_MSG = {
  invalid: 'Este enlace no es válido',
  expired: 'Este enlace venció: volvé a abrir la página',
} as const;

export interface AccessDeps extends AuthDeps {
  links: SignedLinks;
}

/** 'GET /api/plans/:id' -> its declared access: the only routes the API may register. */
const CONTRACT = new Map<string, Access>(
  Object.values(endpoints)
    .flatMap((domain): Endpoint[] => Object.values(domain))
    .map((e) => [`${e.method} /api${e.path}`, e.access] as const),
);

/** The account each request was authorized as, set by the access hook. */
const signedIn = new WeakMap<FastifyRequest, UserRow>();

/**
 * Enforces each route's declared access before its body is even read, and refuses
 * to register an /api route that declares none or that the contract does not define
 * with that access: authorization is never left to each handler to remember.
 */
export function registerAccessControl(app: FastifyInstance, deps: AccessDeps): void {
  app.addHook('onRoute', (route) => {
    const where = `${String(route.method)} ${route.url}`;
    if (!route.config?.access) throw new Error(`${where} declares no access (contract/endpoints)`);
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
    if (access === 'signed-link') return checkSignedLink(deps, request);
    // 'owner-or-admin': a visitor is refused here; the owner is resolved by the route
    // once its input is validated (http/route.ts).
    const user = await requireUser(deps, request);
    if (access === 'admin' && user.type !== 'admin') throw forbidden();
    if (access === 'self-or-admin' && user.type !== 'admin' && pathUserId(request) !== user.id)
      throw forbidden();
    signedIn.set(request, user);
  });
}

/**
 * The link is the credential: its signature covers the path as requested (without the
 * query) and its expiry. Checked before the route validates anything, so a request
 * without a good signature learns nothing, not even whether its parameters are valid.
 */
function checkSignedLink(deps: AccessDeps, request: FastifyRequest): void {
  const [path = '', query = ''] = request.url.split('?', 2);
  const q = new URLSearchParams(query);
  const check = deps.links.verify(path, q.get('exp'), q.get('sig'), deps.clock.now());
  if (check === 'invalid') throw forbidden(LINK_MSG.invalid);
  if (check === 'expired') throw forbidden(LINK_MSG.expired);
}

function pathUserId(request: FastifyRequest): string | undefined {
  const params = request.params;
  if (params && typeof params === 'object' && 'id' in params && typeof params.id === 'string')
    return params.id;
  return undefined;
}

/** The signed-in account of a route whose access is not public. */
export function viewer(request: FastifyRequest): UserRow {
  const user = signedIn.get(request);
  if (!user) throw unauthorized();
  return user;
}

/** On a public route: the signed-in account, if the request carries a valid token. */
export async function optionalViewer(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<UserRow | null> {
  const known = signedIn.get(request);
  if (known) return known;
  const user = await currentUser(deps, request);
  if (user) signedIn.set(request, user);
  return user;
}
