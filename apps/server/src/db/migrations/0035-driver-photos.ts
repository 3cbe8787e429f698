export const sql = /* sql */ `
-- Proof-of-delivery photos from the driver app (issue 33) join the truck's image history:
-- a media_images row of source 'driver' (channel 0: no camera) and what it shows here.
alter table media_images drop constraint media_images_source_check;
alter table media_images add constraint media_images_source_check
  check (source in ('device', 'snapshot', 'driver'));

-- The trip stop a driver's photo was taken at. Its order (when the plan names one) and stop
-- stay when the plan goes; request_key makes a photo resent by the app's offline queue land once.
create table trip_stop_photos (
  image_id integer primary key references media_images (id) on delete cascade,
  trip_id integer references trip_plans (id) on delete set null,
  order_code text,
  stop text not null check (stop in ('origin', 'destination')),
  taken_by text not null,
  request_key text not null unique
);
create index trip_stop_photos_trip on trip_stop_photos (trip_id);
`;
