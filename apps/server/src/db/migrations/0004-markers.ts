export const sql = /* sql */ `
create table markers (
  id integer generated always as identity primary key,
  name text not null,
  lat double precision not null check (lat between -90 and 90),
  lon double precision not null check (lon between -180 and 180),
  type text not null default 'other'
    check (type in ('depot', 'customer', 'warehouse', 'rest_stop', 'fuel_station', 'speed_zone', 'other')),
  radius_m real not null default 100 check (radius_m > 0),
  speed_limit_kmh real,
  note text,
  address text,
  created_at timestamptz not null default now(),
  created_by text
);
-- Points near a position are found by a latitude band first, then longitude (no PostGIS on PGlite).
create index markers_lat_lon on markers (lat, lon);
`;
