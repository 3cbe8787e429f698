import { Alert, Button, Chip, Stack } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import type { TDriverTrip, TTripPlanStop } from '@fleet/contracts';
import { useQueuedPhotos, useStopPhoto } from '../api';

/**
 * Proof at a stop (of pick-up at the origin, of delivery at the destination): the phone's camera (a file input that asks for the back
 * camera), the photo made smaller and kept with where and when, sent when there is a
 * connection; what waits and what the server has are shown.
 */
export function StopPhoto({ trip, stop }: { trip: TDriverTrip; stop: TTripPlanStop }) {
  const { t } = useTranslation('driver-app');
  const photo = useStopPhoto();
  const waiting = (useQueuedPhotos().data ?? []).filter(
    (q) => q.trip_id === trip.id && q.stop === stop,
  ).length;
  const sent = trip.photos[stop];
  const id = `driver-photo-${trip.id}-${stop}`;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component="label"
          size="small"
          variant="contained"
          startIcon={<PhotoCameraIcon />}
          disabled={photo.isPending}
          data-testid={`${id}-take`}
        >
          {photo.isPending ? t('trips.photo.taking') : t(`trips.photo.take.${stop}`)}
          <input
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            data-testid={`${id}-input`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) photo.mutate({ trip_id: trip.id, stop, file });
            }}
          />
        </Button>
        {waiting > 0 && (
          <Chip
            size="small"
            color="warning"
            label={t('trips.photo.waiting', { count: waiting })}
            data-testid={`${id}-waiting`}
          />
        )}
        {sent > 0 && (
          <Chip
            size="small"
            color="success"
            label={t('trips.photo.sent', { count: sent })}
            data-testid={`${id}-sent`}
          />
        )}
      </Stack>
      {photo.isError && <Alert severity="error">{t('trips.photo.failed')}</Alert>}
    </Stack>
  );
}
