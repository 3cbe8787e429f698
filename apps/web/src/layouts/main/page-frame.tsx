import { Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_PATHS } from '@/app/paths';
import type { TMainRoute } from '@/app/routes';
import { CurrentPageContext } from '@/lib/current-page';
import { usePageGrants } from '@/lib/grants';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * One main-layout page: the grant check (spec 5: else /errors/error-401), the tab title,
 * and the page heading. Screens render below the heading and do not repeat it.
 */
export function PageFrame({ route }: { route: TMainRoute }) {
  const { t } = useTranslation();
  const { canOpen } = usePageGrants();
  const allowed = canOpen(route.page);
  const name = t(`pages.${route.page.key}`);
  useDocumentTitle(allowed ? name : null);
  if (!allowed) return <Navigate to={ERROR_PATHS[401]} replace />;
  const { Component } = route;
  return (
    <CurrentPageContext.Provider value={route.page}>
      <Typography variant="h4" component="h1" data-testid="page-title" sx={{ mb: 3 }}>
        {name}
      </Typography>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('status.loading')} />
          </Box>
        }
      >
        <Component />
      </Suspense>
    </CurrentPageContext.Provider>
  );
}
