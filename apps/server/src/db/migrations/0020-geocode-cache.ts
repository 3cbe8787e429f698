export const sql = /* sql */ `
-- Answers of the reverse geocoder (GEOCODER_URL) by cell of about 50 m and language, so a
-- position is asked once. An empty address records that the geocoder had nothing there.
create table geocode_cache (
  cell text not null,
  language text not null,
  address text not null,
  fetched_at timestamptz not null default now(),
  primary key (cell, language)
);
`;
