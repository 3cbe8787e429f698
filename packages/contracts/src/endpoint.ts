import type { z } from 'zod';
import type { TPageKey } from './pages.js';

/**
 * Routes no user signs in to, each held by a credential of its own that the access plugin
 * checks with the guard the route registers, before the handler runs: a device's key
 * (`x-device-key`), a signed short-lived link (a `<video>` or `<img>` sends no token), or the
 * signature the console's instances share.
 */
export const GUARD_KINDS = ['device_key', 'signed_url', 'instance_signature'] as const;
export type TGuardKind = (typeof GUARD_KINDS)[number];

/**
 * Who may call an API route: anyone (`public`: sign-in, health, OsmAnd devices, which the
 * Traccar Client app cannot give a key), the holder of a route's own credential (a guard
 * kind), any signed-in user (`signed_in`), admins only (`admin`), or holders of a page grant.
 * `orSelf` also lets a user act on their own record when the body's `username` is theirs.
 */
export type TAccess =
  'public' | TGuardKind | 'signed_in' | 'admin' | { page: TPageKey; orSelf?: boolean };

/** The route is held by a credential of its own, not a user's session. */
export const isGuarded = (access: TAccess): access is TGuardKind =>
  (GUARD_KINDS as readonly unknown[]).includes(access);

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The status a route answers on success. */
export type TSuccessStatus = 200 | 201 | 202;

/**
 * One API route, written once (issue 16): the server registers it from this record (method,
 * path, schemas), the access plugin reads its rule, the web calls it through `call` with the
 * same types and checks answers against `response` in development and tests, the Vite proxy
 * takes its first path segment, and the OpenAPI document is generated from what the server
 * registered. A route without `body`/`response` takes or answers something zod does not
 * describe (multipart uploads, files, streams, WebSockets).
 */
export interface TEndpoint {
  readonly method: THttpMethod;
  /** Path as the server registers it; `{product}` stands for PRODUCT_SLUG, `:name` a parameter. */
  readonly path: string;
  readonly access: TAccess;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The whole JSON answer on success (envelope included). */
  readonly response?: z.ZodType;
  /** Success status when not 200. */
  readonly status?: TSuccessStatus;
}

/** Declares an endpoint, keeping the exact types of its schemas. */
export const endpoint = <const E extends TEndpoint>(record: E): E => record;

/** What a caller sends as the JSON body of `E`. */
export type TBodyOf<E extends TEndpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;

/** What `E` answers on success. */
export type TAnswerOf<E extends TEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : unknown;

/** The path a server registers: `{product}` replaced by the product slug. */
export function resolveRoutePath(path: string, productSlug: string): string {
  return path.replace('{product}', productSlug);
}

/** The path of one call: `:name` parameters filled, URL-encoded. */
export function pathWith(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Path ${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
