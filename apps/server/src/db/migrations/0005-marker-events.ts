export const sql = /* sql */ `
-- Trucks entering and leaving map points, for reports and warnings.
create table marker_events (
  id bigint generated always as identity primary key,
  truck_id integer not null,
  marker_id integer not null,
  kind text not null check (kind in ('enter', 'exit')),
  at timestamptz not null,
  lat double precision not null,
  lon double precision not null,
  unique (truck_id, marker_id, kind, at)
);
create index marker_events_truck_at on marker_events (truck_id, at);
create index marker_events_marker_at on marker_events (marker_id, at);

-- Which points each truck is inside now, and the newest fix the tracker has judged.
create table truck_marker_presence (
  truck_id integer primary key,
  marker_ids integer[] not null default '{}',
  judged_until timestamptz not null
);
`;
