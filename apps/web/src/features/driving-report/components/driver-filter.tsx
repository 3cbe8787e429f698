import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDriver, TDriverReportRequest } from '@fleet/contracts';
import { DateRangeFields, FilterForm, ShowButton } from '@/components/filter-form';
import { useDrivers } from '../api';
import { driverFilter } from '../lib/report-format';

export interface TDriverDraft {
  from: string;
  to: string;
  /** Username, '' = every driver. */
  driver: string;
}

interface Props {
  initial: TDriverDraft;
  busy: boolean;
  onShow: (filter: TDriverReportRequest, draft: TDriverDraft) => void;
}

const driverLabel = (d: TDriver) =>
  d.driver_name === d.username ? d.username : `${d.driver_name} (${d.username})`;

/** Period and an optional driver; only the fields given are sent. */
export function DriverFilter({ initial, busy, onShow }: Props) {
  const { t } = useTranslation('driving-report');
  const drivers = useDrivers();
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const selected = (drivers.data ?? []).find((d) => d.username === draft.driver) ?? null;

  const submit = () => {
    const filter = driverFilter(draft.from, draft.to, draft.driver);
    setInvalid(filter === null);
    if (filter) onShow(filter, draft);
  };

  return (
    <FilterForm label={t('filter.label')} onSubmit={submit}>
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
        labels={{ from: t('filter.from'), to: t('filter.to') }}
        testId="driver-filter"
        errors={invalid ? { to: t('filter.invalidRange') } : {}}
      />
      <Autocomplete
        options={drivers.data ?? []}
        value={selected}
        onChange={(_event, next) => setDraft((d) => ({ ...d, driver: next?.username ?? '' }))}
        getOptionLabel={driverLabel}
        isOptionEqualToValue={(a, b) => a.username === b.username}
        loading={drivers.isLoading}
        loadingText={t('filter.loading')}
        noOptionsText={t('filter.noOptions')}
        autoHighlight
        sx={{ flex: 2, minWidth: 220 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('filter.driver')}
            placeholder={t('filter.allDrivers')}
            slotProps={{
              htmlInput: { ...params.inputProps, 'data-testid': 'driver-filter-driver' },
            }}
          />
        )}
      />
      <ShowButton label={t('filter.show')} testId="driver-filter-show" busy={busy} />
    </FilterForm>
  );
}
