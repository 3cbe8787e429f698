import { useState } from 'react';
import { displayTime } from '@/lib/company-time';
import { Box } from '@mui/material';
import { ClosablePanel } from './closable-panel';
import { useTranslation } from 'react-i18next';
import type { TVideo } from '@fleet/contracts';
import { VideoRouteMap } from './video-route-map';

interface Props {
  video: TVideo;
  /** Seconds into the clip to start from (a link to a moment). */
  startAt?: number;
  timeZone: string;
  onClose: () => void;
}

/** The view-video state (spec 4): one clip large, its route beside it following playback. */
export function VideoView({ video, startAt = 0, timeZone, onClose }: Props) {
  const { t } = useTranslation('media');
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  const title = t('playback.viewing', {
    camera: video.cam_number,
    time: displayTime(video.start_time),
  });
  return (
    <ClosablePanel
      title={title}
      closeLabel={t('playback.closeView')}
      onClose={onClose}
      testId="video-view"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box
          component="video"
          ref={setPlayer}
          key={`${video.id}@${startAt}`}
          src={video.url}
          onLoadedMetadata={(event) => {
            if (startAt > 0) event.currentTarget.currentTime = startAt;
          }}
          controls
          autoPlay
          muted
          preload="metadata"
          data-testid="video-view-player"
          sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1 }}
        />
        <Box
          sx={{ minHeight: 280, borderRadius: 1, overflow: 'hidden' }}
          aria-label={t('playback.route')}
        >
          <VideoRouteMap video={video} timeZone={timeZone} player={player} />
        </Box>
      </Box>
    </ClosablePanel>
  );
}
