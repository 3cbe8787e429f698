import type { TEndpoint } from './endpoint.js';
import { ENDPOINT_LIST } from './endpoints/index.js';

export type { TAccess, THttpMethod } from './endpoint.js';
export { resolveRoutePath } from './endpoint.js';

/** A route as the permission registry reads it: method, path and who may call it. */
export type TApiRoute = Pick<TEndpoint, 'method' | 'path' | 'access'>;

/**
 * The single table of who may call what: the endpoint records (endpoints/*.ts). A route
 * missing there is refused.
 */
export const API_ROUTES: readonly TApiRoute[] = ENDPOINT_LIST;
