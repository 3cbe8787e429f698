import { DRIVER_ROLE, findPage } from '@fleet/contracts';
import { Navigate } from 'react-router';
import { CHANGE_PASSWORD_PATH, DRIVER_PATH, NAV_PAGES } from '@/app/paths';
import { usePageGrants } from '@/lib/grants';
import { useSession } from '@/lib/session';

/**
 * `/` → the driver app for a driver who may open it; else /overview, or the first page this
 * user is granted when overview is not one.
 */
export function HomeRedirect() {
  const { canOpen } = usePageGrants();
  const { role } = useSession();
  const driverApp = findPage('driver');
  if (role === DRIVER_ROLE && driverApp && canOpen(driverApp))
    return <Navigate to={DRIVER_PATH} replace />;
  const first = NAV_PAGES.find((page) => page.access === 'grant' && canOpen(page));
  return <Navigate to={first?.path ?? CHANGE_PASSWORD_PATH} replace />;
}
