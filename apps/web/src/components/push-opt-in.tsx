import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPushApp } from '@fleet/contracts';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api';
import { disablePush, enablePush, pushState, type TPushState } from '@/lib/web-push';

/**
 * What went wrong: our server's answer in its words; anything else happened in the browser
 * (its push service unreachable, the worker not installed), said so rather than as a server error.
 */
function pushErrorText(
  t: (key: string, options?: { defaultValue: string }) => string,
  error: unknown,
) {
  return error instanceof ApiError ? errorText(t, error) : t('push.failed');
}

/** Alerts on this device (web push): on or off, asked per device. */
export function PushOptIn({ app }: { app: TPushApp }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['push-state', app];
  const state = useQuery({ queryKey: key, queryFn: () => pushState(app), retry: false });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? enablePush(app) : disablePush(app)),
    onSuccess: (next: TPushState) => client.setQueryData(key, next),
  });
  const current = state.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="push-opt-in">
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {t('push.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="push-state" data-state={current ?? ''}>
          {current ? t(`push.state.${current}`) : t('push.checking')}
        </Typography>
        {(state.error || change.error) && (
          <Alert severity="error" data-testid="push-error">
            {state.error || change.variables === false
              ? errorText(t, state.error ?? change.error)
              : pushErrorText(t, change.error)}
          </Alert>
        )}
        {(current === 'on' || current === 'off') && (
          <Button
            variant={current === 'on' ? 'outlined' : 'contained'}
            disabled={change.isPending}
            startIcon={
              change.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
            }
            onClick={() => change.mutate(current === 'off')}
            data-testid="push-toggle"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t(current === 'on' ? 'push.turnOff' : 'push.turnOn')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
