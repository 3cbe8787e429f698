import type { Map as MapLibreMap } from 'maplibre-gl';
import { TRUCK_STATUS_COLORS } from './truck-features';

const SIZE = 26;
const PIXEL_RATIO = 2;

export const ROUTE_ICONS = {
  start: 'fleet-route-start',
  end: 'fleet-route-end',
  stopped: 'fleet-route-stopped',
  idle: 'fleet-route-idle',
} as const;

type TGlyph = 'play' | 'square' | 'parking';

/** A round badge with a white sign: ▶ start, ■ end, P a stop (drawn, the styles have no glyphs). */
function drawBadge(color: string, glyph: TGlyph): ImageData | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE * PIXEL_RATIO;
  canvas.height = SIZE * PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  const middle = SIZE / 2;
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = 2;
  context.beginPath();
  context.arc(middle, middle, 10, 0, Math.PI * 2);
  context.fillStyle = color;
  context.fill();
  context.shadowBlur = 0;
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#ffffff';
  context.beginPath();
  if (glyph === 'play') {
    context.moveTo(middle - 3, middle - 5);
    context.lineTo(middle + 5, middle);
    context.lineTo(middle - 3, middle + 5);
    context.closePath();
    context.fill();
  } else if (glyph === 'square') {
    context.fillRect(middle - 4, middle - 4, 8, 8);
  } else {
    context.font = 'bold 13px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('P', middle, middle + 1);
  }
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

const BADGES: [string, string, TGlyph][] = [
  [ROUTE_ICONS.start, '#00695c', 'play'],
  [ROUTE_ICONS.end, '#212121', 'square'],
  [ROUTE_ICONS.stopped, TRUCK_STATUS_COLORS.stopped, 'parking'],
  [ROUTE_ICONS.idle, TRUCK_STATUS_COLORS.idle, 'parking'],
];

/** Registers the route's start, end and stop badges on the map once. */
export function ensureRouteIcons(map: MapLibreMap): void {
  for (const [id, color, glyph] of BADGES) {
    if (map.hasImage(id)) continue;
    const image = drawBadge(color, glyph);
    if (image) map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
  }
}
