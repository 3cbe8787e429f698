import { useStoreVersion, type LiveTruckStore } from '@/lib/live';
import { MapFollow, type TMapPadding } from '@/components/map';

/**
 * Follow mode for one truck of the live store: the map keeps it centred in the part of the
 * map the docked card leaves free (`padding`) as it moves.
 */
export function FollowTruck(props: {
  store: LiveTruckStore;
  truckId: number;
  padding: TMapPadding;
  onStop: () => void;
}) {
  const { store, truckId, padding, onStop } = props;
  useStoreVersion(store, 500);
  const truck = store.get(truckId);
  if (!truck || truck.lat === null || truck.lon === null) return null;
  return (
    <MapFollow position={{ lat: truck.lat, lon: truck.lon }} padding={padding} onUserPan={onStop} />
  );
}
