import { PAGES, type TPageDefinition, type TTruckStatus } from '@fleet/contracts';

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/overview';
export const CHANGE_PASSWORD_PATH = '/change-password';
/** The driver's phone app (issue 33): where a driver lands after sign-in. */
export const DRIVER_PATH = '/driver';
export const ERROR_PATHS = {
  401: '/errors/error-401',
  404: '/errors/error-404',
  500: '/errors/error-500',
} as const;

/** The map's status filter in its URL (`/location?status=moving,idle`), so that a link opens it filtered. */
export const LOCATION_STATUS_PARAM = 'status';
/** The map showing only trucks of `status` (the overview's counts link there). */
export const locationPathFor = (status: TTruckStatus) =>
  `/location?${LOCATION_STATUS_PARAM}=${status}`;

/** The warning list filtered by kind and a day range (`YYYY-MM-DD`), as its URL names them. */
export function warningPathFor(filter: { type: string; from: string; to: string }): string {
  return `/warning?${new URLSearchParams(filter).toString()}`;
}

/** Pages shown in the left navigation, in registry order. */
export const NAV_PAGES: TPageDefinition[] = PAGES.filter((page) => page.nav);

/** `nav-<page key with / replaced by ->`, e.g. nav-management-driving-report. */
export const navTestId = (key: string) => `nav-${key.replace(/\//g, '-')}`;

/** Where to send someone after sign-in when they came from a page. */
export interface TFromState {
  from?: { pathname: string; search?: string; hash?: string };
}
