import type { TCurrentDriverRow } from '@fleet/contracts';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { durationColumn } from '@/components/table-columns';
import { hoursMinutes } from '@/lib/format';
import { useDriverTimes } from '../api';

/**
 * Today's driving per driver (spec 2: the dashboard's driving-time card) in the server's
 * order, most urgent first: over a limit in red, near the continuous limit in amber (where a
 * driver stands is the server's; this card only shows it). Refreshed each minute.
 */
export function DriverTimeCard() {
  const { t } = useTranslation('overview');
  const today = useDriverTimes();
  const rows = today.data;
  const left = (seconds: number) =>
    seconds < 0 ? t('driverTime.overBy', { time: hoursMinutes(-seconds) }) : hoursMinutes(seconds);

  const columns: TDataTableColumn<TCurrentDriverRow>[] = [
    {
      key: 'driver_name',
      header: t('driverTime.driver'),
      // Said in words too: the row's tint alone does not reach everyone.
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{row.driver_name}</span>
          {row.state !== 'ok' && (
            <Chip
              size="small"
              color={row.state === 'over' ? 'error' : 'warning'}
              label={t(row.state === 'over' ? 'driverTime.over' : 'driverTime.near')}
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
        loading={today.isPending}
        error={today.error ?? undefined}
        onRetry={() => void today.refetch()}
        columns={columns}
        rowKey={(row) => row.username}
        rowTone={(row) =>
          row.state === 'over' ? 'error' : row.state === 'near' ? 'warning' : undefined
        }
        emptyText={t('driverTime.empty')}
        exportTo={{ fileName: t('driverTime.file'), sheet: t('common:sheets.driverTime') }}
      />
    </Paper>
  );
}
