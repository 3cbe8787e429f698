import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_TYPES,
  DEFAULT_SPEED_LIMIT_KMH,
  VEHICLE_TYPES,
  type TVehicleType,
} from '@fleet/contracts';
import { FormTextField, formGridSx, textFieldsOf } from '@/components/form-text-field';
import type { TFieldErrors } from '@/i18n/field-error-text';
import { isVehicleType } from '@/api/trucks/truck-list-filter';
import type { TTruckFormField, TTruckFormValues } from '../lib/truck-form-model';
import { DriverPicker } from './driver-picker';

interface Props {
  values: TTruckFormValues;
  errors: TFieldErrors;
  onChange: <K extends TTruckFormField>(field: K, value: TTruckFormValues[K]) => void;
}

type TTextField = Exclude<TTruckFormField, 'vehicle_type' | 'driver_username' | 'business_type'>;

export function TruckFormFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('trucks');
  const defaultLimit = DEFAULT_SPEED_LIMIT_KMH[values.vehicle_type];
  const field = textFieldsOf<TTextField>({ form: 'truck-form', values, errors, onChange });

  return (
    <Box sx={formGridSx}>
      {field('plate', t('form.plate'), {
        required: true,
        autoFocus: true,
        autoComplete: 'off',
        help: t('form.plateHelp'),
        htmlInput: { autoCapitalize: 'characters', spellCheck: false },
      })}
      {field('name', t('form.name'), { autoComplete: 'off' })}
      {field('device_id', t('form.deviceId'), {
        autoComplete: 'off',
        help: t('form.deviceIdHelp'),
        htmlInput: { spellCheck: false },
      })}
      {field('model', t('form.model'), { autoComplete: 'off' })}
      <FormTextField
        nativeSelect
        required
        form="truck-form"
        name="vehicle_type"
        label={t('form.vehicleType')}
        value={values.vehicle_type}
        onValueChange={(type) => {
          if (isVehicleType(type)) onChange('vehicle_type', type);
        }}
        error={errors.vehicle_type}
      >
        {VEHICLE_TYPES.map((type: TVehicleType) => (
          <option key={type} value={type}>
            {t(`vehicleTypes.${type}`)}
          </option>
        ))}
      </FormTextField>
      {field('speed_limit_kmh', t('form.speedLimit'), {
        type: 'number',
        placeholder: String(defaultLimit),
        slotProps: { inputLabel: { shrink: true } },
        help: t('form.speedLimitHelp', { limit: defaultLimit }),
        htmlInput: { inputMode: 'decimal', step: 1 },
      })}
      {field('cameras', t('form.cameras'), {
        required: true,
        type: 'number',
        htmlInput: { inputMode: 'numeric', step: 1 },
      })}
      {field('odometer_km', t('form.odometer'), {
        required: true,
        type: 'number',
        htmlInput: { inputMode: 'decimal', step: 'any' },
      })}
      <FormTextField
        nativeSelect
        form="truck-form"
        name="business_type"
        label={t('form.businessType')}
        value={values.business_type}
        onValueChange={(type) => onChange('business_type', type)}
        error={errors.business_type}
      >
        <option value="">{t('form.businessTypeNone')}</option>
        {BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`businessTypes.${type}`)}
          </option>
        ))}
      </FormTextField>
      {field('vin', t('form.vin'), {
        autoComplete: 'off',
        htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 17 },
      })}
      {field('payload_kg', t('form.payload'), {
        type: 'number',
        help: t('form.payloadHelp'),
        htmlInput: { inputMode: 'numeric', step: 1 },
      })}
      {field('seats', t('form.seats'), {
        type: 'number',
        htmlInput: { inputMode: 'numeric', step: 1 },
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
