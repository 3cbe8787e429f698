import type { Map as MapLibreMap } from 'maplibre-gl';
import { TRUCK_STATUSES, type TTruckStatus } from '@fleet/contracts';
import { TRUCK_STATUS_COLORS } from './truck-features';

const SIZE = 34;
const PIXEL_RATIO = 2;

/** Image id of a truck icon: an arrow when the heading is known, else a dot. */
export const truckIconId = (status: TTruckStatus, heading: boolean) =>
  `fleet-truck-${status}${heading ? '' : '-still'}`;

/** A round badge in the status colour with a white arrow pointing north (rotated by course). */
function drawIcon(color: string, heading: boolean): ImageData | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE * PIXEL_RATIO;
  canvas.height = SIZE * PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  const middle = SIZE / 2;
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = 3;
  context.beginPath();
  context.arc(middle, middle, 12, 0, Math.PI * 2);
  context.fillStyle = color;
  context.fill();
  context.shadowBlur = 0;
  context.lineWidth = 2.5;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#ffffff';
  context.beginPath();
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
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Registers the eight truck icons on the map once (drawn at run time, no sprite needed). */
export function ensureTruckIcons(map: MapLibreMap): void {
  for (const status of TRUCK_STATUSES) {
    for (const heading of [true, false]) {
      const id = truckIconId(status, heading);
      if (map.hasImage(id)) continue;
      const image = drawIcon(TRUCK_STATUS_COLORS[status], heading);
      if (image) map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
    }
  }
}
