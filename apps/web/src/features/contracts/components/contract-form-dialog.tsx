import { useTranslation } from 'react-i18next';
import type { TContract } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { useClientConfig } from '@/lib/client-config';
import { useFormState } from '@/lib/use-form-state';
import { useCreateContract, useUpdateContract } from '../api';
import {
  contractFormFrom,
  createRequestOf,
  emptyContractForm,
  serverFormErrors,
  updateRequestOf,
  validateContractForm,
} from '../lib/contract-form-model';
import { ContractFormFields } from './contract-form-fields';

interface Props {
  /** The contract to edit; `null` creates one. */
  contract: TContract | null;
  onClose: (savedMessage?: string) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function ContractFormDialog({ contract, onClose }: Props) {
  const { t } = useTranslation('contracts');
  const { config } = useClientConfig();
  const zone = config.time_zone;
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    contract ? contractFormFrom(contract, zone) : emptyContractForm(new Date(), zone),
  );
  const create = useCreateContract();
  const update = useUpdateContract();
  const failure = create.error ?? update.error;
  // The server's error body is shown as it came when no field carries it (api.md).
  const fieldsCarryIt = Object.keys(serverFormErrors(t, failure)).length > 0;

  const submit = () => {
    const found = validateContractForm(t, values, zone);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: (saved: TContract) =>
        onClose(t(contract ? 'form.saved' : 'form.created', { code: saved.code })),
      onError: (error: unknown) => setErrors(serverFormErrors(t, error)),
    };
    if (contract) update.mutate(updateRequestOf(contract.id, values, zone), handlers);
    else create.mutate(createRequestOf(values, zone), handlers);
  };

  return (
    <FormDialog
      id="contract-form"
      testId="contract-form"
      title={contract ? t('form.editTitle', { code: contract.code }) : t('form.createTitle')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={create.isPending || update.isPending}
      failure={fieldsCarryIt ? null : failure}
      marked={marked}
      submitTestId="contract-form-save"
      maxWidth="md"
    >
      <ContractFormFields values={values} errors={errors} onChange={change} />
    </FormDialog>
  );
}
