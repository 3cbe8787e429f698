import {
  STANDARD_REPORTS,
  type TStandardReportCode,
  type TStandardReportRequest,
} from '@fleet/contracts';
import { formTime } from '@/lib/company-time';

/** What the standard-report form holds. */
export interface TReportDraft {
  from: string;
  to: string;
  /** Canonical plate, '' = none picked. */
  plate: string;
  /** Username, '' = none picked. */
  driver: string;
  overLimitOnly: boolean;
  /** B.4's shortest stop; -1 = the setting. */
  minStop: number;
}

export type TReportProblem = 'invalidRange' | 'truckRequired';

/**
 * The request of a report from the form: only the fields given and meaningful for that
 * report are sent (a truck for driver summaries, say, is left out).
 */
export function reportRequest(
  code: TStandardReportCode,
  draft: TReportDraft,
): TStandardReportRequest | TReportProblem {
  const start = formTime(draft.from);
  const end = formTime(draft.to);
  if (!start || !end || end < start) return 'invalidRange';
  const subject = STANDARD_REPORTS[code].subject;
  if (subject === 'truck' && !draft.plate) return 'truckRequired';
  const request: TStandardReportRequest = { start_time: start, end_time: end };
  if (draft.plate && subject !== 'driver_optional') request.plate = draft.plate;
  if (draft.driver && subject !== 'truck' && subject !== 'truck_optional')
    request.driver_name = draft.driver;
  if (code === 'b3' && draft.overLimitOnly) request.over_limit_only = true;
  if (code === 'b4' && draft.minStop >= 0) request.min_stop_minutes = draft.minStop;
  return request;
}
