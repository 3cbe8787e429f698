import { useMemo } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AreaLayer, MapFlyTo, MapPick, MapView, useMapStyle } from '@/components/map';

interface Props {
  lat: number | null;
  lon: number | null;
  onPick: (position: { lat: number; lon: number }) => void;
}

const PICKED_COLOR = '#d32f2f';

/** A small map: a click sets the position; the chosen point is drawn as a red dot. */
export function PositionPicker({ lat, lon, onPick }: Props) {
  const { t } = useTranslation('warning');
  const mapStyle = useMapStyle();
  const points = useMemo(
    () =>
      lat !== null && lon !== null ? [{ id: 1, lat, lon, radius_m: 40, color: PICKED_COLOR }] : [],
    [lat, lon],
  );
  const target = useMemo(() => (lat !== null && lon !== null ? { lat, lon } : null), [lat, lon]);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('form.pickHelp')}
      </Typography>
      <Box sx={{ height: 260, borderRadius: 1, overflow: 'hidden' }} data-testid="warning-map">
        {mapStyle ? (
          <MapView mapStyle={mapStyle} sx={{ height: '100%' }}>
            <MapPick onPick={onPick} />
            <AreaLayer id="warning-position" points={points} />
            <MapFlyTo target={target} />
          </MapView>
        ) : (
          <Skeleton variant="rectangular" height="100%" />
        )}
      </Box>
    </Box>
  );
}
