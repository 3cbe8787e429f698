export const sql = /* sql */ `
-- Messages between the office and drivers (issue 33). Whoever opens the map's truck cards
-- holds the new grant on installs seeded before it existed; admins change it in role management.
insert into grants (subject_type, subject, type, key)
  select subject_type, subject, 'page', 'driver-messages' from grants
   where type = 'page' and key = 'location'
  on conflict do nothing;

-- One thread per driver (lower-cased username), made when either side first opens it.
create table driver_message_threads (
  id integer generated always as identity primary key,
  driver_username text not null unique
);

-- request_key makes a resent message (the app's offline queue, a retried request) land once.
create table driver_messages (
  id integer generated always as identity primary key,
  thread_id integer not null references driver_message_threads (id) on delete cascade,
  sender text not null check (sender in ('office', 'driver')),
  author text not null,
  body text not null,
  sent_at timestamptz not null default now(),
  read_at timestamptz,
  request_key text not null unique
);
create index driver_messages_thread on driver_messages (thread_id, id);
`;
