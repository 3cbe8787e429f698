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

/** Short result message of an action (saved, created, refused). */
export function StatusSnackbar({ status, onClose, testId = 'status' }: Props) {
  return (
    <Snackbar
      open={Boolean(status)}
      autoHideDuration={status?.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={status?.severity ?? 'success'}
        onClose={onClose}
        variant="filled"
        data-testid={testId}
        sx={{ width: '100%' }}
      >
        {status?.text}
      </Alert>
    </Snackbar>
  );
}
