import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@fleet/contracts';
import { useCreateUser, useRoleOptions, useUpdateUser } from '../api';
import { errorText } from '@/i18n';
import { serverFieldErrors, type TFieldErrors } from '../lib/field-errors';
import { useFullScreenDialog } from '../lib/use-full-screen-dialog';
import {
  createRequestOf,
  emptyUserForm,
  updateRequestOf,
  userFormFrom,
  validateUserForm,
  type TUserFormField,
  type TUserFormValues,
} from '../lib/user-form-model';
import { UserFormFields } from './user-form-fields';

/** Lets the content scroll between a fixed title and fixed actions. */
const formSx = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
} as const;

interface Props {
  /** The user to edit; `null` creates a new one. */
  user: TSessionUser | null;
  onClose: (savedMessage?: string) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function UserFormDialog({ user, onClose }: Props) {
  const { t } = useTranslation('users');
  const fullScreen = useFullScreenDialog();
  const mode = user ? 'edit' : 'create';
  const [values, setValues] = useState<TUserFormValues>(() =>
    user ? userFormFrom(user) : emptyUserForm(),
  );
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [avatarBusy, setAvatarBusy] = useState(false);
  const roles = useRoleOptions();
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const failureFields = Object.keys(serverFieldErrors(t, failure)).length > 0;

  const change = <K extends TUserFormField>(field: K, value: TUserFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
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

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="user-form-title"
    >
      <Box component="form" onSubmit={submit} noValidate sx={formSx}>
        <DialogTitle id="user-form-title">
          {user ? t('form.editTitle', { username: user.username }) : t('form.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {failure && !failureFields && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {errorText(t, failure)}
            </Alert>
          )}
          {hasErrors && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('form.fixErrors')}
            </Alert>
          )}
          <UserFormFields
            mode={mode}
            values={values}
            errors={errors}
            onChange={change}
            roles={roles.data}
            rolesFailed={roles.isError}
            onAvatarBusyChange={setAvatarBusy}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={saving} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={saving}
            disabled={avatarBusy}
            data-testid="user-form-save"
          >
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
