export const sql = /* sql */ `
-- One motion model (issue 30): a stop carries the model's idle flag; the day sums carry the
-- model's counted stops (at least min_stop_minutes), idle stops, stopped and silent time and
-- lost-signal legs, so reports read them instead of counting at read time.
alter table motion_stops add column idle boolean not null default false;
alter table motion_daily
  add column stopped_s integer not null default 0,
  add column silent_s integer not null default 0,
  add column idle_stops integer not null default 0,
  add column lost_signals integer not null default 0;

-- Every row derived under the old rules is derived again: the engine's start-up reconcile
-- takes every truck without a cursor from the beginning (the alerts already told stay told).
truncate motion_trips, motion_stops, motion_sessions, motion_overspeeds, motion_signal_gaps,
  motion_daily, motion_checkpoints, motion_cursors;
`;
