import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, PASSWORD_MIN_LENGTH } from '@fleet/contracts';
import { PushOptIn } from '@/components/push-opt-in';
import { AlertRulesSections } from '../components/alert-rules-section';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/endpoint-call';

type TField = 'current' | 'next' | 'confirm';
const EMPTY: Record<TField, string> = { current: '', next: '', confirm: '' };
const AUTOCOMPLETE: Record<TField, string> = {
  current: 'current-password',
  next: 'new-password',
  confirm: 'new-password',
};

function validate(form: Record<TField, string>): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  if (!form.current) errors.current = 'changePassword.errors.required';
  if (!form.next) errors.next = 'changePassword.errors.required';
  else if (form.next.length < PASSWORD_MIN_LENGTH) errors.next = 'changePassword.errors.tooShort';
  else if (form.next === form.current) errors.next = 'changePassword.errors.same';
  if (!form.confirm) errors.confirm = 'changePassword.errors.required';
  else if (form.confirm !== form.next) errors.confirm = 'changePassword.errors.mismatch';
  return errors;
}

/**
 * /change-password, the user's own settings: the password (POST /api/user/change_password)
 * alerts on this device (web push) and which warnings reach the user (alert rules).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const change = useMutation({
    mutationFn: (values: Record<TField, string>) =>
      call(ENDPOINTS.changePassword, {
        current_password: values.current,
        new_password: values.next,
      }),
    onSuccess: () => setForm(EMPTY),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate(form);
  };

  const wrongPassword = change.error instanceof ApiError && change.error.code === 'WRONG_PASSWORD';
  const helper = (field: TField): string | undefined => {
    const key = errors[field];
    if (key) return t(key, { min: PASSWORD_MIN_LENGTH });
    if (field === 'current' && wrongPassword) return errorText(t, change.error);
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('changePassword.intro', { min: PASSWORD_MIN_LENGTH })}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {change.isSuccess && (
              <Alert severity="success" data-testid="change-password-success" role="status">
                {t('changePassword.success')}
              </Alert>
            )}
            {change.isError && !wrongPassword && (
              <Alert severity="error" role="alert">
                {errorText(t, change.error)}
              </Alert>
            )}
            {(['current', 'next', 'confirm'] as const).map((field) => (
              <TextField
                key={field}
                type="password"
                label={t(`changePassword.${field}`)}
                value={form[field]}
                onChange={(event) => {
                  setForm((current) => ({ ...current, [field]: event.target.value }));
                  if (change.isSuccess || change.isError) change.reset();
                }}
                autoComplete={AUTOCOMPLETE[field]}
                required
                fullWidth
                error={Boolean(helper(field))}
                helperText={helper(field)}
                slotProps={{ htmlInput: { 'data-testid': `change-password-${field}` } }}
              />
            ))}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={change.isPending}
                startIcon={
                  change.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
                }
                data-testid="change-password-submit"
              >
                {t('changePassword.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
      <PushOptIn app="console" />
      <AlertRulesSections />
    </Stack>
  );
}
