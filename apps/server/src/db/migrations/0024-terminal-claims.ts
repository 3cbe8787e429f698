export const sql = /* sql */ `
-- A registered JT/T 808 terminal is its own: another registration of its phone number is
-- refused unless it names the same terminal id or an admin released the terminal on the
-- truck's page (released_at set: the next registration wins, no code is taken meanwhile).
-- last_address is where the terminal last authenticated from.
alter table jt808_terminals add column last_address text;
alter table jt808_terminals add column released_at timestamptz;

-- A refused claim of a registered terminal is a warning of its own kind.
alter table warnings drop constraint if exists warnings_type_check;
alter table warnings add constraint warnings_type_check check (type in ('manual',
  'continuous_driving', 'daily_driving', 'weekly_driving', 'overspeed', 'lost_signal',
  'maintenance_due', 'paper_expiring', 'paper_expired', 'geofence', 'device_alarm',
  'terminal_claim'));

-- Alarm files are capped per truck and day and in total: sums by truck and time.
create index alarm_attachments_truck_time on alarm_attachments (truck_id, created_at);
`;
