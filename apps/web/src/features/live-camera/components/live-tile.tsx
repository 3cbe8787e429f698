import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TCurrentTruck, type TLiveStream } from '@fleet/contracts';
import { PlaceText } from '@/components/place-text';
import { HlsVideo } from '@/components/hls-video';

interface Props {
  stream: TLiveStream | undefined;
  channelName: string;
  truck: TCurrentTruck | undefined;
  onLocate: (truck: TCurrentTruck) => void;
}

const STATE_COLOR = {
  connecting: 'info',
  live: 'success',
  offline: 'default',
  error: 'error',
} as const;

/** One camera: the video (once live), its honest state, and where the truck is and how fast. */
export function LiveTile({ stream, channelName, truck, onLocate }: Props) {
  const { t } = useTranslation('live-camera');
  const state = stream?.state ?? 'connecting';
  const plate = truck ? displayPlate(truck.plate) : '';
  const id = stream ? `${stream.truck_id}-${stream.channel}` : 'pending';

  return (
    <Box
      data-testid={`live-tile-${id}`}
      data-state={state}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}>
        {stream && state === 'live' && (
          <HlsVideo
            src={stream.playlist_url}
            label={`${plate} · ${channelName}`}
            testId={`live-video-${id}`}
          />
        )}
        <Chip
          size="small"
          color={STATE_COLOR[state]}
          label={t(`tile.${state}`)}
          sx={{ position: 'absolute', top: 6, left: 6 }}
        />
        {stream?.reason_code && state !== 'live' && (
          <Typography
            variant="caption"
            sx={{ position: 'absolute', bottom: 6, left: 8, right: 8, color: 'grey.300' }}
          >
            {t(`common:streamReasons.${stream.reason_code}`)}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{plate}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {channelName}
        </Typography>
        {truck?.speed_kmh != null && (
          <Typography variant="body2">
            {t('tile.speed', { speed: Math.round(truck.speed_kmh) })}
          </Typography>
        )}
        {truck && truck.lat != null && truck.lon != null ? (
          <Link
            component="button"
            variant="body2"
            onClick={() => onLocate(truck)}
            aria-label={t('tile.showOnMap', { plate })}
          >
            <PlaceText place={truck} />
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('tile.noPosition')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
