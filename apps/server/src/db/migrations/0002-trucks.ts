export const sql = /* sql */ `
alter table trucks
  add column device_id text,
  add column model text,
  add column vehicle_type text not null default 'truck_over_3_5t'
    check (vehicle_type in ('truck_up_to_3_5t', 'truck_over_3_5t', 'tractor', 'tanker')),
  add column speed_limit_kmh real,
  add column cameras integer not null default 0,
  add column driver_username text,
  add column odometer_km double precision not null default 0,
  add column deleted_at timestamptz;
create unique index trucks_device_id on trucks (device_id) where device_id is not null;
`;
