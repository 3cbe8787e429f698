import { useStoreVersion, type LiveTruckStore } from '@/lib/live';
import { MapFollow } from '@/components/map';

/** Follow mode for one truck of the live store: the map keeps it centred as it moves. */
export function FollowTruck(props: { store: LiveTruckStore; truckId: number; onStop: () => void }) {
  const { store, truckId, onStop } = props;
  useStoreVersion(store, 500);
  const truck = store.get(truckId);
  if (!truck || truck.lat === null || truck.lon === null) return null;
  return <MapFollow position={{ lat: truck.lat, lon: truck.lon }} onUserPan={onStop} />;
}
