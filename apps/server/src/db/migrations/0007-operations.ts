export const sql = /* sql */ `
-- Warnings: typed by hand or raised by the system. A system warning carries a dedupe key so
-- the check that raises it (every minute, on every instance) makes it exactly once.
create table warnings (
  id integer generated always as identity primary key,
  truck_id integer references trucks (id) on delete cascade,
  username text,
  type text not null check (type in ('manual', 'continuous_driving', 'daily_driving',
    'weekly_driving', 'overspeed', 'lost_signal', 'maintenance_due', 'paper_expiring',
    'paper_expired', 'geofence')),
  content text not null,
  -- What a system warning's text is made of, so the web can say it in the user's language.
  params jsonb not null default '{}',
  image_key text,
  image_type text,
  lat double precision,
  lon double precision,
  occurred_at timestamptz not null,
  status text not null default 'new' check (status in ('new', 'seen', 'resolved')),
  created_by text,
  resolved_by text,
  dedupe_key text unique,
  created_at timestamptz not null default now()
);
create index warnings_time on warnings (occurred_at desc);
create index warnings_truck_time on warnings (truck_id, occurred_at desc);

-- A maintenance rule for one truck or for every truck of a vehicle type.
create table maintenance_rules (
  id integer generated always as identity primary key,
  truck_id integer references trucks (id) on delete cascade,
  vehicle_type text,
  type text not null,
  interval_km double precision not null check (interval_km > 0),
  initial_service_km double precision,
  note text,
  created_at timestamptz not null default now(),
  check ((truck_id is null) <> (vehicle_type is null))
);
-- Where each truck stands in a rule: the odometer of its last service and which cycle it
-- is in (a recorded service starts the next cycle; one warning per cycle).
create table maintenance_rule_trucks (
  rule_id integer not null references maintenance_rules (id) on delete cascade,
  truck_id integer not null references trucks (id) on delete cascade,
  last_service_km double precision not null,
  cycle integer not null default 1,
  primary key (rule_id, truck_id)
);

-- Papers of a truck, or a driver's licence (username instead of truck).
create table papers (
  id integer generated always as identity primary key,
  truck_id integer references trucks (id) on delete cascade,
  username text,
  type text not null,
  number text,
  issued_at date,
  expires_at date,
  note text,
  created_by text,
  created_at timestamptz not null default now(),
  check ((truck_id is null) <> (username is null))
);
create index papers_expiry on papers (expires_at);
create table paper_files (
  id integer generated always as identity primary key,
  paper_id integer not null references papers (id) on delete cascade,
  name text not null,
  size bigint not null,
  content_type text not null,
  blob_key text not null
);
create index paper_files_paper on paper_files (paper_id);
`;
