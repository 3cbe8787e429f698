import type { THealthProblem } from '@fleet/contracts';
import { faultCode } from '../health/database-check.js';
import type { PositionWriter } from './position-writer.js';

/**
 * A failure this recent still counts when no fix came since to prove the writer well: an
 * instance a balancer leaves out for its 503 gets no fix to clear it, so it must expire.
 */
const RECENT_MS = 30_000;

/** Fixes are being refused: the last commit failed within the last half minute. */
export function writerCheck(writer: Pick<PositionWriter, 'failure'>, recentMs = RECENT_MS) {
  return (): THealthProblem[] => {
    const failure = writer.failure();
    if (!failure || Date.now() - failure.at > recentMs) return [];
    return [
      {
        reason: 'writes_failing',
        subject: 'positions',
        message: `Fixes cannot be stored: the last commit failed (${faultCode(failure.error)})`,
      },
    ];
  };
}
