import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@fleet/contracts';
import { useCreateRole } from '../api';
import { errorText } from '@/i18n';
import {
  serverRoleErrors,
  validateRoleForm,
  type TRoleForm,
  type TRoleFormErrors,
} from '../lib/role-form';
import { useFullScreenDialog } from '../lib/use-full-screen-dialog';

interface Props {
  onClose: (created?: TRole) => void;
}

export function CreateRoleDialog({ onClose }: Props) {
  const { t } = useTranslation('roles');
  const fullScreen = useFullScreenDialog();
  const create = useCreateRole();
  const [form, setForm] = useState<TRoleForm>({ name: '', label_vi: '', label_en: '' });
  const [errors, setErrors] = useState<TRoleFormErrors>({});
  const failedOnField = Object.keys(serverRoleErrors(t, create.error)).length > 0;

  const change = (field: keyof TRoleForm, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name.trim(),
      label_vi: form.label_vi.trim(),
      label_en: form.label_en.trim(),
    };
    const found = validateRoleForm(t, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: (role) => onClose(role),
      onError: (error) => setErrors(serverRoleErrors(t, error)),
    });
  };

  const field = (name: keyof TRoleForm, label: string, help?: string) => (
    <TextField
      label={label}
      required
      autoFocus={name === 'name'}
      autoComplete="off"
      value={form[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? help}
      slotProps={{ htmlInput: { 'data-testid': `role-form-${name.replace('_', '-')}` } }}
    />
  );

  return (
    <Dialog
      open
      onClose={() => !create.isPending && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="create-role-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-role-title">{t('createRole.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.error && !failedOnField && (
              <Alert severity="error" role="alert">
                {errorText(t, create.error)}
              </Alert>
            )}
            {field('name', t('createRole.name'), t('createRole.nameHelp'))}
            {field('label_vi', t('createRole.labelVi'))}
            {field('label_en', t('createRole.labelEn'))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={create.isPending} color="inherit">
            {t('createRole.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            data-testid="role-form-save"
          >
            {t('createRole.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
