import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { useTranslation } from 'react-i18next';
import type { TVideo } from '@fleet/contracts';
import type { TVideoGrid } from '../lib/video-grid';

interface Props {
  grid: TVideoGrid<TVideo>;
  onClose: (index: number) => void;
  onClear: () => void;
}

/** The 4-slot playback grid (spec 4): each slot plays its own clip, seeking by Range. */
export function VideoGrid({ grid, onClose, onClear }: Props) {
  const { t } = useTranslation('media');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('playback.grid')}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {t('playback.grid')}
        </Typography>
        <Button
          startIcon={<ClearAllIcon />}
          onClick={onClear}
          disabled={grid.slots.every((slot) => slot === null)}
          data-testid="grid-clear"
        >
          {t('playback.clear')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {grid.slots.map((video, index) => (
          <Box
            key={index}
            data-testid={`grid-slot-${index + 1}`}
            data-video-id={video?.id ?? ''}
            sx={{
              position: 'relative',
              aspectRatio: '16 / 9',
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
              outline: grid.next === index ? '2px solid' : 'none',
              outlineColor: 'primary.main',
            }}
          >
            {video ? (
              <>
                <Box
                  component="video"
                  key={video.id}
                  src={video.url}
                  controls
                  preload="metadata"
                  aria-label={t('playback.viewing', {
                    camera: video.cam_number,
                    time: video.start_time,
                  })}
                  sx={{ width: '100%', height: '100%', display: 'block' }}
                />
                <IconButton
                  size="small"
                  onClick={() => onClose(index)}
                  aria-label={t('playback.closeSlot', { number: index + 1 })}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'rgba(0,0,0,.5)',
                    color: 'common.white',
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : (
              <Typography
                variant="body2"
                sx={{ color: 'grey.500', display: 'grid', placeItems: 'center', height: '100%' }}
              >
                {t('playback.slot', { number: index + 1 })} · {t('playback.slotEmpty')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
