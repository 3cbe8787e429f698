import type { TDomainSettings, TOverspeedBand } from '@fleet/contracts';
import type { EarlierSession } from './driver-session-rule.js';

/** One committed fix as the motion machine sees it (times in epoch ms). */
export interface MotionFix {
  time: number;
  lat: number;
  lon: number;
  speedKmh: number;
  ignition: boolean | null;
  /** Driver who logged in on the device with this fix, if any. */
  login: string | null;
}

/** What the machine needs to know about a truck beyond its fixes. */
export interface TruckContext {
  /** Speed limit at a fix: a speed zone's own limit inside one, else the truck's. */
  limitAt(fix: MotionFix): number;
  /** Driver assigned to the truck in the console at this time. */
  assignedAt(time: number): string | null;
  /**
   * The driver's latest session on another truck that ended by `time` (the engine reads them
   * per cycle); absent in unit tests of one truck.
   */
  earlierSession?(driver: string, time: number): EarlierSession | null;
  /** Driving of the driver on other trucks that company day (daily limit per driver). */
  drivenElsewhereMs?(driver: string, day: string): number;
  calendar: Calendar;
}

/** Company-zone days (domain-vietnam.md "Formats"). */
export interface Calendar {
  timeZone: string;
  /** `YYYY-MM-DD` of the company day holding `ms`. */
  dayOf(ms: number): string;
  /** Start of the company day holding `ms`. */
  dayStart(ms: number): number;
}

export type MotionSettings = TDomainSettings;

export interface TripRow {
  start: number;
  end: number;
  driver: string | null;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  distanceKm: number;
  maxSpeedKmh: number;
  open: boolean;
}

export interface StopRow {
  start: number;
  end: number;
  driver: string | null;
  lat: number;
  lon: number;
  idleMs: number;
  open: boolean;
}

export interface SessionRow {
  start: number;
  end: number;
  driver: string | null;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  drivingMs: number;
  workingMs: number;
  distanceKm: number;
  /** When the driver's session began: this row's start, or earlier on another truck. */
  chainStart: number;
  /** Driving since `chainStart` up to this row's end (this row's own when nothing carried). */
  continuousMs: number;
  open: boolean;
}

export interface OverspeedRow {
  start: number;
  end: number;
  driver: string | null;
  limitKmh: number;
  maxSpeedKmh: number;
  avgSpeedKmh: number;
  band: TOverspeedBand;
  distanceKm: number;
  lat: number;
  lon: number;
  open: boolean;
}

export interface GapRow {
  start: number;
  end: number;
  driver: string | null;
  lat: number;
  lon: number;
}

/** Totals of one truck, one driver ('' = unknown), one company day. */
export interface DayTotals {
  day: string;
  driver: string;
  distanceKm: number;
  drivingMs: number;
  workingMs: number;
  idleMs: number;
  maxContinuousMs: number;
  stops: number;
  overspeeds: Record<TOverspeedBand, number>;
  kmOverLimit: number;
  sessionsOverLimit: number;
  fixes: number;
}

export type MotionAlertKind =
  'continuous_warning' | 'continuous_driving' | 'daily_driving' | 'overspeed';

/** Something a person should hear about; `key` makes it once-only across replays. */
export interface MotionAlert {
  kind: MotionAlertKind;
  key: number;
  at: number;
  driver: string | null;
  valueMs: number;
  lat: number;
  lon: number;
  band?: TOverspeedBand;
  speedKmh?: number;
  limitKmh?: number;
}

type OpenTrip = Omit<TripRow, 'open'>;
type OpenStop = Omit<StopRow, 'open'>;
interface OpenSession extends Omit<SessionRow, 'open' | 'continuousMs'> {
  /** Driving carried from the driver's session on another truck (0 when none). */
  carriedMs: number;
  /** Time of the current stop per day, added to working time if the stop stays short. */
  pendingStop: Record<string, number>;
}
interface OverRun {
  start: number;
  last: number;
  driver: string | null;
  limitKmh: number;
  maxSpeedKmh: number;
  maxExcessKmh: number;
  speedSum: number;
  count: number;
  distanceKm: number;
  lat: number;
  lon: number;
}

/** Everything the machine carries between fixes; plain JSON, stored as the truck's cursor. */
export interface MotionState {
  last: MotionFix | null;
  status: 'unknown' | 'moving' | 'stopped';
  /** Sticky device login; forgotten when a break ends the session. */
  login: string | null;
  /** Driver of the last fix. */
  driver: string | null;
  day: string | null;
  dayStart: number;
  dayEnd: number;
  trip: OpenTrip | null;
  stop: OpenStop | null;
  session: OpenSession | null;
  over: OverRun | null;
  /** Totals still open to change (this and the previous day), keyed `day|driver`. */
  totals: Record<string, DayTotals>;
}

export interface Checkpoint {
  /** The company day this state opens (state before its first fix). */
  day: string;
  dayStart: number;
  state: MotionState;
}

/** What a run of the machine produced; rows are keyed by start time, later versions win. */
export interface MotionOutput {
  trips: Map<number, TripRow>;
  stops: Map<number, StopRow>;
  sessions: Map<number, SessionRow>;
  overspeeds: Map<number, OverspeedRow>;
  gaps: Map<number, GapRow>;
  days: Map<string, DayTotals>;
  alerts: MotionAlert[];
  checkpoints: Checkpoint[];
}
