import type { Map as MapLibreMap } from 'maplibre-gl';
import { TRUCK_STATUSES, type TTruckStatus } from '@fleet/contracts';
import { addBadgeOnce } from './badge-image';
import { TRUCK_STATUS_COLORS } from './truck-features';

/** Image id of a truck icon: an arrow when the heading is known, else a dot. */
export const truckIconId = (status: TTruckStatus, heading: boolean) =>
  `fleet-truck-${status}${heading ? '' : '-still'}`;

/** A white arrow pointing north (the layer rotates it by course), or a dot. */
function truckSign(heading: boolean) {
  return (context: CanvasRenderingContext2D, middle: number) => {
    if (heading) {
      context.moveTo(middle, middle - 8);
      context.lineTo(middle + 6.5, middle + 7);
      context.lineTo(middle, middle + 3.5);
      context.lineTo(middle - 6.5, middle + 7);
      context.closePath();
    } else {
      context.arc(middle, middle, 4, 0, Math.PI * 2);
    }
    context.fill();
  };
}

/** Registers the eight truck icons on the map once (drawn at run time, no sprite needed). */
export function ensureTruckIcons(map: MapLibreMap): void {
  for (const status of TRUCK_STATUSES) {
    for (const heading of [true, false]) {
      addBadgeOnce(map, truckIconId(status, heading), {
        size: 34,
        radius: 12,
        color: TRUCK_STATUS_COLORS[status],
        shadowBlur: 3,
        lineWidth: 2.5,
        sign: truckSign(heading),
      });
    }
  }
}
