export const sql = /* sql */ `
create table roles (
  name text primary key,
  label_vi text not null,
  label_en text not null,
  builtin boolean not null default false,
  created_at timestamptz not null default now()
);

create table users (
  id integer generated always as identity primary key,
  username text not null,
  password_hash text not null,
  fullname text not null,
  email text,
  avatar text,
  role text not null references roles(name),
  note text,
  start_date date,
  card_id text,
  licence_number text,
  language text not null default 'vi',
  last_notice_seen_at timestamptz not null default '1970-01-01T00:00:00Z',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index users_username_active on users (lower(username)) where deleted_at is null;
create index users_card_id on users (card_id) where deleted_at is null;

create table sessions (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

create table login_failures (
  id bigint generated always as identity primary key,
  username text not null,
  address text not null,
  at timestamptz not null default now()
);
create index login_failures_username on login_failures (username, at);
create index login_failures_address on login_failures (address, at);

create table grants (
  subject_type text not null check (subject_type in ('role', 'user')),
  subject text not null,
  type text not null check (type in ('page', 'truck', 'ip_channel')),
  key text not null,
  primary key (subject_type, subject, type, key)
);

create table notices (
  id integer generated always as identity primary key,
  kind text not null,
  content text not null,
  params jsonb not null default '{}',
  link text,
  audience_page text,
  audience_username text,
  created_at timestamptz not null default now()
);
create index notices_created on notices (created_at desc);

create table account_requests (
  id integer generated always as identity primary key,
  fullname text not null,
  email text not null,
  phone text,
  company text,
  note text,
  status text not null default 'new' check (status in ('new', 'approved', 'rejected')),
  username text,
  created_at timestamptz not null default now(),
  decided_by text,
  decided_at timestamptz
);

create table page_views (
  id bigint generated always as identity primary key,
  username text not null,
  path text not null,
  at timestamptz not null default now()
);
create index page_views_at on page_views (at desc);

-- Trucks and warehouse channels are filled by their own features; role management grants them.
create table trucks (
  id integer generated always as identity primary key,
  plate text not null unique,
  name text,
  created_at timestamptz not null default now()
);

create table warehouse_channels (
  ip text not null,
  channel integer not null,
  name text,
  warehouse text,
  created_at timestamptz not null default now(),
  primary key (ip, channel)
);
`;
