import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, FilterForm, ShowButton } from '@/components/filter-form';
import { TruckPicker } from '@/components/truck-picker';
import { useTruckList } from '@/api/trucks';
import { useDomainSettings } from '@/lib/domain-settings';
import { wireTime } from '@/lib/company-time';
import { MIN_STOP_CHOICES, type TTripParams } from '../lib/trip-params';

/** The select's value for "the admin's setting". */
const AS_SET = 'setting';

interface Props {
  initial: TTripParams;
  timeZone: string;
  busy: boolean;
  onShow: (trip: TTripParams) => void;
}

/** Truck, range and shortest stop, then "Show": what the trip report covers. */
export function TripFilter({ initial, timeZone, busy, onShow }: Props) {
  const { t } = useTranslation('contracts');
  const trucks = useTruckList();
  const setting = useDomainSettings().data?.min_stop_minutes;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ truck?: string; to?: string }>({});
  const truck = (trucks.data ?? []).find((candidate) => candidate.plate === draft.plate) ?? null;
  const edit = (change: Partial<TTripParams>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };

  const submit = () => {
    const from = wireTime(draft.from, timeZone);
    const to = wireTime(draft.to, timeZone);
    const found = {
      ...(truck ? {} : { truck: t('report.truckRequired') }),
      ...(from && to && from <= to ? {} : { to: t('report.invalidRange') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onShow(draft);
  };

  return (
    <FilterForm label={t('report.label')} onSubmit={submit}>
      <TruckPicker
        trucks={trucks.data ?? []}
        value={truck}
        onChange={(next) => edit({ plate: next?.plate ?? '', contractId: null })}
        label={t('report.truck')}
        loading={trucks.isLoading}
        loadingText={t('form.trucksLoading')}
        noOptionsText={t('form.noTrucks')}
        error={errors.truck}
        testId="trip-truck"
      />
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(field, value) => edit({ [field]: value })}
        labels={{ from: t('report.from'), to: t('report.to') }}
        testId="trip"
        errors={{ to: errors.to }}
      />
      <TextField
        select
        label={t('report.minStop')}
        value={draft.minMinutes ?? AS_SET}
        onChange={(event) =>
          edit({ minMinutes: event.target.value === AS_SET ? null : Number(event.target.value) })
        }
        sx={{ minWidth: 150 }}
        slotProps={{ htmlInput: { 'data-testid': 'trip-min' } }}
      >
        <MenuItem value={AS_SET}>
          {setting === undefined
            ? t('report.minutesAsSet')
            : t('report.minutesSetting', { count: setting })}
        </MenuItem>
        {MIN_STOP_CHOICES.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {t('report.minutes', { count: minutes })}
          </MenuItem>
        ))}
      </TextField>
      <ShowButton label={t('report.show')} testId="trip-show" busy={busy} />
    </FilterForm>
  );
}
