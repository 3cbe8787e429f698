import { useTranslation } from 'react-i18next';
import type { TMarker } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { useFormState } from '@/lib/use-form-state';
import { useCreateMarker, useUpdateMarker } from '../api';
import { emptyMarkerForm, markerFormFrom, markerRequestOf } from '../lib/marker-form-model';
import { MarkerFormFields } from './marker-form-fields';

/** Edit a point, or create one (at a position picked on the map, if any). */
export type TMarkerFormTarget = { marker: TMarker } | { position?: { lat: number; lon: number } };

interface Props {
  target: TMarkerFormTarget;
  onClose: (saved?: { marker: TMarker; message: string }) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function MarkerFormDialog({ target, onClose }: Props) {
  const { t } = useTranslation('location');
  const editing = 'marker' in target ? target.marker : null;
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    editing
      ? markerFormFrom(editing)
      : emptyMarkerForm('position' in target ? target.position : undefined),
  );
  const create = useCreateMarker();
  const update = useUpdateMarker();
  const failure = create.error ?? update.error;

  const submit = () => {
    const { request, errors: found } = markerRequestOf(t, values);
    if (!request) {
      setErrors(found);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (marker: TMarker) =>
        onClose({
          marker,
          message: t(editing ? 'form.saved' : 'form.created', { name: marker.name }),
        }),
      // Worded by each problem's code in the interface language, never the English message.
      onError: (error: unknown) => setErrors(serverFieldErrors(t, error)),
    };
    if (editing) update.mutate({ id: editing.id, ...request }, handlers);
    else create.mutate(request, handlers);
  };

  const showFailure = failure && serverIssues(failure).length === 0;

  return (
    <FormDialog
      id="marker-form"
      testId="marker-form"
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.createTitle')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={create.isPending || update.isPending}
      failure={showFailure ? failure : null}
      marked={marked}
      submitTestId="marker-form-save"
    >
      <MarkerFormFields values={values} errors={errors} onChange={change} />
    </FormDialog>
  );
}
