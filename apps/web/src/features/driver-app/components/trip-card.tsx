import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  STOP_MARKS,
  TRIP_PLAN_STOPS,
  type TDriverTrip,
  type TStopMark,
  type TTripStatus,
  type TTripPlanStop,
} from '@fleet/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { displayTime } from '@/lib/company-time';
import { useMarkStop, useQueuedMarks } from '../api';
import { StopPhoto } from './stop-photo';

const STATUS_COLOR: Record<TTripStatus, 'default' | 'success' | 'warning' | 'info'> = {
  not_started: 'default',
  in_progress: 'info',
  on_time: 'success',
  late: 'warning',
};

/** Today's time of a wire time, `HH:mm`. */
const clock = (wire: string) => displayTime(wire, undefined, { seconds: false }).slice(11);

function StopRow({ trip, stop }: { trip: TDriverTrip; stop: TTripPlanStop }) {
  const { t } = useTranslation('driver-app');
  const markStop = useMarkStop();
  const queued = useQueuedMarks().data ?? [];
  const waiting = (mark: TStopMark) =>
    queued.some((q) => q.trip_id === trip.id && q.stop === stop && q.mark === mark);
  const place = trip[stop];
  const marks = trip.marks[stop];
  const markedAt = (mark: TStopMark) =>
    mark === 'arrived' ? marks.arrived_at : marks.delivered_at;
  return (
    <Box data-testid={`driver-stop-${trip.id}-${stop}`} sx={{ py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t(`trips.stop.${stop}`)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{place.text}</Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        {STOP_MARKS.map((mark) => {
          const at = markedAt(mark);
          if (!at && waiting(mark))
            return (
              <Chip
                key={mark}
                color="warning"
                size="small"
                data-testid={`driver-waiting-${trip.id}-${stop}-${mark}`}
                label={t(`trips.waiting.${mark}`)}
              />
            );
          return at ? (
            <Chip
              key={mark}
              color="success"
              size="small"
              data-testid={`driver-marked-${trip.id}-${stop}-${mark}`}
              label={t(`trips.marked.${mark}`, { time: clock(at) })}
            />
          ) : (
            <Button
              key={mark}
              size="small"
              variant="outlined"
              disabled={markStop.isPending}
              data-testid={`driver-mark-${trip.id}-${stop}-${mark}`}
              onClick={() => markStop.mutate({ trip_id: trip.id, stop, mark })}
            >
              {t(`trips.mark.${mark}`)}
            </Button>
          );
        })}
      </Stack>
      <StopPhoto trip={trip} stop={stop} />
      {markStop.error && <RetryAlert error={markStop.error} />}
    </Box>
  );
}

/** One planned trip: when, for whom, how it runs against the GPS, and its two stops. */
export function TripCard({ trip }: { trip: TDriverTrip }) {
  const { t } = useTranslation('driver-app');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`driver-trip-${trip.id}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {trip.order_code ?? t('trips.noOrder')}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[trip.actual.status]}
          label={t(`trips.status.${trip.actual.status}`)}
          data-testid={`driver-trip-status-${trip.id}`}
        />
      </Stack>
      {trip.customer && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {trip.customer}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('trips.planned', {
          from: clock(trip.planned_departure),
          to: clock(trip.planned_arrival),
        })}
      </Typography>
      {TRIP_PLAN_STOPS.map((stop) => (
        <StopRow key={stop} trip={trip} stop={stop} />
      ))}
    </Paper>
  );
}
