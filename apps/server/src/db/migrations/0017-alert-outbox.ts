export const sql = /* sql */ `
-- The motion engine's alerts become an outbox: each is claimed together with what it says
-- (a notice, or a violation for the warnings module) in the engine's transaction, then
-- delivered by whichever instance drains first, in one transaction that writes the warning,
-- its notice and its mail job and sets delivered_at, so a crash in between loses nothing
-- and a second drain finds nothing to do. attempts counts deliveries that failed.
alter table motion_alerts add column payload jsonb;
alter table motion_alerts add column delivered_at timestamptz;
alter table motion_alerts add column attempts integer not null default 0;
-- Alerts claimed before were told already (or were lost with their process).
update motion_alerts set delivered_at = created_at;
create index motion_alerts_undelivered on motion_alerts (attempts, created_at)
  where delivered_at is null;

-- When a system warning's mail was sent: a retried mail job finds it and sends nothing.
alter table warnings add column mailed_at timestamptz;
`;
