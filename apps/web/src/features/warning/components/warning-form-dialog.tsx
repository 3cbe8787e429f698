import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WARNING_STATUSES, WARNING_TYPES, type TWarning } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { DateTimeField } from '@/components/date-time-field';
import { formGridSx, textFieldsOf } from '@/components/form-text-field';
import { useFormState } from '@/lib/use-form-state';
import { useTruckList } from '@/api/trucks';
import { useSaveWarning } from '../api';
import {
  emptyWarningForm,
  validateWarningForm,
  warningFormData,
  warningFormFrom,
  warningServerErrors,
  type TWarningForm,
} from '../lib/warning-form-model';
import { PositionPicker } from './position-picker';

interface Props {
  warning: TWarning | null;
  onClose: (message?: string) => void;
}

/** Create or edit a warning: fields, a position from the map or typed, an optional photo. */
export function WarningFormDialog({ warning, onClose }: Props) {
  const { t } = useTranslation('warning');
  const { values, errors, setErrors, change, marked } = useFormState<TWarningForm>(() =>
    warning ? warningFormFrom(warning) : emptyWarningForm(),
  );
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const trucks = useTruckList();
  const save = useSaveWarning();
  const id = warning?.id_canh_bao ?? null;
  // A refusal that names fields shows on them; any other shows above the form.
  const failureFields = Object.keys(warningServerErrors(t, save.error, id !== null)).length > 0;
  const field = textFieldsOf<keyof TWarningForm>({
    form: 'warning-form',
    values,
    errors,
    onChange: change,
  });

  const submit = () => {
    const found = validateWarningForm(t, values, id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id, form: warningFormData(id, values, image, removeImage) },
      {
        onSuccess: () => onClose(t(warning ? 'form.saved' : 'form.created')),
        onError: (error) => setErrors(warningServerErrors(t, error, id !== null)),
      },
    );
  };

  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return (
    <FormDialog
      id="warning-form"
      testId="warning-form"
      title={warning ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={save.isPending}
      failure={failureFields ? null : save.error}
      marked={marked}
      submitTestId="warning-form-save"
      maxWidth="md"
    >
      <Box sx={formGridSx}>
        {field('plate', t('form.plate'), {
          nativeSelect: true,
          children: [
            <option key="" value="">
              {t('form.noTruck')}
            </option>,
            ...(trucks.data ?? []).map((truck) => (
              <option key={truck.id} value={truck.plate}>
                {truck.plate_display}
              </option>
            )),
          ],
        })}
        {field('type', t('form.type'), {
          nativeSelect: true,
          children: WARNING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          )),
        })}
        {field('content', t('form.content'), {
          wide: true,
          multiline: true,
          minRows: 2,
          required: true,
        })}
        {field('username', t('form.username'))}
        <DateTimeField
          label={t('form.time')}
          value={values.time}
          onChange={(value) => change('time', value)}
          error={errors.time}
          help={t('form.timeHelp')}
          fullWidth
          testId="warning-form-time"
        />
        {field('lat', t('form.lat'), { htmlInput: { inputMode: 'decimal' } })}
        {field('lon', t('form.lon'), { htmlInput: { inputMode: 'decimal' } })}
        <PositionPicker
          lat={number(values.lat)}
          lon={number(values.lon)}
          onPick={({ lat, lon }) => {
            change('lat', lat.toFixed(6));
            change('lon', lon.toFixed(6));
          }}
        />
        {warning &&
          field('status', t('form.status'), {
            nativeSelect: true,
            children: WARNING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            )),
          })}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="body2" color="text.secondary">
            {t('form.image')}
          </Typography>
          <Button component="label" variant="outlined" size="small" sx={{ mt: 0.5 }}>
            {t('form.chooseImage')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png"
              data-testid="warning-form-image"
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
          </Button>
          {image && (
            <Typography variant="body2" component="span" sx={{ ml: 1 }}>
              {image.name}
            </Typography>
          )}
          {errors.image && (
            <Typography color="error" variant="body2">
              {errors.image}
            </Typography>
          )}
          {warning?.image_url && !image && (
            <FormControlLabel
              sx={{ display: 'block' }}
              control={
                <Checkbox
                  checked={removeImage}
                  onChange={(e) => setRemoveImage(e.target.checked)}
                />
              }
              label={t('form.removeImage')}
            />
          )}
        </Box>
      </Box>
    </FormDialog>
  );
}
