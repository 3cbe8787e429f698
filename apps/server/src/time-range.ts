import { invalidField } from './http/app-error.js';

/**
 * A request's `start_time`..`end_time`, checked the same way by every report and route:
 * both times given, in order, and at most `maxDays` apart (bounded work per request).
 */
export function checkedRange(start: Date | null, end: Date | null, maxDays: number): [Date, Date] {
  if (!start || !end) throw invalidField('start_time', 'must be a time YYYY-MM-DD HH:mm:ss');
  if (end < start) throw invalidField('end_time', 'must not be before start_time');
  if (end.getTime() - start.getTime() > maxDays * 86_400_000)
    throw invalidField('end_time', `must be within ${maxDays} days of start_time`);
  return [start, end];
}
