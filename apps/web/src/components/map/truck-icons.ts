import { TRUCK_STATUSES, type TTruckStatus } from '@fleet/contracts';
import { badgeCanvas } from './badge-image';
import { TRUCK_STATUS_COLORS } from './truck-features';

/** Size of a truck icon in CSS pixels; the round badge inside has a radius of 12. */
export const TRUCK_ICON_SIZE = 34;
export const TRUCK_ICON_RADIUS = 12;

/** A white arrow pointing north (drawn rotated by course), or a dot. */
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

type TIconKey = `${TTruckStatus}:${boolean}`;
let icons: Map<TIconKey, HTMLCanvasElement> | undefined;

/**
 * The truck icon of a status, an arrow when the heading is known, else a dot: drawn once
 * per page at BADGE_PIXEL_RATIO, then copied onto the truck overlay.
 */
export function truckIcon(status: TTruckStatus, heading: boolean): HTMLCanvasElement | undefined {
  if (!icons) {
    icons = new Map();
    for (const each of TRUCK_STATUSES)
      for (const arrow of [true, false]) {
        const canvas = badgeCanvas({
          size: TRUCK_ICON_SIZE,
          radius: TRUCK_ICON_RADIUS,
          color: TRUCK_STATUS_COLORS[each],
          shadowBlur: 3,
          lineWidth: 2.5,
          sign: truckSign(arrow),
        });
        if (canvas) icons.set(`${each}:${arrow}`, canvas);
      }
  }
  return icons.get(`${status}:${heading}`);
}
