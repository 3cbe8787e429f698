import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { useFormState } from '@/lib/use-form-state';
import { useCreateUser, useRoleOptions, useUpdateUser } from '../api';
import { serverFieldErrors } from '@/i18n/field-error-text';
import {
  createRequestOf,
  emptyUserForm,
  updateRequestOf,
  userFormFrom,
  validateUserForm,
} from '../lib/user-form-model';
import { UserFormFields } from './user-form-fields';

interface Props {
  /** The user to edit; `null` creates a new one. */
  user: TSessionUser | null;
  onClose: (savedMessage?: string) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function UserFormDialog({ user, onClose }: Props) {
  const { t } = useTranslation('users');
  const mode = user ? 'edit' : 'create';
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    user ? userFormFrom(user) : emptyUserForm(),
  );
  const [avatarBusy, setAvatarBusy] = useState(false);
  const roles = useRoleOptions();
  const create = useCreateUser();
  const update = useUpdateUser();
  const failure = create.error ?? update.error;
  const failureFields = Object.keys(serverFieldErrors(t, failure)).length > 0;

  const submit = () => {
    const found = validateUserForm(t, values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: (saved: TSessionUser) =>
        onClose(t(mode === 'create' ? 'form.created' : 'form.saved', { username: saved.username })),
      onError: (error: unknown) => setErrors(serverFieldErrors(t, error)),
    };
    if (mode === 'create') create.mutate(createRequestOf(values), handlers);
    else update.mutate(updateRequestOf(values), handlers);
  };

  return (
    <FormDialog
      id="user-form"
      title={user ? t('form.editTitle', { username: user.username }) : t('form.createTitle')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={create.isPending || update.isPending}
      failure={failureFields ? null : failure}
      marked={marked}
      submitTestId="user-form-save"
      submitDisabled={avatarBusy}
      maxWidth="md"
    >
      <UserFormFields
        mode={mode}
        values={values}
        errors={errors}
        onChange={change}
        roles={roles.data}
        rolesFailed={roles.isError}
        onAvatarBusyChange={setAvatarBusy}
      />
    </FormDialog>
  );
}
