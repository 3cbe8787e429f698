import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@fleet/contracts';
import { LOGIN_PATH } from '@/app/paths';
import { errorText } from '@/i18n/error-text';
import { serverFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';
import { call } from '@/lib/endpoint-call';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  ACCOUNT_REQUEST_FIELDS,
  emptyAccountRequest,
  validateAccountRequest,
  type TAccountRequestValues,
} from '../lib/account-request-form';

/** /auth/register: an account request (POST /form/requeset_demo) for an administrator to review. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form, setForm] = useState(emptyAccountRequest);
  const [errors, setErrors] = useState<TFieldErrors>({});
  useDocumentTitle(t('register.title'));
  const send = useMutation({
    mutationFn: (body: TAccountRequestValues) => call(ENDPOINTS.requestAccount, body),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAccountRequest(t, form);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(form);
  };

  if (send.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('register.title')}
        </Typography>
        <Alert severity="success" data-testid="register-success" sx={{ mb: 3 }}>
          {t('register.success')}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
            {t('register.backToLogin')}
          </Button>
          <Button
            onClick={() => {
              setForm(emptyAccountRequest());
              send.reset();
            }}
          >
            {t('register.another')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  // A refused request is worded by each problem's code, never by the English message.
  const serverErrors = serverFieldErrors(t, send.error);
  const helper = (field: string) => errors[field] ?? serverErrors[field];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('register.subtitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {send.isError && (
            <Alert severity="error" role="alert">
              {errorText(t, send.error)}
            </Alert>
          )}
          {ACCOUNT_REQUEST_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`register.${field}`)}
              value={form[field]}
              onChange={(event) =>
                setForm((current) => ({ ...current, [field]: event.target.value }))
              }
              required={field === 'fullname' || field === 'email'}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={
                {
                  fullname: 'name',
                  email: 'email',
                  phone: 'tel',
                  company: 'organization',
                  note: 'off',
                }[field]
              }
              multiline={field === 'note'}
              minRows={field === 'note' ? 3 : undefined}
              error={Boolean(helper(field))}
              helperText={helper(field)}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': `register-${field}` } }}
            />
          ))}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={send.isPending}
            startIcon={send.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="register-submit"
          >
            {t('register.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('register.backToLogin')}
        </Link>
      </Typography>
    </Paper>
  );
}
