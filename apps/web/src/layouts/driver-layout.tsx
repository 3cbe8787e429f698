import { useEffect, useState } from 'react';
import { Alert, AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@/app/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { LanguageSwitch } from '@/components/language-switch';
import { waitingItems } from '@/features/driver-app/lib/waiting';
import {
  forgetDriverData,
  linkDriverManifest,
  loadedInDriverScope,
  registerDriverServiceWorker,
} from '@/lib/driver-service-worker';
import { useOnline } from '@/lib/use-online';
import { useSession } from '@/lib/session';
import { SESSION_VERIFY_QUERY_KEY } from './main/main-layout';

/**
 * The driver app's frame for phones (issue 33): a bar with the driver's name, language and
 * sign-out, no office navigation. A stored token is enough to show it, so it opens offline
 * with the data its worker kept; a session the server refuses sends the person to sign in.
 */
export function DriverLayout() {
  const { t } = useTranslation('driver-app');
  const session = useSession();
  const location = useLocation();
  const online = useOnline();
  useQuery({
    queryKey: SESSION_VERIFY_QUERY_KEY,
    queryFn: session.refresh,
    enabled: session.hasToken,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => linkDriverManifest(), []);
  useEffect(() => registerDriverServiceWorker(), []);
  const [elsewhere] = useState(() => !loadedInDriverScope());
  useEffect(() => {
    if (elsewhere && session.hasToken) window.location.replace(window.location.href);
  }, [elsewhere, session.hasToken]);

  // What the driver made and the server does not have yet stays theirs: told so before they go.
  const [waiting, setWaiting] = useState(0);
  const signOut = async () => {
    setWaiting(0);
    await forgetDriverData();
    await session.signOut();
  };
  const askSignOut = async () => {
    const count = await waitingItems().catch(() => 0);
    if (count > 0) setWaiting(count);
    else await signOut();
  };

  if (!session.hasToken) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  if (elsewhere) return <FullScreenLoader text={t('title')} />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'hidden' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1, px: 2 }}>
          <Typography
            variant="h6"
            component="h1"
            data-testid="page-title"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            {session.user?.fullname || t('title')}
          </Typography>
          <LanguageSwitch onDark />
          <Button
            color="inherit"
            size="small"
            onClick={() => void askSignOut()}
            data-testid="driver-sign-out"
          >
            {t('signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      {!online && (
        <Alert severity="warning" square data-testid="driver-offline">
          {t('offline')}
        </Alert>
      )}
      <Box component="main" sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
        <Outlet />
      </Box>
      <ConfirmDialog
        open={waiting > 0}
        title={t('signOutWaiting.title')}
        message={t('signOutWaiting.message', { count: waiting })}
        confirmText={t('signOut')}
        onConfirm={() => void signOut()}
        onClose={() => setWaiting(0)}
      />
    </Box>
  );
}
