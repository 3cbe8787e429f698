import {
  displayPlate,
  type TDriverSummaryRow,
  type TOverspeedRow,
  type TSessionRow,
  type TStopRow,
  type TTripRow,
  type TTruckSummaryRow,
} from '@fleet/contracts';
import type { TimeFormat } from '../../../time-format.js';
import type { BandSums, ReportRepository } from './report-repository.js';
import { round } from '../../../numbers.js';

type Rows<K extends keyof ReportRepository> = Awaited<ReturnType<ReportRepository[K]>>;

/** What the builders share: wire times, place names and driver names of one report. */
export interface BuildContext {
  time: TimeFormat;
  /** A position in words: a map point, the geocoder's cached answer or the nearest place. */
  places: { name(lat: number, lon: number): string };
  person(username: string | null): { fullname: string; licence_number: string | null } | null;
  continuousLimitS: number;
}

const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

function driverOf(ctx: BuildContext, username: string | null) {
  const person = ctx.person(username);
  return {
    driver_name: person?.fullname ?? username ?? null,
    licence_number: person?.licence_number ?? null,
  };
}

/** Driver, truck, and when and where a trip or session started and ended. */
function journeyOf(ctx: BuildContext, r: Rows<'trips'>[number] | Rows<'sessions'>[number]) {
  return {
    ...driverOf(ctx, r.username),
    plate: displayPlate(r.plate),
    start_time: ctx.time.toWire(r.start_time),
    start_place: ctx.places.name(r.start_lat, r.start_lon),
    end_time: ctx.time.toWire(r.end_time),
    end_place: ctx.places.name(r.end_lat, r.end_lon),
  };
}

export function tripRows(ctx: BuildContext, rows: Rows<'trips'>): TTripRow[] {
  return rows.map((r) => {
    const duration = seconds(r.start_time, r.end_time);
    return {
      ...journeyOf(ctx, r),
      distance_km: round(r.distance_km),
      duration_s: duration,
      avg_speed_kmh: duration > 0 ? round(r.distance_km / (duration / 3600), 1) : 0,
      max_speed_kmh: round(r.max_speed_kmh, 1),
    };
  });
}

export function overspeedRows(ctx: BuildContext, rows: Rows<'overspeeds'>): TOverspeedRow[] {
  return rows.map((r) => ({
    ...driverOf(ctx, r.username),
    plate: displayPlate(r.plate),
    start_time: ctx.time.toWire(r.start_time),
    end_time: ctx.time.toWire(r.end_time),
    duration_s: seconds(r.start_time, r.end_time),
    avg_speed_kmh: round(r.avg_speed_kmh, 1),
    max_speed_kmh: round(r.max_speed_kmh, 1),
    limit_kmh: r.limit_kmh,
    band: r.band,
    place: ctx.places.name(r.lat, r.lon),
  }));
}

export function sessionRows(ctx: BuildContext, rows: Rows<'sessions'>): TSessionRow[] {
  return rows.map((r) => ({
    ...journeyOf(ctx, r),
    driving_s: r.driving_s,
    distance_km: round(r.distance_km),
    // The driver's continuous driving, with what they drove on another truck just before.
    over_limit: r.continuous_s > ctx.continuousLimitS,
    exception_reason: r.exception_reason,
  }));
}

export function stopRows(ctx: BuildContext, rows: Rows<'stops'>): TStopRow[] {
  return rows.map((r) => ({
    driver_name: driverOf(ctx, r.username).driver_name,
    plate: displayPlate(r.plate),
    start_time: ctx.time.toWire(r.start_time),
    end_time: ctx.time.toWire(r.end_time),
    duration_s: seconds(r.start_time, r.end_time),
    idle_s: r.idle_s,
    place: ctx.places.name(r.lat, r.lon),
  }));
}

function bandsOf(sums: BandSums) {
  const total = sums.o1 + sums.o2 + sums.o3 + sums.o4;
  return {
    distance_km: round(sums.distance_km),
    driving_s: sums.driving_s,
    overspeed_band_1: sums.o1,
    overspeed_band_2: sums.o2,
    overspeed_band_3: sums.o3,
    overspeed_band_4: sums.o4,
    overspeed_total: total,
    km_over_limit: round(sums.km_over_limit),
    percent_over_limit:
      sums.distance_km > 0 ? round((100 * sums.km_over_limit) / sums.distance_km) : 0,
    stops: sums.stops,
  };
}

/** Adds up summary rows for the total row. */
export function sumBands(rows: readonly BandSums[]): BandSums {
  const sum: BandSums = {
    distance_km: 0,
    driving_s: 0,
    o1: 0,
    o2: 0,
    o3: 0,
    o4: 0,
    km_over_limit: 0,
    stops: 0,
    sessions_over_limit: 0,
  };
  for (const r of rows)
    for (const key of Object.keys(sum) as (keyof BandSums)[]) sum[key] += r[key];
  return sum;
}

export function truckSummary(rows: (Rows<'perTruck'>[number] & { stops: number })[]) {
  const total = sumBands(rows);
  return {
    rows: rows.map((r): TTruckSummaryRow => ({ plate: displayPlate(r.plate), ...bandsOf(r) })),
    total: bandsOf(total),
  };
}

export function driverSummary(
  ctx: BuildContext,
  rows: (Rows<'perDriver'>[number] & { stops: number })[],
) {
  const total = sumBands(rows);
  return {
    rows: rows.map((r): TDriverSummaryRow => ({
      ...driverOf(ctx, r.username),
      username: r.username,
      ...bandsOf(r),
      sessions_over_limit: r.sessions_over_limit,
    })),
    total: { ...bandsOf(total), sessions_over_limit: total.sessions_over_limit },
  };
}
