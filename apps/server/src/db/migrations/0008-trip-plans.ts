export const sql = /* sql */ `
-- Excel trip plans: one row per uploaded file; its original bytes live in the blob store.
create table excel_files (
  id text primary key,
  name text not null,
  size bigint not null,
  blob_key text not null,
  uploaded_by text not null,
  uploaded_at timestamptz not null default now(),
  -- Rows left out of a confirmed partial import, with their row and column.
  errors jsonb not null default '[]'
);
create index excel_files_uploaded_at on excel_files (uploaded_at);

-- A planned trip of one truck, one per valid row; places are kept as resolved at import.
create table trip_plans (
  id integer generated always as identity primary key,
  file_id text not null references excel_files (id) on delete cascade,
  row_number integer not null,
  truck_id integer not null,
  plate text not null,
  driver text not null,
  planned_departure timestamptz not null,
  planned_arrival timestamptz not null,
  origin jsonb not null,
  destination jsonb not null,
  planned_km double precision,
  order_code text,
  customer text,
  note text
);
create index trip_plans_file on trip_plans (file_id, row_number);
create index trip_plans_order_code on trip_plans (order_code);

-- Proof-of-delivery photos of transport orders.
create table order_images (
  id integer generated always as identity primary key,
  order_code text not null,
  blob_key text not null,
  name text not null,
  content_type text not null,
  size bigint not null,
  lat double precision,
  lon double precision,
  uploaded_by text not null,
  uploaded_at timestamptz not null default now()
);
create index order_images_order_code on order_images (order_code, uploaded_at);
`;
