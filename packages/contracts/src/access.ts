import type { TPageKey } from './pages.js';

/**
 * Who may call an API route: nobody needs to be signed in (`public`), any signed-in user
 * (`signed_in`), admins only (`admin`), or holders of a page grant. `orSelf` also lets a
 * user act on their own record when the body's `username` is theirs.
 */
export type TAccess = 'public' | 'signed_in' | 'admin' | { page: TPageKey; orSelf?: boolean };

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface TApiRoute {
  method: THttpMethod;
  /** Path as the server registers it; `{product}` stands for PRODUCT_SLUG. */
  path: string;
  access: TAccess;
}

const route = (method: THttpMethod, path: string, access: TAccess): TApiRoute => ({
  method,
  path,
  access,
});

/** The single table of who may call what. A route missing here is refused. */
export const API_ROUTES: readonly TApiRoute[] = [
  route('GET', '/api/health', 'public'),
  route('GET', '/api/docs', 'public'),
  route('GET', '/api/docs/*', 'public'),
  route('GET', '/api/config', 'public'),

  route('POST', '/user/login', 'public'),
  route('POST', '/user/get_info', { page: 'driver-management', orSelf: true }),
  route('GET', '/user/validate', 'signed_in'),
  route('POST', '/user/create', { page: 'driver-management' }),
  route('DELETE', '/user/delete', { page: 'driver-management' }),
  route('PUT', '/user/reset_password', { page: 'driver-management' }),
  route('PUT', '/user/update_info', { page: 'driver-management', orSelf: true }),
  route('POST', '/api/user/list', { page: 'driver-management' }),
  route('POST', '/api/user/logout', 'signed_in'),
  route('POST', '/api/user/change_password', 'signed_in'),
  route('POST', '/api/user/avatar', 'signed_in'),
  route('GET', '/api/avatars/:file', 'public'),

  route('POST', '/form/requeset_demo', 'public'),
  route('POST', '/api/account-requests/list', { page: 'driver-management' }),
  route('POST', '/api/account-requests/approve', { page: 'driver-management' }),
  route('POST', '/api/account-requests/reject', { page: 'driver-management' }),

  route('POST', '/{product}/roles/get_list_users', { page: 'role-management' }),
  route('POST', '/{product}/roles/get_resources', { page: 'role-management', orSelf: true }),
  route('POST', '/{product}/roles/add_resources', { page: 'role-management' }),
  route('POST', '/{product}/roles/all_pages', { page: 'role-management' }),
  route('POST', '/{product}/roles/create_role', 'admin'),
  route('POST', '/{product}/roles/delete_role', 'admin'),

  // Truck lists answer only the trucks the user is granted; changing trucks needs the page.
  route('POST', '/truck/truck_list', 'signed_in'),
  route('POST', '/truck/get_list', 'signed_in'),
  route('POST', '/truck/create', { page: 'trucks' }),
  route('PUT', '/truck/update', { page: 'trucks' }),
  route('POST', '/truck/delete', { page: 'trucks' }),
  route('POST', '/truck/get_current_truck_list', 'signed_in'),
  route('POST', '/truck/get_route_from_video', 'signed_in'),
  // Live state of the granted trucks; the browser passes its token in the query string.
  route('GET', '/api/live', 'signed_in'),

  // Devices: OsmAnd needs no key (the Traccar Client app cannot send one) and the batch
  // endpoint checks the device key itself, so both are public to the session layer.
  route('GET', '/osmand', 'public'),
  route('POST', '/osmand', 'public'),
  route('POST', '/api/ingest/positions', 'public'),
  route('POST', '/api/devices/key', 'admin'),
  route('POST', '/api/devices/unknown', 'admin'),
  route('POST', '/api/devices/attach', 'admin'),

  // Map points are read by every map and report; changing them needs the map page.
  route('POST', '/marker/get_all_list', 'signed_in'),
  route('POST', '/marker/create', { page: 'location' }),
  route('PUT', '/marker/update', { page: 'location' }),
  route('POST', '/marker/delete', { page: 'location' }),
  route('POST', '/marker/import', { page: 'location' }),
  route('POST', '/api/markers/export', 'signed_in'),

  route('POST', '/warehouse/notification_list', 'signed_in'),
  route('POST', '/warehouse/get_noti_tag_number', 'signed_in'),
  route('POST', '/warehouse/update_last_noti_date', 'signed_in'),

  route('POST', '/api/page-views', 'signed_in'),
  route('POST', '/api/page-views/list', 'admin'),
];

export function resolveRoutePath(path: string, productSlug: string): string {
  return path.replace('{product}', productSlug);
}
