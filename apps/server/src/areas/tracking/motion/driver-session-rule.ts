/**
 * A driving session belongs to the driver, not the truck (domain-vietnam.md, Law 36/2024
 * art. 64): it ends only with a rest of at least the break setting, whatever truck the driver
 * is in. A session that starts on a truck less than the break after the same driver's
 * session on another truck ended continues that one. Without a known driver the truck's
 * session stands in (no carry).
 */

/** The driver's latest session elsewhere, as the carry needs it (times in epoch ms). */
export interface EarlierSession {
  /** When the driver's session began, on whichever truck. */
  chainStart: number;
  end: number;
  /** Driving from `chainStart` to `end`. */
  continuousMs: number;
}

export interface SessionCarry {
  chainStart: number;
  carriedMs: number;
}

/** What a session starting at `start` carries from `earlier`; null when it starts afresh. */
export function continuedSession(
  earlier: EarlierSession | null,
  start: number,
  breakMs: number,
): SessionCarry | null {
  if (!earlier || earlier.end > start || start - earlier.end >= breakMs) return null;
  return { chainStart: earlier.chainStart, carriedMs: earlier.continuousMs };
}

/** The latest of several earlier sessions that ended by `start` (ties: the longer drive). */
export function latestBefore(
  sessions: readonly EarlierSession[],
  start: number,
): EarlierSession | null {
  let best: EarlierSession | null = null;
  for (const s of sessions) {
    if (s.end > start) continue;
    if (!best || s.end > best.end || (s.end === best.end && s.continuousMs > best.continuousMs))
      best = s;
  }
  return best;
}
