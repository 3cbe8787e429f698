import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { TWarehouseVideo } from '@fleet/contracts';
import type { TVideoGrid } from '../lib/video-grid';

interface Props {
  grid: TVideoGrid<TWarehouseVideo>;
  onRemove: (index: number) => void;
  onClear: () => void;
}

/** Six players (spec 9): each slot plays one downloaded video from its signed link. */
export function VideoGrid({ grid, onRemove, onClear }: Props) {
  const { t } = useTranslation('warehouse');
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {t('grid.title')}
        </Typography>
        <Button onClick={onClear} data-testid="warehouse-grid-clear">
          {t('grid.clear')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {grid.slots.map((video, index) => (
          <Box
            key={index}
            data-testid={`warehouse-slot-${index + 1}`}
            sx={{
              position: 'relative',
              bgcolor: 'grey.900',
              aspectRatio: '16 / 9',
              borderRadius: 1,
            }}
          >
            {video?.url ? (
              <>
                <video
                  src={video.url}
                  controls
                  autoPlay
                  muted
                  style={{ width: '100%', height: '100%', objectFit: 'contain' }}
                  aria-label={`${t('grid.slot', { n: index + 1 })}: ${video.start_date}`}
                />
                <Typography
                  variant="caption"
                  sx={{ position: 'absolute', top: 4, left: 8, color: 'common.white' }}
                >
                  {video.start_date}
                </Typography>
                <IconButton
                  size="small"
                  onClick={() => onRemove(index)}
                  aria-label={t('grid.close', { n: index + 1 })}
                  sx={{ position: 'absolute', top: 2, right: 2, color: 'common.white' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : (
              <Typography
                variant="caption"
                sx={{
                  color: 'grey.500',
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  p: 1,
                  textAlign: 'center',
                }}
              >
                {t('grid.slot', { n: index + 1 })} — {t('grid.empty')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
