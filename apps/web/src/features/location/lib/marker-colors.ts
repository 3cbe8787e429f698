import type { TMarkerType } from '@fleet/contracts';

/** One colour per kind of map point, used on the map and in the list. */
export const MARKER_TYPE_COLORS: Record<TMarkerType, string> = {
  depot: '#6a1b9a',
  customer: '#00838f',
  warehouse: '#795548',
  rest_stop: '#558b2f',
  fuel_station: '#ef6c00',
  speed_zone: '#c62828',
  other: '#546e7a',
};
