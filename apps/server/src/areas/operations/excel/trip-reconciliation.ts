import {
  isMovingFix,
  TRIP_LATE_TOLERANCE_MINUTES,
  TRIP_WINDOW_AFTER_HOURS,
  TRIP_WINDOW_BEFORE_HOURS,
  type TTripPlace,
  type TTripStatus,
} from '@fleet/contracts';
import { distanceMeters, type MarkerArea } from '../../places/index.js';
import { detectStops, distanceKm, type DetectedStop, type RouteFix } from '../../tracking/index.js';

/**
 * A destination without a point is reached when the truck first stops this long after
 * leaving: shorter stops are traffic, fuel or a meal, not the drop.
 */
export const ARRIVAL_STOP_MINUTES = 30;

export interface TripPlanTimes {
  planned_departure: Date;
  planned_arrival: Date;
  origin: TTripPlace;
  destination: TTripPlace;
}

export interface TripReconciliation {
  status: TTripStatus;
  departure: Date | null;
  arrival: Date | null;
  km: number | null;
  stops: DetectedStop[];
  delayMinutes: number | null;
  /** The fixes of the actual trip (departure to arrival, or to the last fix while under way). */
  fixes: RouteFix[];
}

const HOUR_MS = 3_600_000;

/** GPS positions read for a planned trip (planned departure − 3 h to planned arrival + 6 h). */
export function tripWindow(plan: Pick<TripPlanTimes, 'planned_departure' | 'planned_arrival'>) {
  return {
    from: new Date(plan.planned_departure.getTime() - TRIP_WINDOW_BEFORE_HOURS * HOUR_MS),
    to: new Date(plan.planned_arrival.getTime() + TRIP_WINDOW_AFTER_HOURS * HOUR_MS),
  };
}

function areaOf(place: TTripPlace): MarkerArea | null {
  return place.lat === null || place.lon === null
    ? null
    : { lat: place.lat, lon: place.lon, radius_m: place.radius_m ?? 0 };
}

/** The admin's stop rule (settings): what counts as moving, and the shortest stop listed. */
export interface MotionRule {
  movingKmh: number;
  minStopMinutes: number;
}

const inside = (fix: RouteFix, area: MarkerArea) => distanceMeters(fix, area) <= area.radius_m;

/** Index of the fix where the trip starts: leaving the origin, else the first moving fix. */
function departureIndex(
  fixes: readonly RouteFix[],
  origin: MarkerArea | null,
  movingKmh: number,
): number {
  if (origin) {
    let seenInside = false;
    for (let i = 0; i < fixes.length; i += 1) {
      if (inside(fixes[i]!, origin)) seenInside = true;
      else if (seenInside) return i;
    }
    return -1;
  }
  // The motion model's set-off: the first moving fix (the leg to it is driving).
  return fixes.findIndex((fix) => isMovingFix(fix, { moving_speed_kmh: movingKmh }));
}

/** Index of the fix where the trip ends: entering the destination, else the first long stop. */
function arrivalIndex(
  fixes: readonly RouteFix[],
  from: number,
  destination: MarkerArea | null,
  movingKmh: number,
) {
  if (destination) {
    for (let i = from; i < fixes.length; i += 1) if (inside(fixes[i]!, destination)) return i;
    return -1;
  }
  const stop = detectStops(fixes.slice(from), ARRIVAL_STOP_MINUTES, movingKmh)[0];
  return stop ? fixes.findIndex((fix, i) => i >= from && fix.time >= stop.start) : -1;
}

const minutesBetween = (later: Date, earlier: Date) =>
  Math.round((later.getTime() - earlier.getTime()) / 60_000);

/**
 * Matches a planned trip with what the truck did: `fixes` are its positions in the trip
 * window, in time order. Judged at `now`, so a trip still under way can show how late it is,
 * under the admin's stop rule (`rule`, read from the settings).
 */
export function reconcileTrip(
  plan: TripPlanTimes,
  fixes: readonly RouteFix[],
  now: Date,
  rule: MotionRule,
): TripReconciliation {
  const { movingKmh } = rule;
  const start = departureIndex(fixes, areaOf(plan.origin), movingKmh);
  if (start < 0) {
    return {
      status: 'not_started',
      departure: null,
      arrival: null,
      km: null,
      stops: [],
      delayMinutes: null,
      fixes: [],
    };
  }
  const end = arrivalIndex(fixes, start, areaOf(plan.destination), movingKmh);
  const trip = fixes.slice(start, end < 0 ? fixes.length : end + 1);
  const departure = fixes[start]!.time;
  const km = Math.round(distanceKm(trip, movingKmh) * 100) / 100;
  const stops = detectStops(trip, rule.minStopMinutes, movingKmh);
  if (end < 0) {
    const late = minutesBetween(now, plan.planned_arrival);
    return {
      status: 'in_progress',
      departure,
      arrival: null,
      km,
      stops,
      delayMinutes: late > 0 ? late : null,
      fixes: trip,
    };
  }
  const arrival = fixes[end]!.time;
  const delay = minutesBetween(arrival, plan.planned_arrival);
  return {
    status: delay > TRIP_LATE_TOLERANCE_MINUTES ? 'late' : 'on_time',
    departure,
    arrival,
    km,
    stops,
    delayMinutes: delay,
    fixes: trip,
  };
}
