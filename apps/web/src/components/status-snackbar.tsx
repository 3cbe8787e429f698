import { useRef } from 'react';
import { Alert, Snackbar } from '@mui/material';

export interface TStatus {
  text: string;
  severity: 'success' | 'error';
}

interface Props {
  status: TStatus | null;
  onClose: () => void;
  testId?: string;
}

/**
 * Short result message of an action (saved, created, refused). Each new status is shown for
 * its own full time: a message set while the last one shows does not vanish with the last
 * one's timer. While it closes, the message keeps its text.
 */
export function StatusSnackbar({ status, onClose, testId = 'status' }: Props) {
  const last = useRef<TStatus | null>(null);
  const shownCount = useRef(0);
  if (status && status !== last.current) {
    last.current = status;
    shownCount.current += 1;
  }
  const shown = status ?? last.current;
  return (
    <Snackbar
      key={shownCount.current}
      open={Boolean(status)}
      autoHideDuration={shown?.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={shown?.severity ?? 'success'}
        onClose={onClose}
        variant="filled"
        data-testid={testId}
        sx={{ width: '100%' }}
      >
        {shown?.text}
      </Alert>
    </Snackbar>
  );
}
