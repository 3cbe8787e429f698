import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MEDIA_MAX_QUERY_DAYS, type TTruck } from '@fleet/contracts';
import { DateRangeFields, FilterForm, ShowButton } from '@/components/filter-form';
import { TruckPicker } from '@/components/truck-picker';
import { useClientConfig } from '@/lib/client-config';
import { mediaRangeProblem } from '../lib/range-limit';

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

/** Truck, camera, start and end, and "Show" (spec: video and image queries). */
export function MediaFilter({ initial, trucks, trucksLoading, withCamera, busy, onShow }: Props) {
  const { t } = useTranslation('media');
  const [draft, setDraft] = useState(initial);
  const timeZone = useClientConfig().config.time_zone;
  const [errors, setErrors] = useState<{
    truck?: boolean;
    range?: ReturnType<typeof mediaRangeProblem>;
  }>({});
  const truck = trucks.find((candidate) => candidate.id === draft.truckId) ?? null;
  const cameras = Math.max(truck?.cameras ?? 0, 1);

  const submit = () => {
    const found = { truck: !truck, range: mediaRangeProblem(draft.from, draft.to, timeZone) };
    setErrors(found);
    if (!found.truck && !found.range && truck) onShow({ ...draft, truckId: truck.id });
  };
  const edit = (change: Partial<TMediaFilter>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };

  return (
    // The fields wrap rather than squeeze: a date and time is read whole, never clipped.
    <FilterForm label={t('filter.label')} onSubmit={submit} wrap>
      <TruckPicker
        trucks={trucks}
        value={truck}
        onChange={(next) => edit({ truckId: next?.id ?? null, camera: 0 })}
        label={t('filter.truck')}
        loading={trucksLoading}
        loadingText={t('filter.trucksLoading')}
        noOptionsText={t('filter.noTrucks')}
        error={errors.truck ? t('filter.truckRequired') : undefined}
        testId="media-truck"
      />
      {withCamera && (
        <TextField
          select
          label={t('filter.camera')}
          value={draft.camera}
          onChange={(event) => edit({ camera: Number(event.target.value) })}
          sx={{ flex: 1, minWidth: 160 }}
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
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(field, value) => edit({ [field]: value })}
        labels={{ from: t('filter.from'), to: t('filter.to') }}
        testId="media"
        errors={
          errors.range
            ? {
                from: true,
                to:
                  errors.range === 'tooLong'
                    ? t('filter.rangeTooLong', { days: MEDIA_MAX_QUERY_DAYS })
                    : t('filter.rangeInvalid'),
              }
            : {}
        }
      />
      <ShowButton label={t('filter.show')} testId="media-show" busy={busy} />
    </FilterForm>
  );
}
