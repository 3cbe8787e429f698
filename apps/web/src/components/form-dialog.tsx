import type { FormEvent, ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n/error-text';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';

/** Lets the content scroll between a fixed title and fixed actions. */
const formSx = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
} as const;

export interface TFormDialogProps {
  /** Prefix of the title's id (`<id>-title`), which labels the dialog. */
  id: string;
  title: ReactNode;
  /** A line that explains the form, above everything else. */
  description?: ReactNode;
  /** Enter in a field or the submit button; the browser's own submit is already stopped. */
  onSubmit: () => void;
  /** Cancel, Escape or a click outside; not called while `busy`. */
  onClose: () => void;
  /** While the request runs: the submit button spins, cancel and closing are off. */
  busy: boolean;
  /**
   * A failure that no field shows: a failed call (shown as its error code's text) or a
   * text already translated. Leave it out when the fields carry the failure.
   */
  failure?: unknown;
  /** Some field is marked: a warning asks to fix the marked fields. */
  marked?: boolean;
  /** Default: "Cancel". */
  cancelText?: string;
  /** Default: "Save". */
  submitText?: string;
  submitTestId: string;
  submitDisabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  testId?: string;
  children: ReactNode;
}

/**
 * The shell of every form in a dialog: full screen on phones, title, a form that submits on
 * Enter, the failure and warning alerts above the fields, cancel and submit buttons.
 */
export function FormDialog(props: TFormDialogProps) {
  const { id, title, description, onSubmit, onClose, busy, failure, children } = props;
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      fullScreen={fullScreen}
      maxWidth={props.maxWidth ?? 'sm'}
      fullWidth
      aria-labelledby={`${id}-title`}
      data-testid={props.testId}
    >
      <Box component="form" onSubmit={submit} noValidate sx={formSx}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          {Boolean(failure) && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {typeof failure === 'string' ? failure : errorText(t, failure)}
            </Alert>
          )}
          {props.marked && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('form.fixErrors')}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={busy} color="inherit">
            {props.cancelText ?? t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={props.submitDisabled}
            data-testid={props.submitTestId}
          >
            {props.submitText ?? t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
