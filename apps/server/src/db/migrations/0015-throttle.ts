export const sql = /* sql */ `
-- One table for every throttle (modules/throttle/limits.ts): a row per counted attempt, by
-- counter ('login:address+user', 'password:user', ...) and subject (an address, a username).
-- Rows older than the longest window are pruned. Login failures move here; the counts of
-- the old table only covered the last 15 minutes, so nothing worth keeping is dropped.
create table throttle_events (
  id bigint generated always as identity primary key,
  counter text not null,
  subject text not null,
  at timestamptz not null default now()
);
create index throttle_events_subject on throttle_events (counter, subject, at);
create index throttle_events_at on throttle_events (at);
drop table login_failures;

-- The unknown-device list keeps only the most recently heard ids (ingest/unknown-devices.ts).
create index unknown_devices_recent on unknown_devices (last_seen, device_id);
`;
