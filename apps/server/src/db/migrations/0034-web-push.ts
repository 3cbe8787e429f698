export const sql = /* sql */ `
-- Web push (issue 33): the browsers that opted in to alerts, one row per push endpoint, each
-- the user's who subscribed it last; app says which worker shows it (console or driver app).
-- A push alert is an alert_deliveries row whose recipient is the subscription's id.
create table push_subscriptions (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  app text not null check (app in ('console', 'driver')),
  user_agent text,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user on push_subscriptions (user_id);
alter table alert_deliveries drop constraint alert_deliveries_channel_check;
alter table alert_deliveries add constraint alert_deliveries_channel_check
  check (channel in ('mail', 'push'));
`;
