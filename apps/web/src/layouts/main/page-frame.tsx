import { Suspense } from 'react';
import { Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_PATHS } from '@/app/paths';
import type { TMainRoute } from '@/app/routes';
import { CurrentPageContext } from '@/lib/current-page';
import { usePageGrants } from '@/lib/grants';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageProgress } from './page-progress';

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
      {/* While the screen's code chunk loads the top bar says so. Keyed by route: a new
          boundary shows its fallback even when the router navigates in a transition. */}
      <Suspense key={route.path} fallback={<PageProgress />}>
        <Component />
      </Suspense>
    </CurrentPageContext.Provider>
  );
}
