import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCurrentDriverRow } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { api } from '@/lib/api';

/** Seconds as `H:MM`. */
export const hoursMinutes = (seconds: number) => {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Today's driving per driver (spec 2: the dashboard's driving-time card), refreshed each minute. */
export function DriverTimeCard() {
  const { t } = useTranslation('overview');
  const today = useQuery({
    queryKey: ['overview', 'driver-time'],
    queryFn: async () =>
      (await api.post<{ data: TCurrentDriverRow[] }>('/driver_report/get_current_list', {})).data,
    refetchInterval: 60_000,
  });
  const columns: TDataTableColumn<TCurrentDriverRow>[] = [
    { key: 'driver_name', header: t('driverTime.driver') },
    {
      key: 'continuous_seconds',
      header: t('driverTime.continuous'),
      render: (row) =>
        row.driving_now
          ? t('driverTime.now', { time: hoursMinutes(row.continuous_seconds) })
          : hoursMinutes(row.continuous_seconds),
      exportValue: (row) => hoursMinutes(row.continuous_seconds),
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
        {...tableQuery({ ...today, isFetching: today.isPending })}
        columns={columns}
        rowKey={(row) => row.username}
        emptyText={t('driverTime.empty')}
        exportFileName={t('driverTime.file')}
      />
    </Paper>
  );
}
