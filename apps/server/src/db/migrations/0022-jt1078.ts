export const sql = /* sql */ `
-- A truck camera's live source: a URL (RTSP, RTMP, HLS) or, for 'jt1078', the channel of the
-- same number on the truck's JT/T 808 dashcam, which streams JT/T 1078 video on request.
alter table truck_cameras add column source_kind text not null default 'url'
  check (source_kind in ('url', 'jt1078'));

-- A recording played back from a dashcam's SD card (JT/T 1078 0x9201): the instance that
-- asked for it receives the stream and runs its remux; the others proxy it by this row.
create table jt1078_playbacks (
  id text primary key,
  truck_id integer not null references trucks (id) on delete cascade,
  channel smallint not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  owner_id text not null,
  owner_url text,
  created_at timestamptz not null default now()
);
create index jt1078_playbacks_owner on jt1078_playbacks (owner_id);

-- Files a dashcam uploaded for an active-safety alarm (ADAS/DSM, JT/T 808 items 0x64/0x65),
-- by the alarm's identification number (hex), linked to the warning the alarm raised.
create table alarm_attachments (
  id integer generated always as identity primary key,
  truck_id integer not null references trucks (id) on delete cascade,
  alarm_key text not null,
  warning_id integer references warnings (id) on delete set null,
  file_name text not null,
  file_type smallint not null,
  size bigint not null,
  content_type text not null,
  blob_key text not null unique,
  created_at timestamptz not null default now(),
  unique (truck_id, alarm_key, file_name)
);
create index alarm_attachments_warning on alarm_attachments (warning_id);
create index alarm_attachments_alarm on alarm_attachments (truck_id, alarm_key);
`;
