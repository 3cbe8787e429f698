import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ZCompanyProfile, type TCompanyProfile } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { formFieldErrors, serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { useFormState } from '@/lib/use-form-state';
import { useSaveCompany } from '../api';

interface Props {
  company: TCompanyProfile;
  onClose: () => void;
  onSaved: () => void;
}

const FORM = 'company';
const FIELDS = [
  ['name', 'company.name'],
  ['tax_code', 'company.taxCode'],
  ['business_licence_number', 'company.licenceNumber'],
  ['business_licence_issuer', 'company.licenceIssuer'],
  ['address', 'company.address'],
  ['phone', 'company.phone'],
] as const;

/** The company as the law names it: the reports' headers and the authority feed read it. */
export function CompanyDialog({ company, onClose, onSaved }: Props) {
  const { t } = useTranslation('authority-feed');
  const save = useSaveCompany();
  const { values, errors, setErrors, change, marked } = useFormState(() => ({
    name: company.name,
    tax_code: company.tax_code ?? '',
    business_licence_number: company.business_licence_number ?? '',
    business_licence_issuer: company.business_licence_issuer ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
  }));

  const submit = () => {
    const parsed = ZCompanyProfile.safeParse(values);
    if (!parsed.success) return setErrors(formFieldErrors(t, parsed.error.issues, values));
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

  return (
    <FormDialog
      id={FORM}
      title={t('company.title')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={serverIssues(save.error).length === 0 ? save.error : undefined}
      marked={marked}
      submitTestId="company-submit"
    >
      <Box sx={formGridSx}>
        {FIELDS.map(([name, label]) => (
          <FormTextField
            key={name}
            form={FORM}
            name={name}
            label={t(label)}
            value={values[name]}
            error={errors[name]}
            onValueChange={(value) => change(name, value)}
            wide={name === 'name' || name === 'address'}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
