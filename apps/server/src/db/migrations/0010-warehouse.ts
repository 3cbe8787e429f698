/** Warehouse NVR channels, their downloaded videos, download batches and the mail list. */
export const sql = /* sql */ `
alter table warehouse_channels
  add column vendor text not null default 'generic_rtsp'
    check (vendor in ('hikvision', 'dahua', 'generic_rtsp')),
  add column port integer not null default 554,
  add column username text,
  -- The password, encrypted with the camera key (never returned to browsers).
  add column password_enc text,
  add column playback_template text,
  add column updated_at timestamptz not null default now();

-- One request to list a range that queued new downloads; noticed once all of them end.
create table warehouse_batches (
  id integer generated always as identity primary key,
  ip text not null,
  channel integer not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  requested_by text not null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create table warehouse_videos (
  id integer generated always as identity primary key,
  ip text not null,
  channel integer not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  status text not null default 'pending'
    check (status in ('pending', 'downloading', 'done', 'failed')),
  size bigint not null default 0,
  -- Without credentials: it is shown to users and is the key of a redownload.
  playback_url text not null,
  blob_key text,
  error text,
  attempts integer not null default 0,
  batch_id integer references warehouse_batches (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (ip, channel, start_at, end_at),
  foreign key (ip, channel) references warehouse_channels (ip, channel) on delete cascade
);
create index warehouse_videos_range on warehouse_videos (ip, channel, start_at);
create index warehouse_videos_playback on warehouse_videos (playback_url);
create index warehouse_videos_batch on warehouse_videos (batch_id) where batch_id is not null;
create index warehouse_videos_updated on warehouse_videos (updated_at);

create table warehouse_mail_recipients (
  email text primary key,
  added_by text not null,
  created_at timestamptz not null default now()
);
`;
