/**
 * The exception reason of a motion session row `x` (alias required), for the reports that
 * list sessions over the continuous limit (B.3, the driver report).
 */
export const EXCEPTION_REASON = `(select e.reason from driving_exceptions e
  where e.truck_id = x.truck_id and e.session_start = x.start_time) as exception_reason`;
