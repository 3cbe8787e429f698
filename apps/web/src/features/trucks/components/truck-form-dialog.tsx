import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { useFormState } from '@/lib/use-form-state';
import { useCreateTruck, useUpdateTruck } from '../api';
import { serverFieldErrors } from '../lib/field-errors';
import {
  createRequestOf,
  emptyTruckForm,
  truckFormFrom,
  updateRequestOf,
  validateTruckForm,
} from '../lib/truck-form-model';
import { TruckFormFields } from './truck-form-fields';

interface Props {
  /** The truck to edit; `null` creates a new one. */
  truck: TTruck | null;
  onClose: (savedMessage?: string) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function TruckFormDialog({ truck, onClose }: Props) {
  const { t } = useTranslation('trucks');
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    truck ? truckFormFrom(truck) : emptyTruckForm(),
  );
  const create = useCreateTruck();
  const update = useUpdateTruck();
  const failure = create.error ?? update.error;
  const failureFields = Object.keys(serverFieldErrors(t, failure)).length > 0;

  const submit = () => {
    const found = validateTruckForm(t, values, truck?.id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: (saved: TTruck) =>
        onClose(t(truck ? 'form.saved' : 'form.created', { plate: saved.plate_display })),
      onError: (error: unknown) => setErrors(serverFieldErrors(t, error)),
    };
    if (truck) update.mutate(updateRequestOf(truck.id, values), handlers);
    else create.mutate(createRequestOf(values), handlers);
  };

  return (
    <FormDialog
      id="truck-form"
      testId="truck-form"
      title={truck ? t('form.editTitle', { plate: truck.plate_display }) : t('form.createTitle')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={create.isPending || update.isPending}
      failure={failureFields ? null : failure}
      marked={marked}
      submitTestId="truck-form-save"
    >
      <TruckFormFields values={values} errors={errors} onChange={change} />
    </FormDialog>
  );
}
