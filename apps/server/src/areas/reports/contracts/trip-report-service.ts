import {
  isCountedStop,
  type TStopReport,
  type TTripRoute,
  type ZStopListRequest,
  type ZTripRouteRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { TimeFormat } from '../../../time-format.js';
import type { MarkerRepository, Addresses } from '../../places/index.js';
import type { MediaHistoryService } from '../../media/index.js';
import type { Actor } from '../../accounts/index.js';
import type { SettingsService } from '../../platform/index.js';
import type { StoredStopRepository, TripStopRow } from './stored-stops.js';
import { detectStops, distanceKm, type TrackingService } from '../../tracking/index.js';
import { coordinatesText, drivingSeconds, markersAlong, placeOf } from './trip-analysis.js';
import { round } from '../../../numbers.js';

interface Deps {
  tracking: TrackingService;
  storedStops: StoredStopRepository;
  markers: MarkerRepository;
  time: TimeFormat;
  /** The media history: recorded clips of a granted truck with signed links. */
  videos: Pick<MediaHistoryService, 'videos'>;
  addresses: Addresses;
  settings: Pick<SettingsService, 'domain'>;
}

/** The trip report by day (/contract): the route with its map points, and the stop table. */
export function tripReportService({
  tracking,
  storedStops,
  markers,
  time,
  videos,
  addresses,
  settings,
}: Deps) {
  return {
    /** POST /contract/get_route_data: the one route implementation, plus points passed. */
    async route(actor: Actor, input: z.output<typeof ZTripRouteRequest>): Promise<TTripRoute> {
      const route = await tracking.route(actor, input);
      return { ...route, markers: markersAlong(await markers.list(), route.points) };
    },

    /** POST /contract/get_list_stop_and_video: stops with place, idle and videos; sums. */
    async stops(actor: Actor, input: z.output<typeof ZStopListRequest>): Promise<TStopReport> {
      const { truck, start, end, rows: fixes } = await tracking.routeFixes(actor, input);
      // The user's own filter, else the stop rule's setting (B.4 and B.5.x use the same).
      const domain = await settings.domain();
      const minMinutes = input.min_minutes ?? domain.min_stop_minutes;
      // The engine's stored stops when it has caught up; else the same rule over the fixes.
      const last = fixes[fixes.length - 1];
      const stored = last ? await storedStops.overlapping(truck.id, start, end, last.time) : null;
      const source = stored ? 'motion' : 'route';
      const all: TripStopRow[] =
        stored ??
        detectStops(fixes, 0, domain.moving_speed_kmh).map((stop) => ({
          ...stop,
          idleS: Math.round(stop.idleMs / 1000),
        }));
      const detected = all.filter((stop) =>
        isCountedStop(stop.end.getTime() - stop.start.getTime(), minMinutes),
      );
      const points = detected.length ? await markers.list() : [];
      const said = await addresses.addresses(detected, actor.language);
      // One query for the whole range; each stop then takes the clips overlapping it.
      const clips = detected.length
        ? await videos.videos(actor, {
            truck_plate: truck.plate,
            start_date: time.toWire(start),
            end_date: time.toWire(end),
          })
        : [];
      const stops = detected.map((stop, i) => {
        const marker = placeOf(points, stop.lat, stop.lon);
        return {
          start_time: time.toWire(stop.start),
          end_time: time.toWire(stop.end),
          duration_s: Math.round((stop.end.getTime() - stop.start.getTime()) / 1000),
          idle_s: stop.idleS,
          lat: stop.lat,
          lon: stop.lon,
          place: marker?.name ?? coordinatesText(stop.lat, stop.lon),
          address: said[i] ?? coordinatesText(stop.lat, stop.lon),
          marker_id: marker?.id ?? null,
          // A clip belongs to a stop when their spans overlap.
          videos: clips.filter(
            (clip) =>
              (time.fromWire(clip.start_time) ?? end) <= stop.end &&
              (time.fromWire(clip.end_time) ?? start) >= stop.start,
          ),
        };
      });
      return {
        plate: truck.plate_display,
        start_time: time.toWire(start),
        end_time: time.toWire(end),
        min_minutes: minMinutes,
        stop_source: source,
        stops,
        sum: {
          distance_km: round(distanceKm(fixes, domain.moving_speed_kmh), 2),
          driving_s: drivingSeconds(fixes, domain),
          stop_count: stops.length,
          stop_s: stops.reduce((total, stop) => total + stop.duration_s, 0),
          idle_s: stops.reduce((total, stop) => total + stop.idle_s, 0),
        },
      };
    },
  };
}

export type TripReportService = ReturnType<typeof tripReportService>;
