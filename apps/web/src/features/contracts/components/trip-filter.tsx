import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { useTruckList } from '@/features/trucks/api';
import { toWire } from '../lib/contract-form-model';
import { MIN_STOP_CHOICES, type TTripParams } from '../lib/trip-params';

interface Props {
  initial: TTripParams;
  timeZone: string;
  busy: boolean;
  onShow: (trip: TTripParams) => void;
}

const truckLabel = (truck: TTruck) =>
  truck.name ? `${truck.plate_display} – ${truck.name}` : truck.plate_display;

/** Truck, range and shortest stop, then "Show": what the trip report covers. */
export function TripFilter({ initial, timeZone, busy, onShow }: Props) {
  const { t } = useTranslation('contracts');
  const trucks = useTruckList();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ truck?: string; to?: string }>({});
  const truck = (trucks.data ?? []).find((candidate) => candidate.plate === draft.plate) ?? null;
  const edit = (change: Partial<TTripParams>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = toWire(draft.from, timeZone);
    const to = toWire(draft.to, timeZone);
    const found = {
      ...(truck ? {} : { truck: t('report.truckRequired') }),
      ...(from && to && from <= to ? {} : { to: t('report.invalidRange') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onShow(draft);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
        aria-label={t('report.label')}
      >
        <Autocomplete
          options={trucks.data ?? []}
          value={truck}
          onChange={(_event, next) => edit({ plate: next?.plate ?? '', contractId: null })}
          getOptionLabel={truckLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          autoHighlight
          loading={trucks.isLoading}
          loadingText={t('form.trucksLoading')}
          noOptionsText={t('form.noTrucks')}
          sx={{ flex: 2, minWidth: 220 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('report.truck')}
              error={Boolean(errors.truck)}
              helperText={errors.truck}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'trip-truck' } }}
            />
          )}
        />
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="datetime-local"
            label={t(`report.${field}`)}
            value={draft[field]}
            onChange={(event) => edit({ [field]: event.target.value })}
            error={field === 'to' && Boolean(errors.to)}
            helperText={field === 'to' ? errors.to : undefined}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `trip-${field}` },
            }}
          />
        ))}
        <TextField
          select
          label={t('report.minStop')}
          value={draft.minMinutes}
          onChange={(event) => edit({ minMinutes: Number(event.target.value) })}
          sx={{ minWidth: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'trip-min' } }}
        >
          {MIN_STOP_CHOICES.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {t('report.minutes', { count: minutes })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={busy}
          sx={{ height: 56, flexShrink: 0 }}
          data-testid="trip-show"
        >
          {t('report.show')}
        </Button>
      </Stack>
    </Paper>
  );
}
