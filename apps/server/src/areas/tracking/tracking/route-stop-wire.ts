import type { TRouteStop } from '@fleet/contracts';
import type { TimeFormat } from '../../../time-format.js';
import type { DetectedStop } from './route-analysis.js';

/** A detected stop as every route answer sends it (the route, a reconciled trip). */
export const routeStopToWire = (
  stop: DetectedStop,
  time: TimeFormat,
  address: string | null,
): TRouteStop => ({
  start_time: time.toWire(stop.start),
  end_time: time.toWire(stop.end),
  duration_s: Math.round((stop.end.getTime() - stop.start.getTime()) / 1000),
  lat: stop.lat,
  lon: stop.lon,
  address: address ?? '',
  idle: stop.idle,
});
