import { invalidField } from './http/app-error.js';

/**
 * A request's `start_time`..`end_time`, checked the same way by every report and route:
 * both times given, in order, and at most `maxDays` apart (bounded work per request).
 */
export function checkedRange(start: Date | null, end: Date | null, maxDays: number): [Date, Date] {
  if (!start || !end) throw invalidField('start_time', 'date_time');
  if (end < start) throw invalidField('end_time', 'not_before_start', { start: 'start_time' });
  if (end.getTime() - start.getTime() > maxDays * 86_400_000)
    throw invalidField('end_time', 'within_days', { days: maxDays });
  return [start, end];
}
