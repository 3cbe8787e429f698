import { Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TReconciledTrip } from '@fleet/contracts';
import { TripStatusChip } from './status-chip';

/** Planned against actual, side by side. */
export function TripFacts({ trip }: { trip: TReconciledTrip }) {
  const { t } = useTranslation('excel-report');
  const { actual } = trip;
  const rows: [string, string | number | null, string | number | null][] = [
    [t('trip.departure'), trip.planned_departure, actual.actual_departure],
    [t('trip.arrival'), trip.planned_arrival, actual.actual_arrival],
    [t('trip.km'), trip.planned_km, actual.actual_km],
    [t('trip.stops'), null, actual.stops],
    [
      t('trip.delay'),
      null,
      actual.delay_minutes === null
        ? null
        : t('trip.delayMinutes', { count: actual.delay_minutes }),
    ],
    [t('trip.origin'), trip.origin.text, null],
    [t('trip.destination'), trip.destination.text, null],
    [t('trip.customer'), trip.customer, null],
    [t('trip.note'), trip.note, null],
  ];
  return (
    <Paper variant="outlined" data-testid="trip-facts">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              {trip.plate} · {trip.driver}
            </TableCell>
            <TableCell>{t('trip.planned')}</TableCell>
            <TableCell>
              {t('trip.actual')} <TripStatusChip status={actual.status} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, planned, real]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {label}
              </TableCell>
              <TableCell>{planned ?? '—'}</TableCell>
              <TableCell>{real ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
