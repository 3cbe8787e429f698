import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { TDriver, TDriverReportRequest } from '@fleet/contracts';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter = driverFilter(draft.from, draft.to, draft.driver);
    setInvalid(filter === null);
    if (filter) onShow(filter, draft);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('filter.label')}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="datetime-local"
            label={t(`filter.${field}`)}
            value={draft[field]}
            onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
            error={field === 'to' && invalid}
            helperText={field === 'to' && invalid ? t('filter.invalidRange') : undefined}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `driver-filter-${field}` },
            }}
            sx={{ flex: 1, minWidth: 200 }}
          />
        ))}
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
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={busy}
          data-testid="driver-filter-show"
          sx={{ minHeight: 56 }}
        >
          {t('filter.show')}
        </Button>
      </Stack>
    </Paper>
  );
}
