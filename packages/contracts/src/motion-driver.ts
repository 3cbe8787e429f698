import type { TMotionCalendar, TMotionSettings } from './motion-model.js';
import {
  feedSegmenter,
  type TMotionRecord,
  type TSegmenterFix,
  type TSegmenterState,
} from './motion-segmenter.js';

/**
 * The driver at the wheel (domain-vietnam.md "Driving time"), one rule for the motion engine
 * and every reader: the driver the truck's device logged in (card, driver id or login) holds
 * the wheel until a session break (a stop of at least the break setting); without one, the
 * driver assigned to the truck at that time (a dated assignment, else the truck's own driver,
 * which stands as an open assignment). The engine keeps the login with its cursor; a reader
 * takes that login, or folds the fixes after the cursor with the same functions.
 */
export interface TWheel {
  /** The device login held; null when none or a break ended it. */
  login: string | null;
}

/** The driver of a fix: its own login (held from now on), else the one held, else the assignment. */
export function driverAtFix(
  wheel: TWheel,
  fixLogin: string | null,
  assigned: string | null,
): string | null {
  if (fixLogin) wheel.login = fixLogin;
  return wheel.login ?? assigned;
}

/**
 * A record the segmenter closed at a fix: a session ended by a stop of at least the break
 * ends the device login with it (the fix that ends it keeps its own login, if it carries one).
 */
export function wheelAfterRecord(
  wheel: TWheel,
  record: TMotionRecord,
  seg: TSegmenterState,
  fixLogin: string | null,
): void {
  if (record.kind === 'session' && seg.run?.counted) wheel.login = fixLogin;
}

/** The driver at the wheel after the newest fix: the login held, else the assignment now. */
export const driverNow = (wheel: TWheel, assignedNow: string | null): string | null =>
  wheel.login ?? assignedNow;

/** A stored fix as the motion engine folds it, and a reader after the engine's cursor. */
export interface TWheelFix {
  /** Epoch ms. */
  time: number;
  lat: number;
  lon: number;
  speedKmh: number;
  ignition: boolean | null;
  /** The driver the device logged in with this fix, if any. */
  login: string | null;
}

/**
 * The wheel after `fixes` (time order, newer than the segmenter's last), continuing the
 * engine's fold from its stored segmenter state and login: the part of today the engine has
 * not reached yet. Changes neither argument.
 */
export function wheelAfterFixes(
  engine: { seg: TSegmenterState; login: string | null },
  fixes: readonly TWheelFix[],
  assignedAt: (time: number) => string | null,
  settings: TMotionSettings,
  calendar: TMotionCalendar,
): TWheel {
  const seg = structuredClone(engine.seg);
  const wheel: TWheel = { login: engine.login };
  for (const f of fixes) {
    const fix: TSegmenterFix = {
      ...f,
      driver: driverAtFix(wheel, f.login, assignedAt(f.time)),
      limitKmh: null,
    };
    feedSegmenter(seg, fix, settings, calendar, (record) =>
      wheelAfterRecord(wheel, record, seg, f.login),
    );
  }
  return wheel;
}

/** An assignment period of a truck, times in epoch ms (`to` null: open). */
export interface TAssignmentPeriod {
  driver: string;
  from: number;
  to: number | null;
}

/**
 * The driver assigned to a truck at a time: the dated assignment then, else the truck's own
 * driver field (an open assignment of its own).
 */
export function assignedAt(
  periods: readonly TAssignmentPeriod[],
  truckDriver: string | null,
  time: number,
): string | null {
  for (const a of periods) if (a.from <= time && (a.to === null || time < a.to)) return a.driver;
  return truckDriver;
}
