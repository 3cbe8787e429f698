import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ZPassword } from '@fleet/contracts';
import { useResetPassword } from '../api';
import { errorText } from '@/i18n';
import { fieldMessage, serverFieldErrors } from '../lib/field-errors';
import { useFullScreenDialog } from '../lib/use-full-screen-dialog';

interface Props {
  username: string;
  onClose: (doneMessage?: string) => void;
}

/** Admin sets a new password for another user (PUT /user/reset_password). */
export function ResetPasswordDialog({ username, onClose }: Props) {
  const { t } = useTranslation('users');
  const fullScreen = useFullScreenDialog();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZPassword.safeParse(password);
    const found = {
      password: checked.success
        ? undefined
        : fieldMessage(t, checked.error.issues[0]?.message ?? ''),
      repeat: repeat === password ? undefined : t('resetPassword.mismatch'),
    };
    setErrors(found);
    if (found.password || found.repeat) return;
    reset.mutate(
      { username, new_password: password },
      {
        onSuccess: () => onClose(t('resetPassword.done', { username })),
        onError: (error) => setErrors({ password: serverFieldErrors(t, error).new_password }),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => !reset.isPending && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="reset-password-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reset-password-title">
          {t('resetPassword.title', { username })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('resetPassword.help')}</DialogContentText>
            {reset.error && !errors.password && (
              <Alert severity="error" role="alert">
                {errorText(t, reset.error)}
              </Alert>
            )}
            <TextField
              label={t('resetPassword.newPassword')}
              type="password"
              autoComplete="new-password"
              autoFocus
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? t('form.passwordHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'reset-password-new' } }}
            />
            <TextField
              label={t('resetPassword.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              error={Boolean(errors.repeat)}
              helperText={errors.repeat}
              slotProps={{ htmlInput: { 'data-testid': 'reset-password-repeat' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={reset.isPending} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={reset.isPending}
            data-testid="reset-password-submit"
          >
            {t('resetPassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
