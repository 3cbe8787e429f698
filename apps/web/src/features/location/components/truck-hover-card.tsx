import { Box, Typography } from '@mui/material';
import { useStoreVersion, type LiveTruckStore } from '@/lib/live';
import { MapPopup } from '@/components/map';
import { DetailList } from './detail-card';
import { TruckFacts } from './truck-facts';

interface Props {
  store: LiveTruckStore;
  truckId: number;
  onClose: () => void;
}

/**
 * The card under the mouse: plate, status and since when, driver, speed, address. It opens
 * over the truck the pointer rests on and follows it; a click opens the docked card.
 */
export function TruckHoverCard({ store, truckId, onClose }: Props) {
  useStoreVersion(store, 500);
  const truck = store.get(truckId);
  if (!truck || truck.lat === null || truck.lon === null) return null;
  return (
    <MapPopup lat={truck.lat} lon={truck.lon} onClose={onClose} offset={18}>
      <Box
        data-testid="truck-hover-card"
        role="tooltip"
        sx={{ minWidth: 220, maxWidth: 280, pointerEvents: 'none' }}
      >
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 0.75 }}>
          {truck.plate_display}
        </Typography>
        <DetailList>
          <TruckFacts store={store} truck={truck} testId="truck-hover" />
        </DetailList>
      </Box>
    </MapPopup>
  );
}
