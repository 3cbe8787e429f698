import { MEDIA_MAX_QUERY_DAYS } from '@fleet/contracts';
import { serverIssues } from '@/i18n/field-error-text';
import { formTime, toDate } from '@/lib/company-time';

const DAY_MS = 86_400_000;

/** What is wrong with a history range before asking: none, end not after start, too long. */
export function mediaRangeProblem(
  from: string,
  to: string,
  timeZone: string,
): 'invalid' | 'tooLong' | null {
  const start = toDate(formTime(from), timeZone);
  const end = toDate(formTime(to), timeZone);
  if (!start || !end || end <= start) return 'invalid';
  return end.getTime() - start.getTime() > MEDIA_MAX_QUERY_DAYS * DAY_MS ? 'tooLong' : null;
}

/**
 * The longest period, in days, when a history call was refused for a range longer than the
 * server answers (400 naming the end field with `within_days`); null for any other failure.
 */
export function refusedRangeDays(error: unknown): number | null {
  const issue = serverIssues(error).find((candidate) => candidate.code === 'within_days');
  if (!issue) return null;
  const days = (issue.params as { days?: unknown } | undefined)?.days;
  return typeof days === 'number' ? days : MEDIA_MAX_QUERY_DAYS;
}
