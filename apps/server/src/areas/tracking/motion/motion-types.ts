import type {
  TDomainSettings,
  TDrivingSegment,
  TMotionCalendar,
  TMotionDaySums,
  TMotionHalt,
  TOverspeedBand,
  TSegmenterState,
  TWheelFix,
} from '@fleet/contracts';
import type { EarlierSession } from './driver-session-rule.js';

/** One committed fix as the motion machine sees it (times in epoch ms): the motion model's. */
export type MotionFix = TWheelFix;

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
export type Calendar = TMotionCalendar;

export type MotionSettings = TDomainSettings;

/** A trip: the model's driving segment as stored. */
export type TripRow = Omit<TDrivingSegment, 'kind' | 'days'>;

/** A stop or halt as stored: the model's record without its kind (idle from `isIdleStop`). */
export type StopRow = Omit<TMotionHalt, 'kind'>;

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

/** Totals of one truck, one driver ('' = unknown), one company day: the model's sums. */
export interface DayTotals extends TMotionDaySums {
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

/** The open session's driving carried from the driver's session on another truck. */
export interface SessionCarry {
  /** Start of the open session on this truck. */
  start: number;
  chainStart: number;
  carriedMs: number;
  /** The session's own driving when the alerts were last looked at. */
  drivingMs: number;
  /** When driving with the carry went over the continuous limit; null while not. */
  overLimitAt: number | null;
}

/** Everything the machine carries between fixes; plain JSON, stored as the truck's cursor. */
export interface MotionState {
  /** The motion model's segmenter (contracts motion-segmenter.ts). */
  seg: TSegmenterState;
  last: MotionFix | null;
  /** Sticky device login; forgotten when a break ends the session. */
  login: string | null;
  /** Driver of the last fix. */
  driver: string | null;
  day: string | null;
  dayStart: number;
  dayEnd: number;
  carry: SessionCarry | null;
  /** Sums of closed records on days still open to change, keyed `day|driver`. */
  totals: Record<string, DayTotals>;
  /** `day|driver` keys whose daily-driving alert was raised. */
  dailyAlerted: Record<string, true>;
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
