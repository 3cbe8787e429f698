import {
  emptyDaySums,
  emptySegmenter,
  type TDrivingSegment,
  type TMotionSession,
  type TOverspeedEpisode,
} from '@fleet/contracts';
import type {
  DayTotals,
  MotionOutput,
  MotionState,
  OverspeedRow,
  SessionCarry,
  SessionRow,
  TripRow,
} from './motion-types.js';

/** The machine's state and rows: plain values, so a state can be stored as JSON. */

export function emptyState(): MotionState {
  return {
    seg: emptySegmenter(),
    last: null,
    login: null,
    driver: null,
    day: null,
    dayStart: 0,
    dayEnd: 0,
    carry: null,
    totals: {},
    dailyAlerted: {},
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

export const emptyTotals = (day: string, driver: string | null): DayTotals => ({
  ...emptyDaySums(day, driver),
  fixes: 0,
});

/** A session of the model as a row, with the driving carried from another truck. */
export function sessionRow(session: TMotionSession, carry: SessionCarry | null): SessionRow {
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
    chainStart: carry?.chainStart ?? session.start,
    continuousMs: (carry?.carriedMs ?? 0) + session.drivingMs,
    open: session.open,
  };
}

export function overspeedRow(e: TOverspeedEpisode): OverspeedRow {
  return {
    start: e.start,
    end: e.end,
    driver: e.driver,
    limitKmh: e.limitKmh,
    maxSpeedKmh: e.maxSpeedKmh,
    avgSpeedKmh: e.avgSpeedKmh,
    band: e.band,
    distanceKm: e.distanceKm,
    lat: e.lat,
    lon: e.lon,
    open: e.open,
  };
}

export function tripRow(d: TDrivingSegment): TripRow {
  return {
    start: d.start,
    end: d.end,
    driver: d.driver,
    startLat: d.startLat,
    startLon: d.startLon,
    endLat: d.endLat,
    endLon: d.endLon,
    distanceKm: d.distanceKm,
    maxSpeedKmh: d.maxSpeedKmh,
    open: d.open,
  };
}
