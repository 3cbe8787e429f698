import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MARKER_TYPES, type TMarkerType } from '@fleet/contracts';
import type { TMarkerFormField, TMarkerFormValues } from '../lib/marker-form-model';

interface Props {
  values: TMarkerFormValues;
  /** Already translated messages per field. */
  errors: Partial<Record<TMarkerFormField, string>>;
  onChange: <K extends TMarkerFormField>(field: K, value: TMarkerFormValues[K]) => void;
}

export function MarkerFormFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('location');

  const field = (
    name: Exclude<TMarkerFormField, 'type'>,
    label: string,
    props: TextFieldProps & { help?: string; wide?: boolean; decimal?: boolean } = {},
  ) => {
    const { help, wide, decimal, ...rest } = props;
    return (
      <TextField
        {...rest}
        id={`marker-form-${name}`}
        label={label}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name] ?? help}
        fullWidth
        sx={wide ? { gridColumn: '1 / -1' } : undefined}
        slotProps={{
          htmlInput: {
            'data-testid': `marker-form-${name.replace(/_/g, '-')}`,
            inputMode: decimal ? 'decimal' : undefined,
          },
        }}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {field('name', t('form.name'), { required: true, autoFocus: true, wide: true })}
      <TextField
        select
        id="marker-form-type"
        label={t('form.type')}
        value={values.type}
        onChange={(event) => onChange('type', event.target.value as TMarkerType)}
        fullWidth
        required
        error={Boolean(errors.type)}
        helperText={errors.type}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'marker-form-type' },
        }}
      >
        {MARKER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`markerTypes.${type}`)}
          </option>
        ))}
      </TextField>
      {field('radius_m', t('form.radius'), {
        required: true,
        help: t('form.radiusHelp'),
        decimal: true,
      })}
      {field('lat', t('form.lat'), { required: true, decimal: true })}
      {field('lon', t('form.lon'), { required: true, decimal: true })}
      {values.type === 'speed_zone' &&
        field('speed_limit_kmh', t('form.speedLimit'), {
          help: t('form.speedLimitHelp'),
          wide: true,
          decimal: true,
        })}
      {field('address', t('form.address'), { wide: true })}
      {field('note', t('form.note'), { multiline: true, minRows: 2, wide: true })}
    </Box>
  );
}
