import type { TEndpoint } from '../endpoint.js';
import { ACCOUNT_ENDPOINTS } from './accounts.js';
import { ALERT_ENDPOINTS } from './alerts.js';
import { AUTHORITY_ENDPOINTS } from './authority.js';
import { DRIVER_APP_ENDPOINTS } from './driver-app.js';
import { DRIVER_MESSAGE_ENDPOINTS } from './driver-messages.js';
import { FLEET_ENDPOINTS } from './fleet.js';
import { INSPECTOR_ENDPOINTS } from './inspector.js';
import { MEDIA_ENDPOINTS } from './media.js';
import { OPERATION_ENDPOINTS, STANDARD_REPORT_ENDPOINTS } from './operations.js';

export { STANDARD_REPORT_ENDPOINTS } from './operations.js';

/** Every API route by name (issue 16): `ENDPOINTS.truckList`, `STANDARD_REPORT_ENDPOINTS.b4.read`. */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...FLEET_ENDPOINTS,
  ...OPERATION_ENDPOINTS,
  ...MEDIA_ENDPOINTS,
  ...AUTHORITY_ENDPOINTS,
  ...INSPECTOR_ENDPOINTS,
  ...DRIVER_APP_ENDPOINTS,
  ...DRIVER_MESSAGE_ENDPOINTS,
  ...ALERT_ENDPOINTS,
} as const;

/** Every route, once: the permission registry, the server's routes and the Vite proxy read it. */
export const ENDPOINT_LIST: readonly TEndpoint[] = [
  ...Object.values(ENDPOINTS),
  ...Object.values(STANDARD_REPORT_ENDPOINTS).flatMap((report) => [report.read, report.export]),
];
