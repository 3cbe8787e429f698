export const sql = /* sql */ `
-- A tracker's alarm (SOS, hard braking, power cut …) becomes a warning of its own kind.
alter table warnings drop constraint if exists warnings_type_check;
alter table warnings add constraint warnings_type_check check (type in ('manual',
  'continuous_driving', 'daily_driving', 'weekly_driving', 'overspeed', 'lost_signal',
  'maintenance_due', 'paper_expiring', 'paper_expired', 'geofence', 'device_alarm'));
`;
