import { FEED_MOVING_INTERVAL_S, FEED_STOPPED_INTERVAL_S } from '@fleet/contracts';

/** A stored fix waiting in the outbox, as the schedule needs it (times in epoch ms). */
export interface WaitingFix {
  time: number;
  speedKmh: number;
  receivedAt: number;
}

/** What the schedule carries from one round to the next, per truck. */
export interface ScheduleMark {
  /** Device time of the last way point sent and whether the truck was moving then. */
  sentTime: number | null;
  sentMoving: boolean | null;
  /** The last fix looked at (sent or not): the motion rule reads pairs of fixes. */
  seenTime: number | null;
  seenSpeedKmh: number | null;
  moving: boolean;
}

export interface ScheduleDecision {
  /** Per waiting fix: sent as a way point, passed over (a closer one was sent), or held. */
  verdicts: ('send' | 'skip' | 'hold')[];
  mark: ScheduleMark;
}

/** How long the newest fix may wait for the next one before it is sent anyway. */
export const HOLD_MS = 20_000;

/**
 * Which stored fixes become way points (the senders' rule the authority's receivers expect):
 * a way point at least every 30 s of device time while the truck moves and every 180 s while
 * it stands, no more. A fix is sent when skipping it would leave the next gap longer than
 * that, so as many fixes as the rule needs and no more go out, each exactly as stored. The
 * newest fix waits for the next one (up to HOLD_MS after it was received) to know whether it
 * is needed. `movingAfter` is the motion model's rule for a pair of fixes.
 */
export function scheduleWayPoints(
  fixes: readonly WaitingFix[],
  start: ScheduleMark,
  now: number,
  movingAfter: (wasMoving: boolean, previousKmh: number | null, speedKmh: number) => boolean,
): ScheduleDecision {
  const mark = { ...start };
  const verdicts: ScheduleDecision['verdicts'] = [];
  for (let i = 0; i < fixes.length; i += 1) {
    const fix = fixes[i]!;
    if (mark.seenTime !== null && fix.time <= mark.seenTime) {
      // Older than what was looked at already (a late backfill): sent as it is, once.
      verdicts.push('send');
      continue;
    }
    const moving = movingAfter(mark.moving, mark.seenSpeedKmh, fix.speedKmh);
    const intervalMs = (moving ? FEED_MOVING_INTERVAL_S : FEED_STOPPED_INTERVAL_S) * 1000;
    const next = fixes[i + 1];
    let verdict: 'send' | 'skip' | 'hold';
    if (mark.sentTime === null || fix.time - mark.sentTime >= intervalMs) verdict = 'send';
    else if (moving !== mark.sentMoving) verdict = 'send';
    else if (next) verdict = next.time - mark.sentTime > intervalMs ? 'send' : 'skip';
    else verdict = now - fix.receivedAt >= HOLD_MS ? 'send' : 'hold';
    verdicts.push(verdict);
    if (verdict === 'hold') break;
    mark.moving = moving;
    mark.seenTime = fix.time;
    mark.seenSpeedKmh = fix.speedKmh;
    if (verdict === 'send') {
      mark.sentTime = fix.time;
      mark.sentMoving = moving;
    }
  }
  return { verdicts, mark };
}
