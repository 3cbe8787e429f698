import { Navigate } from 'react-router';
import { CHANGE_PASSWORD_PATH, NAV_PAGES } from '@/app/paths';
import { usePageGrants } from '@/lib/grants';

/** `/` → /overview, or the first page this user is granted when overview is not one. */
export function HomeRedirect() {
  const { canOpen } = usePageGrants();
  const first = NAV_PAGES.find((page) => page.access === 'grant' && canOpen(page));
  return <Navigate to={first?.path ?? CHANGE_PASSWORD_PATH} replace />;
}
