/** A column of the exception kept on a motion session row `x` (alias required). */
const exceptionColumn = (column: 'reason' | 'note') => `(select e.${column}
  from driving_exceptions e
  where e.truck_id = x.truck_id and e.session_start = x.start_time) as exception_${column}`;

/**
 * The exception reason of a motion session row `x`, for the reports that list sessions over
 * the continuous limit (B.3, the driver report).
 */
export const EXCEPTION_REASON = exceptionColumn('reason');
/** Its note, for the form that edits it (the driver report). */
export const EXCEPTION_NOTE = exceptionColumn('note');
