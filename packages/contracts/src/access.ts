import type { TPageKey } from './pages.js';
import { STANDARD_REPORT_CODES } from './standard-report.js';

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
  // A position in words (any signed-in user sees trucks somewhere; throttled per user).
  route('POST', '/api/geocode/reverse', 'signed_in'),

  // Devices: OsmAnd needs no key (the Traccar Client app cannot send one) and the batch
  // endpoint checks the device key itself, so both are public to the session layer.
  route('GET', '/osmand', 'public'),
  route('POST', '/osmand', 'public'),
  route('GET', '/osmand/', 'public'),
  route('POST', '/osmand/', 'public'),
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

  // Warnings, maintenance rules and papers: the page grants them; rows filter by truck grants.
  route('POST', '/canh_bao/list_canh_bao', { page: 'warning' }),
  route('POST', '/canh_bao/tao_canh_bao', { page: 'warning' }),
  route('POST', '/canh_bao/cap_nhat', { page: 'warning' }),
  route('POST', '/canh_bao/xoa_canh_bao', { page: 'warning' }),
  route('GET', '/api/warnings/:id/image', { page: 'warning' }),
  route('GET', '/api/warnings/:id/attachments', { page: 'warning' }),
  route('POST', '/api/warnings/today_counts', { page: 'warning' }),
  route('POST', '/truck_info/get_rules', { page: 'rule' }),
  route('POST', '/truck_info/add_rule', { page: 'rule' }),
  route('PUT', '/truck_info/edit_rule', { page: 'rule' }),
  route('POST', '/truck_info/delete_rules', { page: 'rule' }),
  route('POST', '/api/rules/record_service', { page: 'rule' }),
  route('POST', '/truck_info/get_list_paper', { page: 'paper' }),
  route('POST', '/truck_info/add_paper', { page: 'paper' }),
  route('PUT', '/truck_info/edit_paper', { page: 'paper' }),
  route('POST', '/truck_info/delete_paper', { page: 'paper' }),
  route('GET', '/api/papers/files/:id', { page: 'paper' }),

  // Truck cameras: their live sources carry credentials, so only truck managers see them.
  route('POST', '/api/trucks/cameras/list', { page: 'trucks' }),
  route('POST', '/api/trucks/cameras/save', { page: 'trucks' }),
  // Media: devices upload with their key; history filters by truck grants; the files
  // themselves are served behind short-lived signed links (a <video> sends no token).
  route('POST', '/api/ingest/videos', 'public'),
  route('POST', '/api/ingest/images', 'public'),
  route('POST', '/etracking/get_list_by_date', { page: 'camera-play-back' }),
  route('POST', '/image/get_list', { page: 'management/image' }),
  route('POST', '/api/media/record', { page: 'camera-play-back' }),
  route('GET', '/api/media/:file', 'public'),
  // Recordings on a jt1078 dashcam's SD card: listed, played back and saved with the history.
  route('POST', '/api/media/device-recordings', { page: 'camera-play-back' }),
  route('POST', '/api/media/device-playbacks', { page: 'camera-play-back' }),
  route('GET', '/api/media/device-playbacks/:id', { page: 'camera-play-back' }),
  route('DELETE', '/api/media/device-playbacks/:id', { page: 'camera-play-back' }),
  route('POST', '/api/media/device-playbacks/:id/control', { page: 'camera-play-back' }),
  route('POST', '/api/media/device-playbacks/:id/save', { page: 'camera-play-back' }),
  route('GET', '/api/media/device-playbacks/:id/:file', { page: 'camera-play-back' }),

  // Excel trip plans: the files are shared by the page; their trips are filtered by truck grants.
  route('POST', '/excel/import', { page: 'management/excel-report' }),
  route('POST', '/excel/get_list', { page: 'management/excel-report' }),
  route('POST', '/excel/open_file', { page: 'management/excel-report' }),
  route('POST', '/excel/download', { page: 'management/excel-report' }),
  route('POST', '/excel/delete', { page: 'management/excel-report' }),
  route('GET', '/api/excel/template', { page: 'management/excel-report' }),
  route('POST', '/api/excel/reconciliation', { page: 'management/excel-report' }),
  route('POST', '/api/excel/trip', { page: 'management/excel-report' }),
  route('POST', '/api/excel/reconciliation/export', { page: 'management/excel-report' }),

  // Proof-of-delivery photos come from drivers and staff of any role (the TMS has no page);
  // they are seen on the trips of the Excel report: its page, and a truck the order is
  // planned on (or one's own upload).
  route('POST', '/tms/don_hang/upload_image', 'signed_in'),
  route('POST', '/api/tms/order_images', { page: 'management/excel-report' }),
  route('GET', '/api/tms/order_images/:id', { page: 'management/excel-report' }),

  // Live camera: streams of granted trucks only; hls.js sends the token header.
  route('POST', '/api/live-camera/channels', { page: 'live-camera' }),
  route('POST', '/api/live-camera/streams', { page: 'live-camera' }),
  route('GET', '/api/live-camera/:truckId/:channel/:file', { page: 'live-camera' }),
  // The instance running a remux answers the instance proxying a viewer: no session, the
  // request is signed with the secret the instances share (checked first by the route).
  route('GET', '/api/internal/live-camera/:truckId/:channel/status', 'public'),
  route('GET', '/api/internal/live-camera/:truckId/:channel/:file', 'public'),

  // JT/T 808 terminals: text to a truck's driver and its terminal's state with the trucks page,
  // "take a photo now" with the image history, its clock and parameters for admins; each
  // names a truck by plate, which must be granted. The internal route carries a command from
  // the instance a user reached to the one holding the terminal's connection (signed).
  route('POST', '/api/jt808/terminal', { page: 'trucks' }),
  route('PUT', '/api/jt808/terminal', 'admin'),
  route('POST', '/api/jt808/text', { page: 'trucks' }),
  route('POST', '/api/jt808/photo', { page: 'management/image' }),
  route('POST', '/api/jt808/settings', 'admin'),
  route('POST', '/api/internal/jt808/request', 'public'),

  // Warehouse videos: lists filter by the user's ip_channel grants; channels are admin's.
  route('POST', '/warehouse/list_ip_channel', { page: 'warehouse-video' }),
  route('POST', '/warehouse/get_list_video', { page: 'warehouse-video' }),
  route('POST', '/warehouse/redownload', { page: 'warehouse-video' }),
  route('POST', '/warehouse/get_email_list', { page: 'warehouse-video' }),
  route('POST', '/warehouse/add_email', { page: 'warehouse-video' }),
  route('POST', '/warehouse/delete', { page: 'warehouse-video' }),
  route('POST', '/api/warehouse/channels/list', 'admin'),
  route('POST', '/api/warehouse/channels/save', 'admin'),
  route('POST', '/api/warehouse/channels/delete', 'admin'),
  // Downloaded videos: a <video> sends no token, so the link itself is signed and short-lived.
  route('GET', '/api/warehouse/videos/:file', 'public'),

  // Contracts and their trip report: the page grants them; trucks filter by truck grants.
  route('POST', '/contract/get_info', { page: 'contract' }),
  route('POST', '/contract/delete', { page: 'contract' }),
  route('POST', '/contract/get_list_stop_and_video', { page: 'contract' }),
  route('POST', '/contract/get_route_data', { page: 'contract' }),
  route('POST', '/contract/create', { page: 'contract' }),
  route('PUT', '/contract/update', { page: 'contract' }),
  route('POST', '/api/contracts/list', { page: 'contract' }),

  route('POST', '/warehouse/notification_list', 'signed_in'),
  route('POST', '/warehouse/get_noti_tag_number', 'signed_in'),
  route('POST', '/warehouse/update_last_noti_date', 'signed_in'),

  // Which kinds of system warning are mailed: read with the warning page, set by admins.
  route('POST', '/api/warnings/mail_settings', { page: 'warning' }),
  route('PUT', '/api/warnings/mail_settings', 'admin'),

  route('POST', '/api/page-views', 'signed_in'),
  route('POST', '/api/page-views/list', 'admin'),

  // Domain thresholds (domain-vietnam.md): every screen reads them, admins change them.
  route('GET', '/api/settings', 'signed_in'),
  route('PUT', '/api/settings', 'admin'),
  // Drivers assigned to trucks, edited in the truck form; the truck must be granted.
  route('POST', '/api/trucks/assignments/list', { page: 'trucks' }),
  route('POST', '/api/trucks/assignments/create', { page: 'trucks' }),
  route('POST', '/api/trucks/assignments/end', { page: 'trucks' }),
  route('POST', '/api/trucks/assignments/delete', { page: 'trucks' }),
  // Driver reports read the motion engine's tables, filtered by the user's truck grants.
  route('POST', '/driver_report/get_current_list', { page: 'management/driving-report' }),
  route('POST', '/driver/driver_list', { page: 'management/driving-report' }),
  route('POST', '/driver_report/get_list_by_date', { page: 'management/driving-report' }),
  route('POST', '/driver_report/get_driver_route_report', { page: 'management/driving-report' }),
  route('POST', '/driver_report/abnormal_activity', { page: 'management/driving-report' }),
  // Standard reports (QCVN 31) and the video links of the unsafe-behaviour list.
  ...STANDARD_REPORT_CODES.flatMap((code) => [
    route('POST', `/api/reports/${code}`, { page: 'management/driving-report' }),
    route('POST', `/api/reports/${code}/export`, { page: 'management/driving-report' }),
  ]),
  route('POST', '/api/report-videos/find', { page: 'management/driving-report' }),
];

export function resolveRoutePath(path: string, productSlug: string): string {
  return path.replace('{product}', productSlug);
}
