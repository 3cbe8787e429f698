import { useState } from 'react';
import { Stack } from '@mui/material';
import type { TDriverReportRequest } from '@fleet/contracts';
import { useAbnormal, useDriverDays, useDriverRoute } from '../api';
import { driverFilter } from '../lib/report-format';
import { AbnormalTable } from './abnormal-table';
import { DriverDayTable } from './driver-day-table';
import { DriverFilter, type TDriverDraft } from './driver-filter';
import { DriverRouteMap } from './driver-route-map';

/** Per driver and day, the picked driver's route, and the unsafe-behaviour list. */
export function DriverReportPanel({ initial }: { initial: { from: string; to: string } }) {
  const first: TDriverDraft = { ...initial, driver: '' };
  const [filter, setFilter] = useState<TDriverReportRequest | null>(() =>
    driverFilter(first.from, first.to, ''),
  );
  const [focus, setFocus] = useState<{ lat: number; lon: number } | null>(null);
  const days = useDriverDays(filter);
  const abnormal = useAbnormal(filter);
  const route = useDriverRoute(filter);

  return (
    <Stack spacing={2}>
      <DriverFilter
        initial={first}
        busy={days.isFetching}
        onShow={(next) => {
          setFocus(null);
          setFilter(next);
        }}
      />
      <DriverDayTable query={days} />
      <DriverRouteMap query={route} driverPicked={Boolean(filter?.driver_name)} focus={focus} />
      <AbnormalTable query={abnormal} onShowOnMap={(point) => setFocus({ ...point })} />
    </Stack>
  );
}
