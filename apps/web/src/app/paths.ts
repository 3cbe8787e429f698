import { PAGES, type TPageDefinition } from '@fleet/contracts';

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

/** Pages shown in the left navigation, in registry order. */
export const NAV_PAGES: TPageDefinition[] = PAGES.filter((page) => page.nav);

/** `nav-<page key with / replaced by ->`, e.g. nav-management-driving-report. */
export const navTestId = (key: string) => `nav-${key.replace(/\//g, '-')}`;

/** Where to send someone after sign-in when they came from a page. */
export interface TFromState {
  from?: { pathname: string; search?: string; hash?: string };
}
