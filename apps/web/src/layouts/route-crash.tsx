import { useEffect } from 'react';
import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadForChunk } from '@/lib/chunk-reload';

/**
 * What a screen that threw while rendering shows: inside the main layout (`inline`) or,
 * for anything above it, on its own. Reloading is the one action that can help.
 */
export function RouteCrash({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation('error-pages');
  // A part of the app that could not be fetched (a new release): reload once, then say so.
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk && reloadForChunk()) return;
    console.error('A screen failed to render', error);
  }, [chunk, error]);
  const detail = chunk
    ? ''
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : '';
  const content = (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="route-crash">
      <Typography variant="h5" component="h1" gutterBottom>
        {t(chunk ? 'chunk.title' : 'crash.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(chunk ? 'chunk.body' : 'crash.body')}
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
