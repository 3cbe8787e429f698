import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDriverDayRow } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { useDriverDays } from '../api';
import { hoursMinutes } from '../lib/report-format';

type TQuery = ReturnType<typeof useDriverDays>;

/** One row per driver and company day: driving and working time, longest session, km, trucks. */
export function DriverDayTable({ query }: { query: TQuery }) {
  const { t } = useTranslation('driving-report');
  const time = (key: 'driving_seconds' | 'working_seconds' | 'max_continuous_seconds') => ({
    kind: 'duration' as const,
    render: (row: TDriverDayRow) => hoursMinutes(row[key]),
    exportValue: (row: TDriverDayRow) => row[key],
  });
  const columns: TDataTableColumn<TDriverDayRow>[] = [
    { key: 'driver_name', header: t('days.driver') },
    { key: 'date', header: t('days.date') },
    { key: 'driving_seconds', header: t('days.driving'), ...time('driving_seconds') },
    { key: 'working_seconds', header: t('days.working'), ...time('working_seconds') },
    { key: 'max_continuous_seconds', header: t('days.longest'), ...time('max_continuous_seconds') },
    { key: 'distance_km', header: t('days.km'), render: (row) => row.distance_km.toFixed(1) },
    {
      key: 'plates',
      header: t('days.trucks'),
      render: (row) => row.plates.join(', '),
      exportValue: (row) => row.plates.join(', '),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="driver-days">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('days.heading')}
      </Typography>
      <DataTable
        tableId="driving-days"
        {...tableQuery(query)}
        columns={columns}
        rowKey={(row) => `${row.username}:${row.date}`}
        emptyText={t('days.empty')}
        exportTo={{ fileName: t('days.file'), sheet: t('common:sheets.driverDays') }}
      />
    </Paper>
  );
}
