import { useEffect } from 'react';
import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * What a screen that threw while rendering shows: inside the main layout (`inline`) or,
 * for anything above it, on its own. Reloading is the one action that can help.
 */
export function RouteCrash({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation('error-pages');
  useEffect(() => {
    console.error('A screen failed to render', error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  const content = (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="route-crash">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('crash.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('crash.body')}
      </Typography>
      {detail && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {detail}
        </Alert>
      )}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </Button>
    </Box>
  );
  return inline ? content : <Container maxWidth="sm">{content}</Container>;
}
