import { Box } from '@mui/material';
import { ADMIN_ROLE, LICENCE_CLASSES } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-time-field';
import { formGridSx, textFieldsOf } from '@/components/form-text-field';
import { useSession } from '@/lib/session';
import type { TFieldErrors } from '@/i18n/field-error-text';
import { FALLBACK_ROLES, roleLabel, type TRoleOption } from '../lib/role-label';
import type { TUserFormField, TUserFormValues } from '../lib/user-form-model';
import { AvatarField } from './avatar-field';

type TTextField = Exclude<TUserFormField, 'avatar'>;
type TDateField = 'ngay_bat_dau' | 'licence_issued_on' | 'licence_expires_on';

interface Props {
  mode: 'create' | 'edit';
  values: TUserFormValues;
  errors: TFieldErrors;
  onChange: <K extends TUserFormField>(field: K, value: TUserFormValues[K]) => void;
  roles: readonly TRoleOption[] | undefined;
  rolesFailed: boolean;
  onAvatarBusyChange: (busy: boolean) => void;
}

export function UserFormFields(props: Props) {
  const { mode, values, errors, onChange, roles, rolesFailed, onAvatarBusyChange } = props;
  const { t, i18n } = useTranslation('users');
  const { user: me } = useSession();
  // Only an admin gives the admin role (account-rules.ts); others are not offered it.
  const roleOptions = (roles ?? FALLBACK_ROLES).filter(
    (role) => role.name !== ADMIN_ROLE || me?.role === ADMIN_ROLE,
  );
  const editing = mode === 'edit';

  const field = textFieldsOf<TTextField>({ form: 'user-form', values, errors, onChange });
  // Dates typed DD/MM/YYYY whatever the browser's locale (a native date box reads mm/dd/yyyy).
  const dateField = (name: TDateField, label: string, required = false) => (
    <DateField
      id={`user-form-${name}`}
      label={label}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      error={errors[name]}
      required={required}
      fullWidth
      testId={`user-form-${name.replace(/_/g, '-')}`}
    />
  );

  const roleChoices = roleOptions.some((r) => r.name === values.role)
    ? roleOptions
    : [...roleOptions, { name: values.role, label_vi: values.role, label_en: values.role }];

  return (
    <Box sx={formGridSx}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <AvatarField
          value={values.avatar}
          name={values.fullname}
          onChange={(url) => onChange('avatar', url)}
          onBusyChange={onAvatarBusyChange}
        />
      </Box>
      {field('username', t('form.username'), {
        required: !editing,
        autoFocus: !editing,
        autoComplete: 'off',
        variant: editing ? 'filled' : 'outlined',
        htmlInput: { readOnly: editing },
        help: editing ? t('form.usernameHelp') : undefined,
      })}
      {!editing &&
        field('password', t('form.password'), {
          required: true,
          type: 'password',
          autoComplete: 'new-password',
          help: t('form.passwordHelp'),
        })}
      {field('fullname', t('form.fullname'), { required: true, autoFocus: editing })}
      {field('role', t('form.role'), {
        nativeSelect: true,
        required: true,
        help: rolesFailed ? t('form.rolesFallback') : undefined,
        children: roleChoices.map((role) => (
          <option key={role.name} value={role.name}>
            {roleLabel(roleChoices, role.name, i18n.language)}
          </option>
        )),
      })}
      {field('email', t('form.email'), { type: 'email', autoComplete: 'off' })}
      {field('phone', t('form.phone'), {
        type: 'tel',
        autoComplete: 'off',
        help: t('form.phoneHelp'),
      })}
      {dateField('ngay_bat_dau', t('form.startDate'), true)}
      {field('card_id', t('form.cardId'), { help: t('form.cardIdHelp') })}
      {field('licence_number', t('form.licenceNumber'))}
      {field('licence_class', t('form.licenceClass'), {
        nativeSelect: true,
        children: [
          <option key="" value="">
            {t('form.licenceClassNone')}
          </option>,
          ...LICENCE_CLASSES.map((licenceClass) => (
            <option key={licenceClass} value={licenceClass}>
              {licenceClass}
            </option>
          )),
        ],
      })}
      {dateField('licence_issued_on', t('form.licenceIssuedOn'))}
      {dateField('licence_expires_on', t('form.licenceExpiresOn'))}
      {field('licence_issued_by', t('form.licenceIssuedBy'))}
      {field('note', t('form.note'), { multiline: true, minRows: 2, wide: true })}
    </Box>
  );
}
