import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TMarker } from '@fleet/contracts';
import { errorText } from '@/i18n';
import { fieldErrors } from '@/lib/api';
import { useCreateMarker, useUpdateMarker } from '../api';
import {
  emptyMarkerForm,
  markerFormFrom,
  markerRequestOf,
  type TMarkerFormField,
  type TMarkerFormValues,
} from '../lib/marker-form-model';
import { MarkerFormFields } from './marker-form-fields';

/** Edit a point, or create one (at a position picked on the map, if any). */
export type TMarkerFormTarget = { marker: TMarker } | { position?: { lat: number; lon: number } };

interface Props {
  target: TMarkerFormTarget;
  onClose: (saved?: { marker: TMarker; message: string }) => void;
}

type TErrors = Partial<Record<TMarkerFormField, string>>;

const formSx = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
} as const;

/** Mounted only while open, so each opening starts from fresh values. */
export function MarkerFormDialog({ target, onClose }: Props) {
  const { t } = useTranslation('location');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const editing = 'marker' in target ? target.marker : null;
  const [values, setValues] = useState<TMarkerFormValues>(() =>
    editing
      ? markerFormFrom(editing)
      : emptyMarkerForm('position' in target ? target.position : undefined),
  );
  const [errors, setErrors] = useState<TErrors>({});
  const create = useCreateMarker();
  const update = useUpdateMarker();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const change = <K extends TMarkerFormField>(field: K, value: TMarkerFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found } = markerRequestOf(values);
    if (!request) {
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, key]) => [field, t(`fieldErrors.${key}`)]),
        ),
      );
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (marker: TMarker) =>
        onClose({
          marker,
          message: t(editing ? 'form.saved' : 'form.created', { name: marker.name }),
        }),
      // The server's field messages are shown as they come: they name the rule broken.
      onError: (error: unknown) => setErrors(fieldErrors(error)),
    };
    if (editing) update.mutate({ id: editing.id, ...request }, handlers);
    else create.mutate(request, handlers);
  };

  const hasErrors = Object.keys(errors).length > 0;
  const showFailure = failure && Object.keys(fieldErrors(failure)).length === 0;

  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="marker-form-title"
      data-testid="marker-form"
    >
      <Box component="form" onSubmit={submit} noValidate sx={formSx}>
        <DialogTitle id="marker-form-title">
          {editing ? t('form.editTitle', { name: editing.name }) : t('form.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {showFailure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {errorText(t, failure)}
            </Alert>
          )}
          {hasErrors && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('form.fixErrors')}
            </Alert>
          )}
          <MarkerFormFields values={values} errors={errors} onChange={change} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={saving} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving} data-testid="marker-form-save">
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
