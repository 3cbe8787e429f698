import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmText?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the action runs: buttons disabled, the dialog stays open. */
  busy?: boolean;
}

export function ConfirmDialog(props: TConfirmDialogProps) {
  const { open, title, message, confirmText, onConfirm, onClose, busy = false } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="confirm-cancel">
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color="error"
          autoFocus
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="confirm-ok"
        >
          {confirmText ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
