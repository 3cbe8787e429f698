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
import { DEFAULT_USER_ROLE, ZApproveAccountRequest, type TAccountRequest } from '@fleet/contracts';
import { useApproveRequest, useRoleOptions } from '../api';
import { errorText } from '@/i18n';
import { issueFieldErrors, serverFieldErrors, type TFieldErrors } from '../lib/field-errors';
import { FALLBACK_ROLES, roleLabel } from '../lib/role-label';
import { useFullScreenDialog } from '../lib/use-full-screen-dialog';

interface Props {
  request: TAccountRequest;
  onClose: (doneMessage?: string) => void;
}

/** A username to start from: the e-mail's local part, cleaned to the allowed characters. */
function suggestUsername(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return local.length >= 3 ? local.slice(0, 64) : '';
}

export function ApproveRequestDialog({ request, onClose }: Props) {
  const { t, i18n } = useTranslation('users');
  const fullScreen = useFullScreenDialog();
  const roles = useRoleOptions();
  const approve = useApproveRequest();
  const [username, setUsername] = useState(() => suggestUsername(request.email));
  const [password, setPassword] = useState('');
  const [role, setRole] = useState(DEFAULT_USER_ROLE);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const roleOptions = roles.data ?? FALLBACK_ROLES;
  const fieldFailed = Object.keys(serverFieldErrors(t, approve.error)).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { id: request.id, username: username.trim(), password, role };
    const checked = ZApproveAccountRequest.safeParse(body);
    const found = checked.success ? {} : issueFieldErrors(t, checked.error.issues);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    approve.mutate(body, {
      onSuccess: (user) => onClose(t('requests.approved', { username: user.username })),
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

  return (
    <Dialog
      open
      onClose={() => !approve.isPending && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="approve-request-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="approve-request-title">
          {t('requests.approveTitle', { fullname: request.fullname })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('requests.approveHelp', { email: request.email })}
            </DialogContentText>
            {approve.error && !fieldFailed && (
              <Alert severity="error" role="alert">
                {errorText(t, approve.error)}
              </Alert>
            )}
            <TextField
              label={t('form.username')}
              required
              autoFocus
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={Boolean(errors.username)}
              helperText={errors.username}
              slotProps={{ htmlInput: { 'data-testid': 'approve-username' } }}
            />
            <TextField
              label={t('form.password')}
              type="password"
              required
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? t('form.passwordHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'approve-password' } }}
            />
            <TextField
              select
              label={t('form.role')}
              required
              value={role}
              onChange={(event) => setRole(event.target.value)}
              error={Boolean(errors.role)}
              helperText={errors.role ?? (roles.isError ? t('form.rolesFallback') : undefined)}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'approve-role' },
              }}
            >
              {roleOptions.map((option) => (
                <option key={option.name} value={option.name}>
                  {roleLabel(roleOptions, option.name, i18n.language)}
                </option>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={approve.isPending} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={approve.isPending}
            data-testid="approve-submit"
          >
            {t('requests.approveSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
