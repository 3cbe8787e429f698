import { Suspense } from 'react';
import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { LogoMark } from '@/components/logo';

/** 401, 404 and 500: the page alone, centred. */
export function ErrorLayout() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center', py: 6 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <LogoMark size={48} />
        </Box>
        <Suspense fallback={<FullScreenLoader text={t('status.loading')} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
