import { useTranslation } from 'react-i18next';
import { findPage, type TTruck } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { useFormState } from '@/lib/use-form-state';
import { usePageGrants } from '@/lib/grants';
import { useCreateTruck, useUpdateTruck } from '@/api/trucks';
import {
  cameraCountWith,
  requestOf,
  useCameraDraft,
  type TCameraDraft,
} from '@/api/trucks/camera-api';
import { serverFieldErrors } from '@/i18n/field-error-text';
import {
  createRequestOf,
  emptyTruckForm,
  truckFormFrom,
  updateRequestOf,
  validateTruckForm,
} from '../lib/truck-form-model';
import { TruckAssignmentsSection } from './truck-assignments-section';
import { TruckCamerasSection } from './truck-cameras-section';
import { TruckFormFields } from './truck-form-fields';
import { TruckTerminalSection } from './truck-terminal-section';

const CAMERA_SOURCES = findPage('camera-sources')!;

interface Props {
  /** The truck to edit; `null` creates a new one. */
  truck: TTruck | null;
  /** Admins: the truck's JT/T 808 terminal can be released. */
  isAdmin?: boolean;
  onClose: (savedMessage?: string) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function TruckFormDialog({ truck, isAdmin = false, onClose }: Props) {
  const { t } = useTranslation('trucks');
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    truck ? truckFormFrom(truck) : emptyTruckForm(),
  );
  const create = useCreateTruck();
  const update = useUpdateTruck();
  // Cameras belong to an existing truck: edited here, saved right after the truck.
  const cameras = useCameraDraft(truck?.id ?? null);
  const { canOpen } = usePageGrants();
  const canEditSources = canOpen(CAMERA_SOURCES);
  const cameraCount = Number(values.cameras);
  const cameraSection = {
    ...cameras,
    change(rows: TCameraDraft[]) {
      cameras.change(rows);
      const count = cameraCountWith(cameraCount, rows);
      if (count !== cameraCount) change('cameras', String(count));
    },
  };
  const failure = create.error ?? update.error;
  const failureFields = Object.keys(serverFieldErrors(t, failure)).length > 0;

  const submit = () => {
    const found = validateTruckForm(t, values, truck?.id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: (saved: TTruck) => {
        const done = () =>
          onClose(t(truck ? 'form.saved' : 'form.created', { plate: saved.plate_display }));
        if (!truck || !cameras.dirty) return done();
        // A refused camera list keeps the dialog open with its message.
        cameras.save.mutate(requestOf(truck.id, cameras.rows), { onSuccess: done });
      },
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
      busy={create.isPending || update.isPending || cameras.save.isPending}
      failure={failureFields ? null : failure}
      marked={marked}
      submitTestId="truck-form-save"
      // An existing truck's dialog holds its cameras: their sources need the width.
      maxWidth={truck ? 'md' : 'sm'}
    >
      <TruckFormFields values={values} errors={errors} onChange={change} />
      {truck && (
        <TruckCamerasSection
          state={cameraSection}
          count={cameraCount || 0}
          readOnly={!canEditSources}
        />
      )}
      {truck && <TruckAssignmentsSection truckId={truck.id} />}
      {truck?.device_id && <TruckTerminalSection truck={truck} canRelease={isAdmin} />}
    </FormDialog>
  );
}
