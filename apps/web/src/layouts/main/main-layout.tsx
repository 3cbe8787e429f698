import { useEffect, useState } from 'react';
import { Box, Divider, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, NAV_WIDTH } from '@fleet/contracts';
import { LOGIN_PATH } from '@/app/paths';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { RetryAlert } from '@/components/retry-alert';
import { usePrefetchTruckList } from '@/api/trucks';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/endpoint-call';
import { usePageGrants } from '@/lib/grants';
import { useSession } from '@/lib/session';
import { FirstLoadProgress } from './page-progress';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { UserPanel } from './user-panel';

export const SESSION_VERIFY_QUERY_KEY = ['session', 'verify'] as const;

/** Sends a page view for every route shown (POST /api/page-views). */
function usePageViews(pathname: string, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    call(ENDPOINTS.recordPageView, { path: pathname.slice(0, 300) }).catch((error: unknown) => {
      // Page views are statistics; a lost one must not disturb the person working.
      console.debug('Page view not recorded', error);
    });
  }, [pathname, signedIn]);
}

/** A failure the person can retry (server down) rather than a bad session. */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

function Problem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: 12, px: 2 }}>
      <RetryAlert error={error} onRetry={onRetry} />
    </Box>
  );
}

/**
 * Top bar, left navigation and content. Entering it verifies the stored session
 * (spec 4); without one the person goes to /auth/login.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const verify = useQuery({
    queryKey: SESSION_VERIFY_QUERY_KEY,
    queryFn: session.refresh,
    enabled: session.hasToken,
    retry: false,
    staleTime: Infinity,
  });
  const grants = usePageGrants();
  usePageViews(location.pathname, session.loggedIn);
  // Spec 4: entering the layout loads the truck list if it is not loaded yet.
  usePrefetchTruckList(session.loggedIn);

  useEffect(() => {
    window.scrollTo(0, 0);
    setDrawerOpen(false);
  }, [location.pathname]);

  if (!session.hasToken) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  if (verify.isError && !session.user) {
    if (isTransient(verify.error)) {
      return <Problem error={verify.error} onRetry={() => void verify.refetch()} />;
    }
    return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  if (!session.user) return <FullScreenLoader text={t('status.verifyingSession')} />;
  if (grants.error) {
    return <Problem error={grants.error} onRetry={() => void grants.refetch()} />;
  }
  if (!grants.ready) return <FullScreenLoader text={t('status.loading')} />;

  const closeDrawer = () => setDrawerOpen(false);
  const navigation = (
    <>
      <Toolbar />
      <UserPanel user={session.user} onNavigate={desktop ? undefined : closeDrawer} />
      <Divider sx={{ mx: 2 }} />
      <SideNav onNavigate={desktop ? undefined : closeDrawer} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <FirstLoadProgress />
      <TopBar compact={!desktop} onMenu={() => setDrawerOpen(true)} />
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: NAV_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {navigation}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          ModalProps={{ keepMounted: false }}
          sx={{ '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' } }}
          data-testid="mobile-navigation"
        >
          {navigation}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
