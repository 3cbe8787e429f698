export const sql = /* sql */ `
-- Alarm episodes under way, per truck, whatever protocol reports them (the intake's alarm
-- step): alarm -> epoch ms of the episode's first fix, and the newest fix judged. They were
-- kept per JT/T 808 terminal (jt808_terminals.alarms); episodes under way carry over.
create table device_alarm_episodes (
  truck_id integer primary key,
  alarms jsonb not null default '{}',
  judged_ms double precision not null default 0,
  updated_at timestamptz not null default now()
);
insert into device_alarm_episodes (truck_id, alarms)
  select t.id, j.alarms from jt808_terminals j
    join trucks t on t.device_id = j.device_id and t.deleted_at is null
   where j.alarms <> '{}'::jsonb
  on conflict do nothing;
`;
