import { useState } from 'react';
import {
  Box,
  Button,
  Collapse,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { TRUCK_STATUS_COLORS } from '@/components/map';
import { useMovingSpeedKmh } from '@/lib/domain-settings';
import { speedBands } from './speed-bands';

function Swatch({ color, round = false }: { color: string; round?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: round ? 10 : 16,
        height: round ? 10 : 4,
        borderRadius: round ? '50%' : 1,
        bgcolor: color,
        flexShrink: 0,
      }}
    />
  );
}

/**
 * What the track's colours and the stop badges mean, over a corner of the map. Folded on
 * phones, where it would cover much of the map.
 */
export function SpeedLegend() {
  const { t } = useTranslation('route-replay');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const movingKmh = useMovingSpeedKmh();
  const items = [
    ...speedBands(movingKmh).map((band) => ({
      key: band.key,
      color: band.color,
      round: false,
      label: t(`legend.${band.key}`, { kmh: movingKmh }),
    })),
    { key: 'stopped', color: TRUCK_STATUS_COLORS.stopped, round: true, label: t('stops.stopped') },
    { key: 'idle', color: TRUCK_STATUS_COLORS.idle, round: true, label: t('stops.idle') },
  ];
  return (
    <Paper
      elevation={2}
      component="aside"
      aria-label={t('legend.title')}
      data-testid="replay-legend"
      sx={{ position: 'absolute', left: 8, bottom: 8, zIndex: 2, px: 1, py: 0.5, opacity: 0.94 }}
    >
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        endIcon={open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
        sx={{ px: 0.5, minWidth: 0, fontSize: 12 }}
      >
        {t('legend.title')}
      </Button>
      <Collapse in={open}>
        <Stack spacing={0.25} sx={{ pb: 0.25 }}>
          {items.map((item) => (
            <Stack key={item.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Swatch color={item.color} round={item.round} />
              <Typography variant="caption" sx={{ lineHeight: 1.4 }}>
                {item.label}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
