import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  ENDPOINT_LIST,
  isGuarded,
  resolveRoutePath,
  type TAccess,
  type TEndpoint,
} from '@fleet/contracts';
import type { AccessService, Actor, SessionService } from '../areas/accounts/index.js';
import { forbidden, unauthorized } from './app-error.js';
import { schemaDrift } from './endpoint-route.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The device whose key a `device_key` route's guard proved. */
    deviceId: string | null;
  }
  interface FastifyContextConfig {
    /** The route's rule from the registry, looked up once when the route is registered. */
    access?: TAccess;
    /** The route's record in the registry. */
    endpoint?: TEndpoint;
    /** A browser WebSocket cannot send headers: this route also reads `?token=`. */
    tokenInQuery?: boolean;
    /**
     * The check of a route held by its own credential (access `device_key`, `signed_url` or
     * `instance_signature`), run once the input is valid and before the handler: throws its
     * refusal. Such a route cannot be registered without one.
     */
    guard?: RouteGuard;
  }
}

/** Checks a request's own credential (its input validated); throws to refuse. */
export type RouteGuard = (request: FastifyRequest) => Promise<void> | void;

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  if (request.routeOptions.config.tokenInQuery) {
    const query = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof query === 'string' && query.length > 0) return query;
  }
  return null;
}

/** The signed-in user of a request on a route that requires one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

interface Options {
  productSlug: string;
  sessions: SessionService;
  access: AccessService;
}

/**
 * Checks every request against the permission registry of `@fleet/contracts`: who is asking
 * (401 otherwise), then whether the route's rule lets them (403 otherwise); a route held by a
 * credential of its own runs its guard here, before the handler. A route that is not in the
 * registry cannot even be registered, nor one whose schemas are not its endpoint record's, nor
 * a guarded one without its guard.
 */
export const accessPlugin = fp<Options>(async (app, { productSlug, sessions, access }) => {
  const exact = new Map<string, TEndpoint>();
  const prefixes: { prefix: string; endpoint: TEndpoint }[] = [];
  for (const endpoint of ENDPOINT_LIST) {
    const path = resolveRoutePath(endpoint.path, productSlug);
    if (path.endsWith('/*')) prefixes.push({ prefix: path.slice(0, -2), endpoint });
    else exact.set(`${endpoint.method} ${path}`, endpoint);
  }

  const endpointOf = (method: string, url: string): TEndpoint | undefined => {
    const normalized = method === 'HEAD' ? 'GET' : method;
    return (
      exact.get(`${normalized} ${url}`) ??
      prefixes.find(
        (p) =>
          p.endpoint.method === normalized && (url === p.prefix || url.startsWith(`${p.prefix}/`)),
      )?.endpoint
    );
  };

  app.decorateRequest('actor', null);
  app.decorateRequest('deviceId', null);

  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'OPTIONS',
    );
    const url = route.url ?? route.path;
    const endpoints = methods.map((method) => endpointOf(method, url));
    const [endpoint] = endpoints;
    if (!endpoint || endpoints.some((other) => other?.access !== endpoint.access)) {
      throw new Error(
        `Route ${methods.join(',')} ${url} has no single entry in the permission registry`,
      );
    }
    // HEAD routes are fastify's copies of GET routes; the GET route itself is checked.
    const drift = methods.includes('HEAD') ? null : schemaDrift(endpoint, route.schema);
    if (drift) throw new Error(`Route ${methods.join(',')} ${url} ${drift}`);
    if (isGuarded(endpoint.access) && typeof route.config?.guard !== 'function')
      throw new Error(
        `Route ${methods.join(',')} ${url} is held by ${endpoint.access} but registers no guard`,
      );
    route.config = { ...route.config, access: endpoint.access, endpoint };
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === 'public' || isGuarded(rule)) return;
    const token = tokenOf(request);
    request.actor = token ? await sessions.authenticate(token) : null;
    if (!request.actor) throw unauthorized();
  });

  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === 'public') return;
    if (isGuarded(rule)) return;
    const { endpoint } = request.routeOptions.config;
    if (!(await access.allows(actorOf(request), rule, request.body, endpoint))) throw forbidden();
  });

  // A guarded route's own credential, checked once its input is valid (a body's fields may be
  // what the credential signs) and before its handler.
  app.addHook('preHandler', async (request) => {
    const { access: rule, guard } = request.routeOptions.config;
    if (rule && isGuarded(rule)) await guard!(request);
  });
});
