import { resolveRoutePath, type TApiRoute } from '@fleet/contracts';

/** A URL that reaches `route` (parameters filled with `x`, a `/*` route with a file). */
export function urlOf(route: TApiRoute): string {
  const path = resolveRoutePath(route.path, 'fleet');
  return path.replace(/\/\*$/, '/json').replace(/:([a-z]+)/gi, 'x');
}

/** A body naming someone else's record, so that `orSelf` does not apply. */
export const walkBody = (route: TApiRoute) =>
  route.method === 'GET' ? undefined : { username: 'admin', role: 'driver', type: 'page' };

/** A 403 of the access layer carries no reason; an account rule's names one (account-rules.ts). */
export const isRouteDenial = (response: { status: number; body: any }) =>
  response.status === 403 &&
  response.body?.error?.code === 'FORBIDDEN' &&
  response.body?.error?.details?.reason === undefined;
