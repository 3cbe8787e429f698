import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTripSum } from '@fleet/contracts';
import { durationText, kmText } from '../lib/trip-format';

/** The sum row of the trip: km, driving time, number of stops, time stopped and idle. */
export function TripSums({ sum }: { sum: TTripSum }) {
  const { t, i18n } = useTranslation('contracts');
  const items = [
    {
      key: 'distance',
      label: t('sum.distance'),
      value: t('sum.km', { km: kmText(sum.distance_km, i18n.language) }),
    },
    { key: 'driving', label: t('sum.driving'), value: durationText(t, sum.driving_s) },
    { key: 'stops', label: t('sum.stops'), value: String(sum.stop_count) },
    { key: 'stop-time', label: t('sum.stopTime'), value: durationText(t, sum.stop_s) },
    { key: 'idle', label: t('sum.idle'), value: durationText(t, sum.idle_s) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="trip-sums" aria-label={t('sum.title')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {items.map((item) => (
          <Box key={item.key} data-testid={`trip-sum-${item.key}`}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
