export const sql = /* sql */ `
-- Every fix of every truck, partitioned by month (architecture.md §13). Partitions are
-- created on demand by ensure_positions_partition(); there is no default partition, so a
-- month can always be added later. The key (truck, fix time) makes duplicates no-ops and
-- makes the route of one truck-day a range scan.
create table positions (
  truck_id integer not null,
  fix_time timestamptz not null,
  received_at timestamptz not null default now(),
  lat double precision not null,
  lon double precision not null,
  speed_kmh real not null default 0,
  course real,
  altitude real,
  accuracy real,
  ignition boolean,
  odometer_km double precision,
  driver_username text,
  attributes jsonb,
  primary key (truck_id, fix_time)
) partition by range (fix_time);

create function ensure_positions_partition(month_start date) returns void
language plpgsql as $$
declare
  first_day date := date_trunc('month', month_start)::date;
  name text := 'positions_' || to_char(first_day, 'YYYY_MM');
begin
  if to_regclass(name) is null then
    execute format(
      'create table %I partition of positions for values from (%L) to (%L)',
      name, first_day::timestamp at time zone 'UTC',
      (first_day + interval '1 month')::timestamp at time zone 'UTC');
  end if;
exception when duplicate_table then
  null; -- another instance created it at the same moment
end;
$$;

-- The last known state of each truck, kept by the ingest writer in the same transaction
-- as the fixes, so a restart or another instance reads the same live picture.
create table truck_states (
  truck_id integer primary key,
  fix_time timestamptz,
  lat double precision,
  lon double precision,
  speed_kmh real,
  prev_speed_kmh real,
  course real,
  ignition boolean,
  motion text not null default 'stopped' check (motion in ('moving', 'stopped')),
  last_seen timestamptz,
  driver_username text,
  driver_login_at timestamptz,
  battery real
);

-- Per-device keys of the batch endpoint, stored as SHA-256 only.
create table device_keys (
  device_id text primary key,
  key_hash text not null unique,
  created_at timestamptz not null default now()
);

-- Devices that sent data but belong to no truck, for an admin to attach.
create table unknown_devices (
  device_id text primary key,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  messages integer not null default 1,
  lat double precision,
  lon double precision
);

`;
