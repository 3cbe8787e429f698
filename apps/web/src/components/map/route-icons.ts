import type { Map as MapLibreMap } from 'maplibre-gl';
import { addBadgeOnce, type TBadge } from './badge-image';
import { TRUCK_STATUS_COLORS } from './truck-features';

export const ROUTE_ICONS = {
  start: 'fleet-route-start',
  end: 'fleet-route-end',
  stopped: 'fleet-route-stopped',
  idle: 'fleet-route-idle',
} as const;

type TSign = TBadge['sign'];

const play: TSign = (context, middle) => {
  context.moveTo(middle - 3, middle - 5);
  context.lineTo(middle + 5, middle);
  context.lineTo(middle - 3, middle + 5);
  context.closePath();
  context.fill();
};
const square: TSign = (context, middle) => context.fillRect(middle - 4, middle - 4, 8, 8);
const parking: TSign = (context, middle) => {
  context.font = 'bold 13px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('P', middle, middle + 1);
};

/** ▶ start, ■ end, P a stop. */
const BADGES: [string, string, TSign][] = [
  [ROUTE_ICONS.start, '#00695c', play],
  [ROUTE_ICONS.end, '#212121', square],
  [ROUTE_ICONS.stopped, TRUCK_STATUS_COLORS.stopped, parking],
  [ROUTE_ICONS.idle, TRUCK_STATUS_COLORS.idle, parking],
];

/** Registers the route's start, end and stop badges on the map once. */
export function ensureRouteIcons(map: MapLibreMap): void {
  for (const [id, color, sign] of BADGES) {
    addBadgeOnce(map, id, { size: 26, radius: 10, color, shadowBlur: 2, lineWidth: 2, sign });
  }
}
