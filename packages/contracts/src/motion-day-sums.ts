import { OVERSPEED_BANDS, type TOverspeedBand } from './settings.js';
import type { TMotionCalendar } from './motion-model.js';
import type { TMotionRecord } from './motion-segmenter.js';

/**
 * The per-day sums of one truck and one driver ('' = unknown) that the summaries read
 * (B.5.1, B.5.2, the driver report): a fold of the segmenter's records, so the engine's
 * stored sums and a raw-fix view's agree. Driving and silent time and km are split over
 * company days by the records' day parts; a stop, an idle stop, an overspeed episode and a
 * lost-signal leg count on the day they start; a session over the continuous limit on the
 * day it went over.
 */
export interface TMotionDaySums {
  day: string;
  driver: string;
  distanceKm: number;
  drivingMs: number;
  workingMs: number;
  stoppedMs: number;
  silentMs: number;
  /** Engine-on time of idle stops. */
  idleMs: number;
  maxContinuousMs: number;
  stops: number;
  idleStops: number;
  lostSignals: number;
  overspeeds: Record<TOverspeedBand, number>;
  kmOverLimit: number;
  sessionsOverLimit: number;
}

export const daySumsKey = (day: string, driver: string | null) => `${day}|${driver ?? ''}`;

export function emptyDaySums(day: string, driver: string | null): TMotionDaySums {
  return {
    day,
    driver: driver ?? '',
    distanceKm: 0,
    drivingMs: 0,
    workingMs: 0,
    stoppedMs: 0,
    silentMs: 0,
    idleMs: 0,
    maxContinuousMs: 0,
    stops: 0,
    idleStops: 0,
    lostSignals: 0,
    overspeeds: Object.fromEntries(OVERSPEED_BANDS.map((b) => [b, 0])) as Record<
      TOverspeedBand,
      number
    >,
    kmOverLimit: 0,
    sessionsOverLimit: 0,
  };
}

/** Adds one record to `sums` (keyed by `daySumsKey`). */
export function addToDaySums(
  sums: Map<string, TMotionDaySums>,
  record: TMotionRecord,
  calendar: TMotionCalendar,
): void {
  const of = (day: string) => {
    const key = daySumsKey(day, record.driver);
    let row = sums.get(key);
    if (!row) sums.set(key, (row = emptyDaySums(day, record.driver)));
    return row;
  };
  switch (record.kind) {
    case 'driving':
    case 'silent':
      for (const [day, part] of Object.entries(record.days)) {
        const row = of(day);
        row.distanceKm += part.km;
        if (record.kind === 'driving') row.drivingMs += part.ms;
        else row.silentMs += part.ms;
      }
      return;
    case 'stop': {
      const first = of(calendar.dayOf(record.start));
      first.stops += 1;
      if (record.idle) first.idleStops += 1;
      for (const [day, part] of Object.entries(record.days)) {
        const row = of(day);
        row.stoppedMs += part.ms;
        if (record.idle) row.idleMs += part.engineOnMs;
      }
      return;
    }
    case 'halt':
      return;
    case 'lost_signal':
      of(calendar.dayOf(record.start)).lostSignals += 1;
      return;
    case 'overspeed': {
      const row = of(calendar.dayOf(record.start));
      row.overspeeds[record.band] += 1;
      row.kmOverLimit += record.distanceKm;
      return;
    }
    case 'session':
      for (const [day, part] of Object.entries(record.days)) {
        const row = of(day);
        row.workingMs += part.workingMs;
        row.maxContinuousMs = Math.max(row.maxContinuousMs, part.maxContinuousMs);
      }
      if (record.overLimitAt !== null)
        of(calendar.dayOf(record.overLimitAt)).sessionsOverLimit += 1;
      return;
  }
}

/** The day sums of a set of records. */
export function motionDaySums(
  records: Iterable<TMotionRecord>,
  calendar: TMotionCalendar,
): Map<string, TMotionDaySums> {
  const sums = new Map<string, TMotionDaySums>();
  for (const record of records) addToDaySums(sums, record, calendar);
  return sums;
}
