export const sql = /* sql */ `
-- A driving session belongs to the driver (domain-vietnam.md): a session on one truck that
-- starts less than the break after the same driver's session on another truck continues it.
-- chain_start is when the driver's session began (on whichever truck), continuous_s the
-- driving since then up to this row's end; null on rows derived before this rule.
alter table motion_sessions add column chain_start timestamptz;
alter table motion_sessions add column continuous_s integer;
create index motion_sessions_driver_end on motion_sessions (lower(driver_username), end_time)
  where driver_username is not null;
`;
