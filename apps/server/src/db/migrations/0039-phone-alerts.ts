export const sql = /* sql */ `
-- Zalo (ZNS) and SMS alerts (issue 33). A user's mobile number, as 84 and 9 digits.
alter table users add column phone text;
-- A zalo or sms delivery's recipient is the username: its phone and language are read when sent.
alter table alert_deliveries drop constraint alert_deliveries_channel_check;
alter table alert_deliveries add constraint alert_deliveries_channel_check
  check (channel in ('mail', 'push', 'zalo', 'sms'));

-- The Zalo OA's tokens, sealed: the access token lives about 25 hours and the refresh token is
-- rotated by each refresh, so the one in use is kept here for every instance. version counts
-- refreshes; refreshing_until is the lease of the one instance refreshing (others wait for it).
-- seeded_from is a hash of the refresh token an admin or ZALO_REFRESH_TOKEN gave: a new one
-- given replaces what the refreshes made of the old.
create table zalo_oa_tokens (
  app_id text primary key,
  access_sealed text,
  refresh_sealed text not null,
  expires_at timestamptz,
  version integer not null default 1,
  refreshing_until timestamptz,
  seeded_from text not null,
  updated_at timestamptz not null default now()
);

-- Sends per channel in the last minute (the channel's rate limit), across instances.
create table alert_channel_sends (
  id bigint generated always as identity primary key,
  channel text not null,
  at timestamptz not null
);
create index alert_channel_sends_at on alert_channel_sends (channel, at);
`;
