import type { TOverspeedBand } from '@fleet/contracts';
import type {
  DayTotals,
  MotionOutput,
  MotionState,
  OverspeedRow,
  SessionRow,
} from './motion-types.js';

/** The machine's state and rows: plain values, so a state can be stored as JSON. */

export function emptyState(): MotionState {
  return {
    last: null,
    status: 'unknown',
    login: null,
    driver: null,
    day: null,
    dayStart: 0,
    dayEnd: 0,
    trip: null,
    stop: null,
    session: null,
    over: null,
    totals: {},
  };
}

export function emptyOutput(): MotionOutput {
  return {
    trips: new Map(),
    stops: new Map(),
    sessions: new Map(),
    overspeeds: new Map(),
    gaps: new Map(),
    days: new Map(),
    alerts: [],
    checkpoints: [],
  };
}

const NO_BANDS: Record<TOverspeedBand, number> = { '5_10': 0, '10_20': 0, '20_35': 0, over_35: 0 };

export function totalsOf(state: MotionState, day: string, driver: string | null): DayTotals {
  const key = `${day}|${driver ?? ''}`;
  let totals = state.totals[key];
  if (!totals) {
    totals = {
      day,
      driver: driver ?? '',
      distanceKm: 0,
      drivingMs: 0,
      workingMs: 0,
      idleMs: 0,
      maxContinuousMs: 0,
      stops: 0,
      overspeeds: { ...NO_BANDS },
      kmOverLimit: 0,
      sessionsOverLimit: 0,
      fixes: 0,
    };
    state.totals[key] = totals;
  }
  return totals;
}

/** A session as a row: its pending stop time stays in the state. */
export function sessionRow(
  session: NonNullable<MotionState['session']>,
  open: boolean,
): SessionRow {
  return {
    start: session.start,
    end: session.end,
    driver: session.driver,
    startLat: session.startLat,
    startLon: session.startLon,
    endLat: session.endLat,
    endLon: session.endLon,
    drivingMs: session.drivingMs,
    workingMs: session.workingMs,
    distanceKm: session.distanceKm,
    // States stored before the driver's session rule carry neither field.
    chainStart: session.chainStart ?? session.start,
    continuousMs: (session.carriedMs ?? 0) + session.drivingMs,
    open,
  };
}

export function overspeedRow(
  run: NonNullable<MotionState['over']>,
  band: TOverspeedBand,
  open: boolean,
): OverspeedRow {
  return {
    start: run.start,
    end: run.last,
    driver: run.driver,
    limitKmh: run.limitKmh,
    maxSpeedKmh: run.maxSpeedKmh,
    avgSpeedKmh: run.speedSum / run.count,
    band,
    distanceKm: run.distanceKm,
    lat: run.lat,
    lon: run.lon,
    open,
  };
}
