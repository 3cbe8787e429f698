export const sql = /* sql */ `
-- Which instance runs the live remux (one ffmpeg) of a camera channel, and where the others
-- reach it to proxy its playlist and segments. The owner renews its lease every few seconds;
-- a lease that ran out (the owner died) is taken by the next instance a viewer asks. Only
-- used on PostgreSQL: an embedded database has one instance, which keeps this in memory.
create table live_remuxes (
  truck_id integer not null,
  channel smallint not null,
  owner_id text not null,
  owner_url text,
  lease_until timestamptz not null,
  started_at timestamptz not null default now(),
  primary key (truck_id, channel)
);
create index live_remuxes_owner on live_remuxes (owner_id);
`;
