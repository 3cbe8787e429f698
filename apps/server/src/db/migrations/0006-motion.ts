export const sql = /* sql */ `
-- Admin settings by key; 'domain' holds the thresholds of domain-vietnam.md (ZDomainSettings).
create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text
);

-- Drivers assigned to trucks in the console, for attribution when no driver logged in.
create table truck_assignments (
  id integer generated always as identity primary key,
  truck_id integer not null references trucks (id),
  driver_username text not null,
  valid_from timestamptz not null,
  valid_to timestamptz,
  created_at timestamptz not null default now(),
  created_by text,
  check (valid_to is null or valid_to > valid_from)
);
create index truck_assignments_truck on truck_assignments (truck_id, valid_from);

-- The motion engine (architecture.md §8). Each truck's machine state after its newest
-- processed fix, and the state at the start of each company day, from which late data
-- is replayed. Rows below are keyed by (truck, start) so a replay overwrites them.
create table motion_cursors (
  truck_id integer primary key,
  processed_until timestamptz not null,
  state jsonb not null,
  updated_at timestamptz not null default now()
);
create table motion_checkpoints (
  truck_id integer not null,
  day date not null,
  day_start timestamptz not null,
  state jsonb not null,
  primary key (truck_id, day)
);

create table motion_trips (
  truck_id integer not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  driver_username text,
  start_lat double precision not null,
  start_lon double precision not null,
  end_lat double precision not null,
  end_lon double precision not null,
  distance_km double precision not null,
  max_speed_kmh real not null,
  open boolean not null,
  primary key (truck_id, start_time)
);

create table motion_stops (
  truck_id integer not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  driver_username text,
  lat double precision not null,
  lon double precision not null,
  idle_s integer not null,
  open boolean not null,
  primary key (truck_id, start_time)
);

create table motion_sessions (
  truck_id integer not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  driver_username text,
  start_lat double precision not null,
  start_lon double precision not null,
  end_lat double precision not null,
  end_lon double precision not null,
  driving_s integer not null,
  working_s integer not null,
  distance_km double precision not null,
  open boolean not null,
  primary key (truck_id, start_time)
);
create index motion_sessions_driver on motion_sessions (lower(driver_username), start_time);

create table motion_overspeeds (
  truck_id integer not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  driver_username text,
  limit_kmh real not null,
  max_speed_kmh real not null,
  avg_speed_kmh real not null,
  band text not null,
  distance_km double precision not null,
  lat double precision not null,
  lon double precision not null,
  open boolean not null,
  primary key (truck_id, start_time)
);

create table motion_signal_gaps (
  truck_id integer not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  driver_username text,
  lat double precision not null,
  lon double precision not null,
  primary key (truck_id, start_time)
);

-- Day totals per truck and driver ('' = unknown) in the company zone; per-truck and
-- per-driver reports sum them.
create table motion_daily (
  truck_id integer not null,
  driver_username text not null,
  day date not null,
  distance_km double precision not null,
  driving_s integer not null,
  working_s integer not null,
  idle_s integer not null,
  max_continuous_s integer not null,
  stops integer not null,
  overspeed_5_10 integer not null,
  overspeed_10_20 integer not null,
  overspeed_20_35 integer not null,
  overspeed_over_35 integer not null,
  km_over_limit double precision not null,
  sessions_over_limit integer not null,
  fixes integer not null,
  primary key (truck_id, driver_username, day)
);
create index motion_daily_driver on motion_daily (lower(driver_username), day);
create index motion_daily_day on motion_daily (day);

-- Warnings and violations already told, so replays and other instances never repeat one.
create table motion_alerts (
  truck_id integer not null,
  kind text not null,
  key_time timestamptz not null,
  driver_username text not null,
  created_at timestamptz not null default now(),
  primary key (truck_id, kind, key_time, driver_username)
);
`;
