import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n/error-text';

interface Props {
  error: unknown;
  onRetry?: () => void;
  testId?: string;
  /** Words before the error's own text (what failed to load). */
  children?: ReactNode;
}

/** Something failed to load: what went wrong in the reader's language, and a retry. */
export function RetryAlert({ error, onRetry, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {children}
      {children ? ' ' : null}
      {errorText(t, error)}
    </Alert>
  );
}
