import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MARKER_TYPES, type TMarkerType } from '@fleet/contracts';
import { FormTextField, formGridSx, textFieldsOf } from '@/components/form-text-field';
import type { TMarkerFormField, TMarkerFormValues } from '../lib/marker-form-model';

interface Props {
  values: TMarkerFormValues;
  /** Already translated messages per field. */
  errors: Partial<Record<TMarkerFormField, string>>;
  onChange: <K extends TMarkerFormField>(field: K, value: TMarkerFormValues[K]) => void;
}

export function MarkerFormFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('location');

  const field = textFieldsOf<Exclude<TMarkerFormField, 'type'>>({
    form: 'marker-form',
    values,
    errors,
    onChange,
  });
  const decimal = { inputMode: 'decimal' };

  return (
    <Box sx={formGridSx}>
      {field('name', t('form.name'), { required: true, autoFocus: true, wide: true })}
      <FormTextField
        nativeSelect
        required
        form="marker-form"
        name="type"
        label={t('form.type')}
        value={values.type}
        onValueChange={(type) => onChange('type', type as TMarkerType)}
        error={errors.type}
      >
        {MARKER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`markerTypes.${type}`)}
          </option>
        ))}
      </FormTextField>
      {field('radius_m', t('form.radius'), {
        required: true,
        help: t('form.radiusHelp'),
        htmlInput: decimal,
      })}
      {field('lat', t('form.lat'), { required: true, htmlInput: decimal })}
      {field('lon', t('form.lon'), { required: true, htmlInput: decimal })}
      {values.type === 'speed_zone' &&
        field('speed_limit_kmh', t('form.speedLimit'), {
          help: t('form.speedLimitHelp'),
          wide: true,
          htmlInput: decimal,
        })}
      {field('address', t('form.address'), { wide: true })}
      {field('note', t('form.note'), { multiline: true, minRows: 2, wide: true })}
    </Box>
  );
}
