import { LinearProgress } from '@mui/material';
import { useIsFetching, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A query loading for the first time (no data yet); background refetches do not count. */
const isFirstLoad = (query: Query) => query.state.status === 'pending';

/**
 * The thin bar at the very top while a page is being prepared: its code chunk (shown as the
 * Suspense fallback) or its first data. Refetches of data already on screen show nothing.
 */
export function PageProgress() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('status.loading')}
      data-testid="page-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 2,
      }}
    />
  );
}

/** The bar while any query of the page loads its first data. */
export function FirstLoadProgress() {
  const loading = useIsFetching({ predicate: isFirstLoad });
  return loading > 0 ? <PageProgress /> : null;
}
