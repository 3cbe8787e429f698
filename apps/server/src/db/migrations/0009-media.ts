export const sql = /* sql */ `
-- Camera channels of a truck. The live source URL is stored encrypted (AES-256-GCM) because
-- it may carry the camera's user name and password.
create table truck_cameras (
  truck_id integer not null references trucks (id),
  channel integer not null check (channel between 1 and 16),
  name text not null,
  position text not null default 'road' check (position in ('road', 'cabin', 'cargo')),
  source_url_enc text,
  source_url_public text,
  has_credentials boolean not null default false,
  primary key (truck_id, channel)
);

-- Recorded clips; the bytes live in the blob store under blob_key.
create table media_videos (
  id integer generated always as identity primary key,
  truck_id integer not null references trucks (id),
  channel integer not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  duration_s real not null,
  size bigint not null,
  content_type text not null,
  blob_key text not null unique,
  source text not null default 'device' check (source in ('device', 'recording')),
  created_at timestamptz not null default now()
);
create index media_videos_truck_time on media_videos (truck_id, start_time);

-- Camera images with where they were taken (from the truck's fixes at capture time).
create table media_images (
  id integer generated always as identity primary key,
  truck_id integer not null references trucks (id),
  channel integer not null,
  taken_at timestamptz not null,
  lat double precision,
  lon double precision,
  size bigint not null,
  blob_key text not null unique,
  thumb_key text not null,
  source text not null default 'device' check (source in ('device', 'snapshot')),
  created_at timestamptz not null default now()
);
create index media_images_truck_time on media_images (truck_id, taken_at);

-- One row per timed snapshot round, so only one instance takes each round's snapshots.
create table media_snapshot_slots (
  slot bigint primary key,
  claimed_at timestamptz not null default now()
);
`;
