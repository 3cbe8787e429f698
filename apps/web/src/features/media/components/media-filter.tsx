import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { inputToWire } from '../lib/media-range';

export interface TMediaFilter {
  truckId: number | null;
  /** 0 = every camera. */
  camera: number;
  from: string;
  to: string;
}

interface Props {
  initial: TMediaFilter;
  trucks: readonly TTruck[];
  trucksLoading: boolean;
  /** Show the camera choice (video history) or not (images). */
  withCamera: boolean;
  busy: boolean;
  onShow: (filter: TMediaFilter & { truckId: number }) => void;
}

const truckLabel = (truck: TTruck) =>
  truck.name ? `${truck.plate_display} – ${truck.name}` : truck.plate_display;

/** Truck, camera, start and end, and "Show" (spec: video and image queries). */
export function MediaFilter({ initial, trucks, trucksLoading, withCamera, busy, onShow }: Props) {
  const { t } = useTranslation('media');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ truck?: boolean; range?: boolean }>({});
  const truck = trucks.find((candidate) => candidate.id === draft.truckId) ?? null;
  const cameras = Math.max(truck?.cameras ?? 0, 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = inputToWire(draft.from);
    const to = inputToWire(draft.to);
    const found = { truck: !truck, range: !from || !to || to <= from };
    setErrors(found);
    if (!found.truck && !found.range && truck) onShow({ ...draft, truckId: truck.id });
  };
  const edit = (change: Partial<TMediaFilter>) => {
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
        aria-label={t('filter.label')}
      >
        <Autocomplete
          options={trucks}
          value={truck}
          onChange={(_event, next) => edit({ truckId: next?.id ?? null, camera: 0 })}
          getOptionLabel={truckLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          autoHighlight
          loading={trucksLoading}
          loadingText={t('filter.trucksLoading')}
          noOptionsText={t('filter.noTrucks')}
          sx={{ flex: 2, minWidth: 220 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('filter.truck')}
              error={Boolean(errors.truck)}
              helperText={errors.truck ? t('filter.truckRequired') : undefined}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'media-truck' } }}
            />
          )}
        />
        {withCamera && (
          <TextField
            select
            label={t('filter.camera')}
            value={draft.camera}
            onChange={(event) => edit({ camera: Number(event.target.value) })}
            sx={{ flex: 1, minWidth: 150 }}
            slotProps={{ htmlInput: { 'data-testid': 'media-camera' } }}
          >
            <MenuItem value={0}>{t('filter.allCameras')}</MenuItem>
            {Array.from({ length: cameras }, (_, index) => (
              <MenuItem key={index + 1} value={index + 1}>
                {t('filter.cameraNumber', { number: index + 1 })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="datetime-local"
            label={t(field === 'from' ? 'filter.from' : 'filter.to')}
            value={draft[field]}
            onChange={(event) => edit({ [field]: event.target.value })}
            error={Boolean(errors.range)}
            helperText={field === 'to' && errors.range ? t('filter.rangeInvalid') : undefined}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `media-${field}` },
            }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={busy}
          sx={{ height: 56, flexShrink: 0 }}
          data-testid="media-show"
        >
          {t('filter.show')}
        </Button>
      </Stack>
    </Paper>
  );
}
