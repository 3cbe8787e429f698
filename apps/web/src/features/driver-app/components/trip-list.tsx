import { useEffect } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useOnline } from '@/lib/use-online';
import { useDriverTrips, useMarkSender } from '../api';
import { TripCard } from './trip-card';

/** Today's planned trips of the driver's truck. */
export function TripList() {
  const { t } = useTranslation('driver-app');
  const trips = useDriverTrips();
  const send = useMarkSender();
  const online = useOnline();
  // Marks made offline (or before the app was closed) leave once the phone is online.
  useEffect(() => {
    if (online) void send();
  }, [online, send]);
  return (
    <Stack spacing={1} component="section" aria-labelledby="driver-trips-title">
      <Typography id="driver-trips-title" variant="h6" component="h2">
        {t('trips.title')}
      </Typography>
      {trips.error && !trips.data && (
        <RetryAlert error={trips.error} onRetry={() => void trips.refetch()} />
      )}
      {trips.data?.trips.length === 0 && (
        <Typography color="text.secondary" data-testid="driver-trips-empty">
          {t('trips.empty')}
        </Typography>
      )}
      {trips.data?.trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} />
      ))}
    </Stack>
  );
}
