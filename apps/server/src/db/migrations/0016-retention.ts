export const sql = /* sql */ `
-- How far back the retention purge has removed data. 'journey': the company midnight from
-- which every position is still kept; the motion engine never replays from before it.
create table retention_horizons (
  data text primary key,
  kept_from timestamptz not null,
  updated_at timestamptz not null default now()
);

-- The purge looks for old rows across all trucks; the existing indexes lead with the truck.
create index media_images_taken on media_images (taken_at);
create index media_videos_start on media_videos (start_time);
create index order_images_uploaded on order_images (uploaded_at);
create index motion_signal_gaps_start on motion_signal_gaps (start_time);
create index marker_events_at on marker_events (at);
`;
