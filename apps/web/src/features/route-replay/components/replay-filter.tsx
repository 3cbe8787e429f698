import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import {
  rangeErrors,
  ROUTE_MAX_DAYS,
  type TRangeErrors,
  type TReplayRange,
} from '../lib/replay-range';
import { DateRangeFields, FilterForm, ShowButton } from '@/components/filter-form';
import { TruckPicker } from '@/components/truck-picker';
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

/** Truck, start and end time, and "Show": what to replay. */
export function ReplayFilter(props: Props) {
  const { initial, trucks, trucksLoading, timeZone, serverErrors, busy, onShow } = props;
  const { t } = useTranslation('route-replay');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TRangeErrors & { truck?: 'required' }>({});
  const shown = { ...serverErrors, ...errors };
  const truck = trucks.find((candidate) => candidate.id === draft.truckId) ?? null;

  const submit = () => {
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
    <FilterForm label={t('range.label')} onSubmit={submit}>
      <TruckPicker
        trucks={trucks}
        value={truck}
        onChange={(next) => edit({ truckId: next?.id ?? null })}
        label={t('range.truck')}
        loading={trucksLoading}
        loadingText={t('range.trucksLoading')}
        noOptionsText={t('range.noTrucks')}
        error={errors.truck ? t('range.errors.truckRequired') : undefined}
        testId="replay-truck"
        matches={truckMatches}
      />
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(field, value) => edit({ [field]: value })}
        labels={{ from: t('range.from'), to: t('range.to') }}
        testId="replay"
        errors={{ from: errorOf('from'), to: errorOf('to') }}
      />
      <ShowButton label={t('range.show')} testId="replay-show" busy={busy} />
    </FilterForm>
  );
}
