import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_STATUSES,
  type TContractStatus,
  type TMarker,
  type TTruck,
} from '@fleet/contracts';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { DateTimeField } from '@/components/date-time-field';
import { useDriverOptions, useTruckList, type TDriverOption } from '@/api/trucks';
import { useMarkerOptions } from '../api';
import type { TContractFormErrors, TContractFormValues } from '../lib/contract-form-model';
import { OptionPicker } from './option-picker';

interface Props {
  values: TContractFormValues;
  errors: TContractFormErrors;
  onChange: <K extends keyof TContractFormValues>(field: K, value: TContractFormValues[K]) => void;
}

const isStatus = (value: string): value is TContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(value);

export function ContractFormFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('contracts');
  const trucks = useTruckList();
  const drivers = useDriverOptions();
  const markers = useMarkerOptions();
  const text = (name: 'code' | 'customer' | 'cargo' | 'note', label: string, wide = false) => (
    <FormTextField
      form="contract-form"
      name={name}
      label={label}
      value={values[name]}
      onValueChange={(value) => onChange(name, value)}
      error={errors[name]}
      required={name === 'code' || name === 'customer'}
      autoFocus={name === 'code'}
      autoComplete="off"
      multiline={name === 'note'}
      wide={wide}
    />
  );
  const time = (name: 'planned_start' | 'planned_end', label: string) => (
    <DateTimeField
      label={label}
      required
      fullWidth
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      error={errors[name]}
      testId={`contract-form-${name.replace(/_/g, '-')}`}
    />
  );
  const truck = (trucks.data ?? []).find((candidate) => candidate.plate === values.plate) ?? null;
  // A driver who is not (or no longer) listed stays shown by username.
  const driverOptions = useMemo<TDriverOption[]>(() => {
    const listed = drivers.data ?? [];
    const current = values.driver_username;
    return current && !listed.some((d) => d.username === current)
      ? [{ username: current, fullname: current }, ...listed]
      : listed;
  }, [drivers.data, values.driver_username]);
  const markerOf = (id: number | null) =>
    (markers.data ?? []).find((marker) => marker.id === id) ?? null;
  const point = (name: 'origin_marker_id' | 'destination_marker_id', label: string) => (
    <OptionPicker<TMarker>
      name={name}
      label={label}
      options={markers.data ?? []}
      value={markerOf(values[name])}
      onChange={(next) => onChange(name, next?.id ?? null)}
      labelOf={(marker) => marker.name}
      keyOf={(marker) => marker.id}
      loading={markers.isLoading}
      loadingText={t('form.pointsLoading')}
      noOptionsText={t('form.noPoints')}
      error={errors[name]}
    />
  );

  return (
    <Box sx={formGridSx}>
      {text('code', t('form.code'))}
      {text('customer', t('form.customer'))}
      <OptionPicker<TTruck>
        name="plate"
        label={t('form.truck')}
        required
        options={trucks.data ?? []}
        value={truck}
        onChange={(next) => onChange('plate', next?.plate ?? '')}
        labelOf={(option) =>
          option.name ? `${option.plate_display} – ${option.name}` : option.plate_display
        }
        keyOf={(option) => option.id}
        loading={trucks.isLoading}
        loadingText={t('form.trucksLoading')}
        noOptionsText={t('form.noTrucks')}
        error={errors.plate}
      />
      <OptionPicker<TDriverOption>
        name="driver_username"
        label={t('form.driver')}
        options={driverOptions}
        value={driverOptions.find((d) => d.username === values.driver_username) ?? null}
        onChange={(next) => onChange('driver_username', next?.username ?? '')}
        labelOf={(d) => (d.fullname === d.username ? d.username : `${d.fullname} (${d.username})`)}
        keyOf={(d) => d.username}
        loading={drivers.isLoading}
        loadingText={t('form.trucksLoading')}
        noOptionsText={t('form.driverNone')}
        error={errors.driver_username}
      />
      {time('planned_start', t('form.plannedStart'))}
      {time('planned_end', t('form.plannedEnd'))}
      {point('origin_marker_id', t('form.origin'))}
      {point('destination_marker_id', t('form.destination'))}
      {text('cargo', t('form.cargo'))}
      <FormTextField
        nativeSelect
        form="contract-form"
        name="status"
        label={t('form.status')}
        value={values.status}
        onValueChange={(value) => {
          if (isStatus(value)) onChange('status', value);
        }}
      >
        {CONTRACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </FormTextField>
      {text('note', t('form.note'), true)}
    </Box>
  );
}
