export const sql = /* sql */ `
-- The standard reports (modules/standard-reports) list the motion tables by start time across
-- all of a user's trucks; the primary keys lead with the truck, so they get their own order.
create index motion_trips_start on motion_trips (start_time);
create index motion_stops_start on motion_stops (start_time);
create index motion_sessions_start on motion_sessions (start_time);
create index motion_overspeeds_start on motion_overspeeds (start_time);
`;
