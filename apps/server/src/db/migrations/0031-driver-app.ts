export const sql = /* sql */ `
-- The driver app (issue 33). The driver role opens it on installs seeded before it existed.
insert into grants (subject_type, subject, type, key)
  select 'role', 'driver', 'page', 'driver'
   where exists (select 1 from roles where name = 'driver')
  on conflict do nothing;

-- The truck a driver chose among those assigned to them, for when no card is logged in.
create table driver_truck_choices (
  username text primary key,
  truck_id integer not null references trucks (id) on delete cascade,
  chosen_at timestamptz not null default now()
);

-- "Arrived" and "delivered" marks of a planned trip's stops, said by the driver of its truck.
-- request_key makes a resent mark (the app's offline queue) land once.
create table trip_stop_marks (
  trip_id integer not null references trip_plans (id) on delete cascade,
  stop text not null check (stop in ('origin', 'destination')),
  mark text not null check (mark in ('arrived', 'delivered')),
  marked_by text not null,
  marked_at timestamptz not null,
  lat double precision,
  lon double precision,
  request_key text not null unique,
  primary key (trip_id, stop, mark)
);
`;
