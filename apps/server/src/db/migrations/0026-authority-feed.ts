export const sql = /* sql */ `
-- The data the law asks for (TT 71/2024 art. 6; the authority feed's registrations): a
-- truck's payload or seats, its business type and VIN; a driver's licence class, dates and
-- issuing authority. The company's own (tax code, business licence) is the 'company' setting.
alter table trucks
  add column payload_kg integer check (payload_kg between 0 and 200000),
  add column seats integer check (seats between 0 and 100),
  add column business_type text,
  add column vin text;
alter table users
  add column licence_class text,
  add column licence_issued_on date,
  add column licence_expires_on date,
  add column licence_issued_by text;

-- A warning when the feed lags past the law's 2 minutes.
alter table warnings drop constraint if exists warnings_type_check;
alter table warnings add constraint warnings_type_check check (type in ('manual',
  'continuous_driving', 'daily_driving', 'weekly_driving', 'overspeed', 'lost_signal',
  'maintenance_due', 'paper_expiring', 'paper_expired', 'geofence', 'device_alarm',
  'terminal_claim', 'authority_feed_late'));

-- The authority feed (TT 09/2015 art. 4, TT 71/2024): every stored fix of a truck is queued
-- in the transaction that stores it, by a statement trigger on positions, so nothing is
-- forwarded that was not stored and nothing stored is missed, whatever path stored it (a
-- batch insert, COPY, a fix sent again is not queued twice: ON CONFLICT DO NOTHING rows are
-- not in the transition table). Queued only while the feed is on.
create table authority_feed_switch (
  id boolean primary key default true check (id),
  forwarding boolean not null default false
);
insert into authority_feed_switch (forwarding) values (false);

create table authority_outbox (
  id bigserial primary key,
  -- A fix: its truck and time (the fix itself is read from positions, exactly as stored).
  truck_id integer,
  fix_time timestamptz,
  received_at timestamptz not null default now(),
  -- A registration (company, vehicle, driver): the message itself.
  kind text not null default 'fix',
  payload jsonb,
  -- A registration being sent by an instance (fixes are claimed per truck instead).
  claimed_by text,
  claimed_until timestamptz
);
create index authority_outbox_fixes on authority_outbox (truck_id, fix_time)
  where kind = 'fix';
create index authority_outbox_registrations on authority_outbox (id) where kind <> 'fix';

create function authority_outbox_queue() returns trigger language plpgsql as $$
begin
  if exists (select 1 from authority_feed_switch where forwarding) then
    insert into authority_outbox (truck_id, fix_time, received_at)
    select truck_id, fix_time, received_at from new_fixes;
  end if;
  return null;
end $$;

create trigger positions_authority_outbox after insert on positions
  referencing new table as new_fixes for each statement
  execute function authority_outbox_queue();

-- Per truck: who forwards it now (several instances share the trucks), and what was sent.
create table authority_feed_trucks (
  truck_id integer primary key references trucks (id) on delete cascade,
  claimed_by text,
  claimed_until timestamptz,
  -- The last way point sent: its device time, whether the truck was moving, its speed.
  sent_fix_time timestamptz,
  sent_moving boolean,
  -- The fix before the ones waiting (the motion rule looks at pairs of fixes).
  seen_fix_time timestamptz,
  seen_speed_kmh real,
  confirmed_at timestamptz,
  lag_ms integer,
  forwarded bigint not null default 0,
  -- A fix that could not be forwarded (a plate that does not normalise, …): why, and when.
  problem text,
  problem_at timestamptz
);

-- What each registration last carried to the current target, so a change sends it again.
create table authority_feed_registrations (
  kind text not null,
  key text not null,
  target text not null,
  digest text not null,
  queued_at timestamptz not null default now(),
  primary key (kind, key, target)
);

-- The broker's state as the last forwarding instance saw it (the transmission page).
create table authority_feed_status (
  id boolean primary key default true check (id),
  target text,
  failure text,
  failure_at timestamptz,
  confirmed_at timestamptz
);
insert into authority_feed_status (target) values (null);
`;
