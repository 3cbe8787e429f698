import { Typography } from '@mui/material';
import { displayTime } from '@/lib/company-time';
import { useTranslation } from 'react-i18next';
import type { TWarehouseVideo } from '@fleet/contracts';
import { VideoSlotGrid } from '@/components/video-slot-grid';
import type { TSlotGrid } from '@/lib/slot-grid';

interface Props {
  grid: TSlotGrid<TWarehouseVideo>;
  onRemove: (index: number) => void;
  onClear: () => void;
}

/** Six players (spec 9): each slot plays one downloaded video from its signed link. */
export function VideoGrid({ grid, onRemove, onClear }: Props) {
  const { t } = useTranslation('warehouse');
  return (
    <VideoSlotGrid
      grid={grid}
      title={t('grid.title')}
      clearLabel={t('grid.clear')}
      testId="warehouse-grid"
      emptyLabel={(index) => `${t('grid.slot', { n: index + 1 })} — ${t('grid.empty')}`}
      closeLabel={(index) => t('grid.close', { n: index + 1 })}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      onClose={onRemove}
      onClear={onClear}
      renderItem={(video, index) =>
        video.url ? (
          <>
            <video
              src={video.url}
              controls
              autoPlay
              muted
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
              aria-label={`${t('grid.slot', { n: index + 1 })}: ${displayTime(video.start_date)}`}
            />
            <Typography
              variant="caption"
              sx={{ position: 'absolute', top: 4, left: 8, color: 'common.white' }}
            >
              {displayTime(video.start_date)}
            </Typography>
          </>
        ) : (
          <Typography
            variant="caption"
            sx={{ color: 'grey.500', display: 'grid', placeItems: 'center', height: '100%' }}
          >
            {t('grid.slot', { n: index + 1 })} — {t('grid.empty')}
          </Typography>
        )
      }
    />
  );
}
