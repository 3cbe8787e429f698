import type { ReactNode } from 'react';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SPEED_LIMIT_KMH, VEHICLE_TYPES, type TVehicleType } from '@fleet/contracts';
import type { TFieldErrors } from '../lib/field-errors';
import { isVehicleType } from '../lib/truck-list-filter';
import type { TTruckFormField, TTruckFormValues } from '../lib/truck-form-model';
import { DriverPicker } from './driver-picker';

interface Props {
  values: TTruckFormValues;
  errors: TFieldErrors;
  onChange: <K extends TTruckFormField>(field: K, value: TTruckFormValues[K]) => void;
}

interface FieldOptions {
  props?: TextFieldProps;
  help?: string;
  htmlInput?: Record<string, unknown>;
  children?: ReactNode;
}

type TTextField = Exclude<TTruckFormField, 'vehicle_type' | 'driver_username'>;

export function TruckFormFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('trucks');
  const defaultLimit = DEFAULT_SPEED_LIMIT_KMH[values.vehicle_type];

  const field = (name: TTextField, label: string, options: FieldOptions = {}) => (
    <TextField
      {...options.props}
      id={`truck-form-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.help}
      fullWidth
      slotProps={{
        ...options.props?.slotProps,
        htmlInput: {
          ...options.htmlInput,
          'data-testid': `truck-form-${name.replace(/_/g, '-')}`,
        },
      }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {field('plate', t('form.plate'), {
        props: { required: true, autoFocus: true, autoComplete: 'off' },
        help: t('form.plateHelp'),
        htmlInput: { autoCapitalize: 'characters', spellCheck: false },
      })}
      {field('name', t('form.name'), { props: { autoComplete: 'off' } })}
      {field('device_id', t('form.deviceId'), {
        props: { autoComplete: 'off' },
        help: t('form.deviceIdHelp'),
        htmlInput: { spellCheck: false },
      })}
      {field('model', t('form.model'), { props: { autoComplete: 'off' } })}
      <TextField
        select
        required
        id="truck-form-vehicle_type"
        label={t('form.vehicleType')}
        value={values.vehicle_type}
        onChange={(event) => {
          if (isVehicleType(event.target.value)) onChange('vehicle_type', event.target.value);
        }}
        error={Boolean(errors.vehicle_type)}
        helperText={errors.vehicle_type}
        fullWidth
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'truck-form-vehicle-type' },
        }}
      >
        {VEHICLE_TYPES.map((type: TVehicleType) => (
          <option key={type} value={type}>
            {t(`vehicleTypes.${type}`)}
          </option>
        ))}
      </TextField>
      {field('speed_limit_kmh', t('form.speedLimit'), {
        props: {
          type: 'number',
          placeholder: String(defaultLimit),
          slotProps: { inputLabel: { shrink: true } },
        },
        help: t('form.speedLimitHelp', { limit: defaultLimit }),
        htmlInput: { inputMode: 'decimal', step: 1 },
      })}
      {field('cameras', t('form.cameras'), {
        props: { required: true, type: 'number' },
        htmlInput: { inputMode: 'numeric', step: 1 },
      })}
      {field('odometer_km', t('form.odometer'), {
        props: { required: true, type: 'number' },
        htmlInput: { inputMode: 'decimal', step: 'any' },
      })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DriverPicker
          value={values.driver_username}
          onChange={(username) => onChange('driver_username', username)}
          error={errors.driver_username}
        />
      </Box>
    </Box>
  );
}
