import { Suspense } from 'react';
import { AppBar, Box, Container, Link, Toolbar } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { Logo } from '@/components/logo';
import { useTranslation } from 'react-i18next';

/** Sign-in and account request: a top bar with the logo only, then a centred card. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Link
            component={RouterLink}
            to="/auth/login"
            underline="none"
            color="inherit"
            aria-label={t('app.name')}
          >
            <Logo />
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <Suspense fallback={<FullScreenLoader text={t('status.loading')} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
