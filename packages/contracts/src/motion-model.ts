import { overspeedBand, type TDomainSettings, type TOverspeedBand } from './settings.js';
import { isCountedStop } from './tracking.js';
import { zoneOffsetMinutes } from './time.js';

/**
 * The one motion model (architecture.md §8, docs/motion-model.md): every definition of
 * domain-vietnam.md about moving, stops, idle, driving spans, lost signal and overspeed, as
 * pure functions of the admin's settings. The motion engine and every view over raw fixes
 * call these (and the segmenter, motion-segmenter.ts, built on them), so a truck-day tells
 * one story wherever it is read.
 *
 * Stable API (readers depend on it):
 * - `isMovingFix(fix, s)`: one fix is moving when its speed is above `moving_speed_kmh`.
 * - `legKind(a, b, s)`: what the time between consecutive fixes a → b is:
 *   `stopped` when both fixes are at or below the moving speed; otherwise `silent` when the
 *   leg is longer than the break (signal lost too long to call it driving: it ends the
 *   driving span), else `driving`. So a set-off (slow fix → moving fix) and an arrival
 *   (moving fix → slow fix) are driving, with their time and distance.
 * - `isMovingAfter(previousKmh, speedKmh, s)`: the live motion after a fix, by the leg rule.
 * - `legDistanceKm(a, b, s)`: haversine km of a leg that is not `stopped`, else 0 (GPS drift of
 *   a standing truck is not distance). The km of every view is a sum of these.
 * - `isLostSignal(a, b, s)`: a leg that is not `stopped` and longer than `lost_signal_seconds`.
 * - `isCountedStop(ms, min)` (tracking.ts) and `isStop(ms, s)`: a run of slow fixes lasting at
 *   least `min_stop_minutes` is a stop; shorter halts are part of driving.
 * - `legEngineOnMs(a, b)`, `isIdleStop(engineOnMs, stopMs)`: idle = engine on for at least
 *   half of the stop (each fix's ignition holds until the next fix); engine off → never idle.
 * - `endsSession(stopMs, s)`: a stop at least `session_break_minutes` long ends a session.
 * - `isOverspeedFix(speed, limit, s)`, `isOverspeedEpisode(ms, s)`, `overspeedBand`.
 * - `companyCalendar(timeZone)`: company days for the per-day sums.
 */

export type TMotionSettings = Pick<
  TDomainSettings,
  | 'moving_speed_kmh'
  | 'session_break_minutes'
  | 'continuous_limit_minutes'
  | 'overspeed_margin_kmh'
  | 'overspeed_min_seconds'
  | 'overspeed_band_edges_kmh'
  | 'lost_signal_seconds'
  | 'min_stop_minutes'
>;

/** A fix as the model reads it (time in epoch ms). */
export interface TMotionFix {
  time: number;
  lat: number;
  lon: number;
  speedKmh: number;
  ignition: boolean | null;
}

export type TLegKind = 'driving' | 'stopped' | 'silent';

const MINUTE_MS = 60_000;

export function isMovingFix(
  fix: { speedKmh: number },
  s: Pick<TMotionSettings, 'moving_speed_kmh'>,
) {
  return fix.speedKmh > s.moving_speed_kmh;
}

/** Break between sessions, in ms. */
export const sessionBreakMs = (s: Pick<TMotionSettings, 'session_break_minutes'>) =>
  s.session_break_minutes * MINUTE_MS;

export function legKind(
  a: TMotionFix,
  b: TMotionFix,
  s: Pick<TMotionSettings, 'moving_speed_kmh' | 'session_break_minutes'>,
): TLegKind {
  if (!isMovingFix(a, s) && !isMovingFix(b, s)) return 'stopped';
  return b.time - a.time > sessionBreakMs(s) ? 'silent' : 'driving';
}

/**
 * The truck's motion right after a fix (live status, authority feed): moving unless the leg
 * that brought the fix is `stopped` (both fixes at or below the moving speed), so a set-off
 * fix moves at once and one slow fix between moving ones is still driving, as `legKind`
 * counts them. A truck's first fix (`previousKmh` null) moves by its own speed.
 */
export function isMovingAfter(
  previousKmh: number | null,
  speedKmh: number,
  s: Pick<TMotionSettings, 'moving_speed_kmh'>,
): boolean {
  return (
    isMovingFix({ speedKmh }, s) ||
    (previousKmh !== null && isMovingFix({ speedKmh: previousKmh }, s))
  );
}

/** Mean Earth radius (IUGG), as the map geometry uses. */
const EARTH_RADIUS_KM = 6_371.0088;
const RADIANS = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance of a leg. Fixes that fail the intake's plausibility (time, coordinates, 0/0) are
 * never stored, so every stored fix counts; a standing truck's drift does not.
 */
export function legDistanceKm(
  a: TMotionFix,
  b: TMotionFix,
  s: Pick<TMotionSettings, 'moving_speed_kmh'>,
): number {
  if (!isMovingFix(a, s) && !isMovingFix(b, s)) return 0;
  return haversineKm(a, b);
}

export function isLostSignal(
  a: TMotionFix,
  b: TMotionFix,
  s: Pick<TMotionSettings, 'moving_speed_kmh' | 'lost_signal_seconds'>,
): boolean {
  if (!isMovingFix(a, s) && !isMovingFix(b, s)) return false;
  return b.time - a.time > s.lost_signal_seconds * 1000;
}

/** A run of slow fixes this long is a stop (the same rule as `isCountedStop`). */
export const isStop = (stopMs: number, s: Pick<TMotionSettings, 'min_stop_minutes'>) =>
  isCountedStop(stopMs, s.min_stop_minutes);

/** Engine-on time of a leg: the ignition a fix reports holds until the next fix. */
export const legEngineOnMs = (a: TMotionFix, b: TMotionFix) =>
  a.ignition === true ? b.time - a.time : 0;

/**
 * Idle stop (stopped with the engine on): the ignition was on for at least half the stop.
 * The arrival fix of a truck that then turns its engine off does not make a stop idle, and
 * a stop with the engine off throughout never is.
 */
export const isIdleStop = (engineOnMs: number, stopMs: number) =>
  engineOnMs > 0 && engineOnMs * 2 >= stopMs;

/** A stop at least the break long ends the driver's session (Law 36/2024 art. 64). */
export const endsSession = (stopMs: number, s: Pick<TMotionSettings, 'session_break_minutes'>) =>
  stopMs >= sessionBreakMs(s);

/** Continuous driving over the limit is a violation. */
export const isOverContinuousLimit = (
  drivingMs: number,
  s: Pick<TMotionSettings, 'continuous_limit_minutes'>,
) => drivingMs > s.continuous_limit_minutes * MINUTE_MS;

/** A fix at least the margin above the limit (no limit known: never over). */
export function isOverspeedFix(
  speedKmh: number,
  limitKmh: number | null,
  s: Pick<TMotionSettings, 'overspeed_margin_kmh'>,
): boolean {
  return limitKmh !== null && speedKmh - limitKmh >= s.overspeed_margin_kmh;
}

/** An overspeed run lasting at least the minimum is an episode (an event of B.2.2). */
export const isOverspeedEpisode = (
  durationMs: number,
  s: Pick<TMotionSettings, 'overspeed_min_seconds'>,
) => durationMs >= s.overspeed_min_seconds * 1000;

/** The band of an episode, by its largest excess over the limit. */
export const episodeBand = (
  maxExcessKmh: number,
  s: Pick<TMotionSettings, 'overspeed_band_edges_kmh'>,
): TOverspeedBand => overspeedBand(maxExcessKmh, s.overspeed_band_edges_kmh);

export { isCountedStop, overspeedBand };

/** Company days (domain-vietnam.md "Formats"). */
export interface TMotionCalendar {
  timeZone: string;
  /** `YYYY-MM-DD` of the company day holding `ms`. */
  dayOf(ms: number): string;
  /** Start of the company day holding `ms`. */
  dayStart(ms: number): number;
}

const DAY_MS = 86_400_000;

/** Company days from the zone offset at each instant (Asia/Ho_Chi_Minh has no DST). */
export function companyCalendar(timeZone: string): TMotionCalendar {
  const offsetAt = (ms: number) => zoneOffsetMinutes(new Date(ms), timeZone) * 60_000;
  return {
    timeZone,
    dayOf(ms) {
      return new Date(ms + offsetAt(ms)).toISOString().slice(0, 10);
    },
    dayStart(ms) {
      const offset = offsetAt(ms);
      const wall = ms + offset;
      return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) - offset;
    },
  };
}

/** Start of the company day after the one holding `ms`. */
export const nextDayStart = (calendar: TMotionCalendar, ms: number) =>
  calendar.dayStart(calendar.dayStart(ms) + 36 * 3_600_000);
