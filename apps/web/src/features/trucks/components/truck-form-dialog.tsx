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
import type { TTruck } from '@fleet/contracts';
import { errorText } from '@/i18n';
import { useCreateTruck, useUpdateTruck } from '../api';
import { serverFieldErrors, type TFieldErrors } from '../lib/field-errors';
import {
  createRequestOf,
  emptyTruckForm,
  truckFormFrom,
  updateRequestOf,
  validateTruckForm,
  type TTruckFormField,
  type TTruckFormValues,
} from '../lib/truck-form-model';
import { useFullScreenDialog } from '../lib/use-full-screen-dialog';
import { TruckFormFields } from './truck-form-fields';

/** Lets the content scroll between a fixed title and fixed actions. */
const formSx = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
} as const;

interface Props {
  /** The truck to edit; `null` creates a new one. */
  truck: TTruck | null;
  onClose: (savedMessage?: string) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function TruckFormDialog({ truck, onClose }: Props) {
  const { t } = useTranslation('trucks');
  const fullScreen = useFullScreenDialog();
  const [values, setValues] = useState<TTruckFormValues>(() =>
    truck ? truckFormFrom(truck) : emptyTruckForm(),
  );
  const [errors, setErrors] = useState<TFieldErrors>({});
  const create = useCreateTruck();
  const update = useUpdateTruck();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const failureFields = Object.keys(serverFieldErrors(t, failure)).length > 0;

  const change = <K extends TTruckFormField>(field: K, value: TTruckFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
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

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="truck-form-title"
      data-testid="truck-form"
    >
      <Box component="form" onSubmit={submit} noValidate sx={formSx}>
        <DialogTitle id="truck-form-title">
          {truck ? t('form.editTitle', { plate: truck.plate_display }) : t('form.createTitle')}
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
          <TruckFormFields values={values} errors={errors} onChange={change} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={saving} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving} data-testid="truck-form-save">
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
