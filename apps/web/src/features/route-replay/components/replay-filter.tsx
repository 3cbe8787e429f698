import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import {
  rangeErrors,
  ROUTE_MAX_DAYS,
  type TRangeErrors,
  type TReplayRange,
} from '../lib/replay-range';
import { truckMatches } from '../lib/truck-match';

export interface TReplayFilter extends TReplayRange {
  truckId: number | null;
}

interface Props {
  /** The URL's choice; the form edits a copy and hands it back on "Show". */
  initial: TReplayFilter;
  trucks: readonly TTruck[];
  trucksLoading: boolean;
  timeZone: string;
  /** Fields the server refused (a range the client thought fine). */
  serverErrors: TRangeErrors;
  busy: boolean;
  onShow: (filter: TReplayFilter & { truckId: number }) => void;
}

const truckLabel = (truck: TTruck) =>
  truck.name ? `${truck.plate_display} – ${truck.name}` : truck.plate_display;

/** Truck, start and end time, and "Show": what to replay. */
export function ReplayFilter(props: Props) {
  const { initial, trucks, trucksLoading, timeZone, serverErrors, busy, onShow } = props;
  const { t } = useTranslation('route-replay');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TRangeErrors & { truck?: 'required' }>({});
  const shown = { ...serverErrors, ...errors };
  const truck = trucks.find((candidate) => candidate.id === draft.truckId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...rangeErrors(draft, timeZone),
      ...(truck ? {} : { truck: 'required' as const }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0 && truck) onShow({ ...draft, truckId: truck.id });
  };
  const errorOf = (field: keyof TRangeErrors) => {
    const error = shown[field];
    return error ? t(`range.errors.${error}`, { days: ROUTE_MAX_DAYS }) : undefined;
  };
  const edit = (change: Partial<TReplayFilter>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
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
        aria-label={t('range.label')}
      >
        <Autocomplete
          options={trucks}
          value={truck}
          onChange={(_event, next) => edit({ truckId: next?.id ?? null })}
          getOptionLabel={truckLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options, { inputValue }) =>
            options.filter((option) => truckMatches(option, inputValue))
          }
          autoHighlight
          loading={trucksLoading}
          loadingText={t('range.trucksLoading')}
          noOptionsText={t('range.noTrucks')}
          sx={{ flex: 2, minWidth: 220 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('range.truck')}
              error={Boolean(errors.truck)}
              helperText={errors.truck ? t('range.errors.truckRequired') : undefined}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'replay-truck' } }}
            />
          )}
        />
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="datetime-local"
            label={t(field === 'from' ? 'range.from' : 'range.to')}
            value={draft[field]}
            onChange={(event) => edit({ [field]: event.target.value })}
            error={Boolean(shown[field])}
            helperText={errorOf(field)}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `replay-${field}` },
            }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={busy}
          sx={{ height: 56, flexShrink: 0 }}
          data-testid="replay-show"
        >
          {t('range.show')}
        </Button>
      </Stack>
    </Paper>
  );
}
