import { useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { textFieldsOf } from '@/components/form-text-field';
import { useCreateRole } from '../api';
import {
  serverRoleErrors,
  validateRoleForm,
  type TRoleForm,
  type TRoleFormErrors,
} from '../lib/role-form';

interface Props {
  onClose: (created?: TRole) => void;
}

export function CreateRoleDialog({ onClose }: Props) {
  const { t } = useTranslation('roles');
  const create = useCreateRole();
  const [form, setForm] = useState<TRoleForm>({ name: '', label_vi: '', label_en: '' });
  const [errors, setErrors] = useState<TRoleFormErrors>({});
  const failedOnField = Object.keys(serverRoleErrors(t, create.error)).length > 0;

  const change = (field: keyof TRoleForm, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = () => {
    const body = {
      name: form.name.trim(),
      label_vi: form.label_vi.trim(),
      label_en: form.label_en.trim(),
    };
    const found = validateRoleForm(t, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // No English name: the server names the role in Vietnamese in English too.
    create.mutate(
      { ...body, label_en: body.label_en || undefined },
      {
        onSuccess: (role) => onClose(role),
        onError: (error) => setErrors(serverRoleErrors(t, error)),
      },
    );
  };

  const field = textFieldsOf<keyof TRoleForm>({
    form: 'role-form',
    values: form,
    errors,
    onChange: change,
  });

  return (
    <FormDialog
      id="create-role"
      title={t('createRole.title')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={create.isPending}
      failure={failedOnField ? null : create.error}
      submitText={t('createRole.submit')}
      submitTestId="role-form-save"
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('name', t('createRole.name'), {
          required: true,
          autoFocus: true,
          autoComplete: 'off',
          help: t('createRole.nameHelp'),
        })}
        {field('label_vi', t('createRole.labelVi'), { required: true, autoComplete: 'off' })}
        {field('label_en', t('createRole.labelEn'), {
          autoComplete: 'off',
          help: t('createRole.labelEnHelp'),
        })}
      </Stack>
    </FormDialog>
  );
}
