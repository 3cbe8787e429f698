import { useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_USER_ROLE, ZApproveAccountRequest, type TAccountRequest } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useApproveRequest, useRoleOptions } from '../api';
import { formFieldErrors, serverFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';
import { FALLBACK_ROLES, roleLabel } from '../lib/role-label';

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
  const roles = useRoleOptions();
  const approve = useApproveRequest();
  const [username, setUsername] = useState(() => suggestUsername(request.email));
  const [password, setPassword] = useState('');
  const [role, setRole] = useState(DEFAULT_USER_ROLE);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const roleOptions = roles.data ?? FALLBACK_ROLES;
  const fieldFailed = Object.keys(serverFieldErrors(t, approve.error)).length > 0;

  const submit = () => {
    const body = { id: request.id, username: username.trim(), password, role };
    const checked = ZApproveAccountRequest.safeParse(body);
    const found = checked.success ? {} : formFieldErrors(t, checked.error.issues, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    approve.mutate(body, {
      onSuccess: (user) => onClose(t('requests.approved', { username: user.username })),
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

  return (
    <FormDialog
      id="approve-request"
      title={t('requests.approveTitle', { fullname: request.fullname })}
      description={t('requests.approveHelp', { email: request.email })}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={approve.isPending}
      failure={fieldFailed ? null : approve.error}
      submitText={t('requests.approveSubmit')}
      submitTestId="approve-submit"
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <FormTextField
          form="approve"
          name="username"
          label={t('form.username')}
          required
          autoFocus
          autoComplete="off"
          value={username}
          onValueChange={setUsername}
          error={errors.username}
        />
        <FormTextField
          form="approve"
          name="password"
          label={t('form.password')}
          type="password"
          required
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          help={t('form.passwordHelp')}
        />
        <FormTextField
          nativeSelect
          form="approve"
          name="role"
          label={t('form.role')}
          required
          value={role}
          onValueChange={setRole}
          error={errors.role}
          help={roles.isError ? t('form.rolesFallback') : undefined}
        >
          {roleOptions.map((option) => (
            <option key={option.name} value={option.name}>
              {roleLabel(roleOptions, option.name, i18n.language)}
            </option>
          ))}
        </FormTextField>
      </Stack>
    </FormDialog>
  );
}
