import { useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { issueOf, ZPassword } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useResetPassword } from '../api';
import { fieldErrorText, serverFieldErrors } from '@/i18n/field-error-text';

interface Props {
  username: string;
  onClose: (doneMessage?: string) => void;
}

/** Admin sets a new password for another user (PUT /user/reset_password). */
export function ResetPasswordDialog({ username, onClose }: Props) {
  const { t } = useTranslation('users');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  const submit = () => {
    const checked = ZPassword.safeParse(password);
    const found = {
      password: checked.success
        ? undefined
        : fieldErrorText(t, issueOf(checked.error.issues[0]!, password)),
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
    <FormDialog
      id="reset-password"
      title={t('resetPassword.title', { username })}
      description={t('resetPassword.help')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={reset.isPending}
      failure={errors.password ? null : reset.error}
      submitText={t('resetPassword.submit')}
      submitTestId="reset-password-submit"
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <FormTextField
          form="reset-password"
          name="new"
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          help={t('form.passwordHelp')}
        />
        <FormTextField
          form="reset-password"
          name="repeat"
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onValueChange={setRepeat}
          error={errors.repeat}
        />
      </Stack>
    </FormDialog>
  );
}
