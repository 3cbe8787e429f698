import { useMemo } from 'react';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { durationColumn } from '@/components/table-columns';
import { useDomainSettings } from '@/lib/domain-settings';
import { hoursMinutes } from '@/lib/format';
import { useDriverTimes } from '../api';
import { byUrgency, drivingLimits, type TDriverUrgency } from '../lib/driving-urgency';

/**
 * Today's driving per driver (spec 2: the dashboard's driving-time card), most urgent first:
 * drivers over the limit (highlighted), then the least time left before the continuous or
 * daily limit of the settings. Refreshed each minute.
 */
export function DriverTimeCard() {
  const { t } = useTranslation('overview');
  const today = useDriverTimes();
  const settings = useDomainSettings();
  const rows = useMemo(
    () =>
      today.data && settings.data ? byUrgency(today.data, drivingLimits(settings.data)) : undefined,
    [today.data, settings.data],
  );
  const left = (seconds: number) =>
    seconds < 0 ? t('driverTime.overBy', { time: hoursMinutes(-seconds) }) : hoursMinutes(seconds);

  const columns: TDataTableColumn<TDriverUrgency>[] = [
    {
      key: 'driver_name',
      header: t('driverTime.driver'),
      // Said in words too: the row's tint alone does not reach everyone.
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{row.driver_name}</span>
          {row.tone !== 'ok' && (
            <Chip
              size="small"
              color={row.tone === 'over' ? 'error' : 'warning'}
              label={t(row.tone === 'over' ? 'driverTime.over' : 'driverTime.near')}
            />
          )}
        </Stack>
      ),
      exportValue: (row) => row.driver_name,
    },
    durationColumn(
      'continuous_seconds',
      t('driverTime.continuous'),
      (row) => row.continuous_seconds,
      (seconds, row) =>
        row.driving_now
          ? t('driverTime.now', { time: hoursMinutes(seconds) })
          : hoursMinutes(seconds),
    ),
    // Time left goes below zero past the limit, which a duration cell cannot show.
    {
      key: 'continuous_left_s',
      header: t('driverTime.continuousLeft'),
      render: (row) => left(row.continuous_left_s),
    },
    {
      key: 'daily_left_s',
      header: t('driverTime.dailyLeft'),
      render: (row) => left(row.daily_left_s),
    },
    { key: 'plate', header: t('driverTime.plate') },
    {
      key: 'distance_km',
      header: t('driverTime.km'),
      render: (row) => row.distance_km.toFixed(1),
    },
  ];
  const failed = today.error ?? settings.error;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="overview-driver-time"
      data-testid="driver-time-card"
    >
      <Typography id="overview-driver-time" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('driverTime.title')}
      </Typography>
      <DataTable
        tableId="driver-time"
        rows={rows}
        loading={today.isPending || settings.isPending}
        error={failed ?? undefined}
        onRetry={() => {
          if (today.error) void today.refetch();
          if (settings.error) void settings.refetch();
        }}
        columns={columns}
        rowKey={(row) => row.username}
        rowTone={(row) =>
          row.tone === 'over' ? 'error' : row.tone === 'near' ? 'warning' : undefined
        }
        emptyText={t('driverTime.empty')}
        exportFileName={t('driverTime.file')}
        exportSheet={t('common:sheets.driverTime')}
      />
    </Paper>
  );
}
