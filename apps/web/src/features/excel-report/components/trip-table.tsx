import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TReconciledTrip } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { displayTime } from '@/lib/company-time';
import { useClientConfig } from '@/lib/client-config';
import { useReconciliation } from '../api';
import { TripStatusChip } from './status-chip';

export const tripPath = (fileId: string, tripId: number) =>
  `/management/excel-report/${encodeURIComponent(fileId)}/trip/${tripId}`;

/** The reconciliation's columns: plans and actual times alike in DD/MM/YYYY HH:mm. */
export function tripColumns(
  t: TFunction<'excel-report'>,
  fileId: string,
  timeZone: string,
): TDataTableColumn<TReconciledTrip>[] {
  // Planned and actual times alike: DD/MM/YYYY HH:mm on screen, date cells in the export.
  const time = (
    key: string,
    header: string,
    wire: (trip: TReconciledTrip) => string | null,
  ): TDataTableColumn<TReconciledTrip> => ({
    key,
    header,
    kind: 'datetime',
    render: (trip) => displayTime(wire(trip), timeZone, { seconds: false }),
    exportValue: wire,
  });
  return [
    { key: 'row', header: t('trips.columns.row') },
    {
      key: 'plate',
      header: t('trips.columns.plate'),
      render: (trip) => (
        <Link
          component={RouterLink}
          to={tripPath(fileId, trip.id)}
          aria-label={t('trips.viewAria', { row: trip.row })}
        >
          {trip.plate}
        </Link>
      ),
      exportValue: (trip) => trip.plate,
    },
    { key: 'driver', header: t('trips.columns.driver') },
    { key: 'order_code', header: t('trips.columns.order') },
    {
      key: 'route',
      header: t('trips.columns.route'),
      render: (trip) => `${trip.origin.text} → ${trip.destination.text}`,
    },
    time(
      'planned_departure',
      t('trips.columns.plannedDeparture'),
      (trip) => trip.planned_departure,
    ),
    time(
      'actual_departure',
      t('trips.columns.actualDeparture'),
      (trip) => trip.actual.actual_departure,
    ),
    time('planned_arrival', t('trips.columns.plannedArrival'), (trip) => trip.planned_arrival),
    time('actual_arrival', t('trips.columns.actualArrival'), (trip) => trip.actual.actual_arrival),
    { key: 'planned_km', header: t('trips.columns.plannedKm') },
    {
      key: 'actual_km',
      header: t('trips.columns.actualKm'),
      render: (trip) => trip.actual.actual_km ?? '',
    },
    { key: 'stops', header: t('trips.columns.stops'), render: (trip) => trip.actual.stops },
    {
      key: 'delay',
      header: t('trips.columns.delay'),
      render: (trip) => trip.actual.delay_minutes ?? '',
    },
    {
      key: 'status',
      header: t('trips.columns.status'),
      render: (trip) => <TripStatusChip status={trip.actual.status} />,
      exportValue: (trip) => t(`status.${trip.actual.status}`),
    },
  ];
}

/** The file's trips, planned against actual, with a link to each trip. */
export function TripTable({ fileId }: { fileId: string }) {
  const { t } = useTranslation('excel-report');
  const reconciliation = useReconciliation(fileId);
  const columns = tripColumns(t, fileId, useClientConfig().config.time_zone);
  return (
    <DataTable
      tableId="excel-trips"
      {...tableQuery(reconciliation)}
      columns={columns}
      rowKey={(trip) => trip.id}
      emptyText={t('file.noTrips')}
      exportTo={{ fileName: t('trips.exportName'), sheet: t('common:sheets.plannedTrips') }}
    />
  );
}
