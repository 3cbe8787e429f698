import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { findPage, PAGES, type TPageDefinition, type TPageKey } from '@fleet/contracts';
import { SessionProvider } from '@/lib/session';
import { AuthLayout } from '@/layouts/auth-layout';
import { ErrorLayout } from '@/layouts/error-layout';
import { DriverLayout } from '@/layouts/driver-layout';
import { MainLayout } from '@/layouts/main/main-layout';
import { PageFrame } from '@/layouts/main/page-frame';
import { HomeRedirect } from '@/layouts/main/home-redirect';
import { RouteCrash } from '@/layouts/route-crash';
// Sign-in and error screens are the first thing people see: no extra chunk to wait for.
import LoginPage from '@/features/auth/pages/login-page';
import RegisterPage from '@/features/auth/pages/register-page';
import ErrorPage from '@/features/error-pages/pages/error-page';
import { DRIVER_PATH, ERROR_PATHS } from './paths';
import { readyLazy } from './ready-lazy';

type TPageComponent = ComponentType | LazyExoticComponent<ComponentType>;

const FeatureComing = lazy(() => import('@/components/feature-coming'));
const ExcelFilePage = lazy(() => import('@/features/excel-report/pages/excel-file-page'));

type TPageModule = Promise<{ default: ComponentType }>;

/** The code of every page's screen in the registry (spec 2), each its own chunk. */
const PAGE_LOADERS: Record<TPageKey, () => TPageModule> = {
  overview: () => import('@/features/overview/pages/overview-page'),
  location: () => import('@/features/location/pages/location-page'),
  'live-camera': () => import('@/features/live-camera/pages/live-camera-page'),
  'camera-play-back': () => import('@/features/media/pages/camera-playback-page'),
  'management/image': () => import('@/features/media/pages/image-history-page'),
  trucks: () => import('@/features/trucks/pages/trucks-page'),
  warning: () => import('@/features/warning/pages/warning-page'),
  rule: () => import('@/features/rule/pages/rule-page'),
  paper: () => import('@/features/paper/pages/paper-page'),
  'management/driving-report': () => import('@/features/driving-report/pages/driving-report-page'),
  contract: () => import('@/features/contracts/pages/contract-page'),
  'management/excel-report': () => import('@/features/excel-report/pages/excel-report-page'),
  'warehouse-video': () => import('@/features/warehouse/pages/warehouse-video-page'),
  'notice-management': () => import('@/features/notices/pages/notice-management-page'),
  'driver-management': () => import('@/features/users/pages/driver-management-page'),
  'role-management': () => import('@/features/roles/pages/role-management-page'),
  'authority-feed': () => import('@/features/authority-feed/pages/authority-feed-page'),
  'inspector-access': () => import('@/features/inspector-access/pages/inspector-access-page'),
  'change-password': () => import('@/features/account/pages/change-password-page'),
  driver: () => import('@/features/driver-app/pages/driver-page'),
};

/**
 * The screen of every page, rendered at once when its code is in (ready-lazy.ts). Screens
 * that later work builds show the "coming" placeholder until then.
 */
const PAGE_SCREENS = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([key, load]) => [key, readyLazy(load)]),
) as Record<TPageKey, ReturnType<typeof readyLazy>>;
const PAGE_COMPONENTS = Object.fromEntries(
  Object.entries(PAGE_SCREENS).map(([key, screen]) => [key, screen.Component]),
) as Record<TPageKey, TPageComponent>;

/**
 * Starts downloading a page's screen (app/early-start.ts): once it is in, the page renders
 * it without suspending.
 */
export function preloadPageScreen(key: TPageKey): void {
  PAGE_SCREENS[key]?.preload().catch(() => undefined);
}

/** Pages with a layout of their own rather than the office console's (the driver's phone app). */
const OWN_LAYOUT: readonly TPageKey[] = ['driver'];

/** A registry page without a screen of its own yet says so rather than failing. */
const componentOf = (key: string): TPageComponent => PAGE_COMPONENTS[key] ?? FeatureComing;

/** A main-layout route: its path, the registry page that grants it, and its screen. */
export interface TMainRoute {
  path: string;
  page: TPageDefinition;
  Component: TPageComponent;
}

const pageOf = (key: TPageKey): TPageDefinition => findPage(key)!;

/**
 * Detail routes that belong to a registry page (same grant, same navigation entry). They
 * show that page's screen unless they name a `Component` of their own.
 */
const DETAIL_ROUTES: { path: string; key: TPageKey; Component?: TPageComponent }[] = [
  {
    path: '/location/replay',
    key: 'location',
    Component: lazy(() => import('@/features/route-replay/pages/route-replay-page')),
  },
  {
    path: '/management/excel-report/:id',
    key: 'management/excel-report',
    Component: ExcelFilePage,
  },
  {
    path: '/management/excel-report/:id/:tab',
    key: 'management/excel-report',
    Component: ExcelFilePage,
  },
  {
    path: '/management/excel-report/:id/trip/:tripId',
    key: 'management/excel-report',
    Component: lazy(() => import('@/features/excel-report/pages/trip-detail-page')),
  },
];

export const MAIN_ROUTES: TMainRoute[] = [
  // A grant without a screen of its own (camera-sources) has no route.
  ...PAGES.filter((page) => page.screen && !OWN_LAYOUT.includes(page.key)).map((page) => ({
    path: page.path,
    page,
    Component: componentOf(page.key),
  })),
  ...DETAIL_ROUTES.map(({ path, key, Component }) => ({
    path,
    page: pageOf(key),
    Component: Component ?? componentOf(key),
  })),
];

const DriverScreen = componentOf('driver');

const notFound = <Navigate to={ERROR_PATHS[404]} replace />;

function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export const ROUTES: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteCrash />,
    children: [
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { index: true, element: notFound },
          { path: '*', element: notFound },
        ],
      },
      {
        path: '/errors',
        element: <ErrorLayout />,
        children: [
          { path: 'error-401', element: <ErrorPage code={401} /> },
          { path: 'error-404', element: <ErrorPage code={404} /> },
          { path: 'error-500', element: <ErrorPage code={500} /> },
          { index: true, element: notFound },
          { path: '*', element: notFound },
        ],
      },
      {
        path: DRIVER_PATH,
        element: <DriverLayout />,
        errorElement: <RouteCrash />,
        children: [
          { index: true, element: <DriverScreen /> },
          { path: '*', element: notFound },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomeRedirect /> },
          ...MAIN_ROUTES.map((route) => ({
            path: route.path,
            element: <PageFrame route={route} />,
            errorElement: <RouteCrash inline />,
          })),
        ],
      },
      { path: '*', element: notFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}
