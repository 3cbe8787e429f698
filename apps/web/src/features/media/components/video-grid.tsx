import { Box } from '@mui/material';
import { displayTime } from '@/lib/company-time';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TVideo } from '@fleet/contracts';
import { VideoSlotGrid } from '@/components/video-slot-grid';
import type { TSlotGrid } from '@/lib/slot-grid';

interface Props {
  grid: TSlotGrid<TVideo>;
  onClose: (index: number) => void;
  onClear: () => void;
}

/** A player that has just been given a clip comes into view (the grid sits below the list). */
const bringIntoView = (video: HTMLVideoElement | null) =>
  video?.scrollIntoView({ block: 'nearest' });

/**
 * The 4-slot playback grid (spec 4): each slot plays its own clip, seeking by Range. A clip
 * starts as it lands in a slot, muted (browsers only start muted videos by themselves).
 */
export function VideoGrid({ grid, onClose, onClear }: Props) {
  const { t } = useTranslation('media');
  const labelOf = (video: TVideo) =>
    [
      displayPlate(video.truck_plate),
      t('filter.cameraNumber', { number: video.cam_number }),
      displayTime(video.start_time),
    ].join(' · ');
  return (
    <VideoSlotGrid
      grid={grid}
      title={t('playback.grid')}
      clearLabel={t('playback.clear')}
      testId="grid"
      emptyLabel={(index) =>
        `${t('playback.slot', { number: index + 1 })} · ${t('playback.slotEmpty')}`
      }
      closeLabel={(index) => t('playback.closeSlot', { number: index + 1 })}
      itemLabel={labelOf}
      markNext
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }}
      onClose={onClose}
      onClear={onClear}
      renderItem={(video) => (
        <Box
          component="video"
          key={video.id}
          ref={bringIntoView}
          src={video.url}
          controls
          autoPlay
          muted
          playsInline
          preload="metadata"
          data-video-id={video.id}
          aria-label={t('playback.viewing', {
            camera: video.cam_number,
            time: displayTime(video.start_time),
          })}
          sx={{ width: '100%', height: '100%', display: 'block' }}
        />
      )}
    />
  );
}
