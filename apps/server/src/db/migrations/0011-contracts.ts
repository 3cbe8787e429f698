export const sql = /* sql */ `
-- Transport jobs (spec "Contract"). A contract belongs to one truck; trucks are soft-deleted,
-- so the reference stays valid. Map points are hard-deleted: the contract keeps its row and
-- loses only the point.
create table contracts (
  id integer generated always as identity primary key,
  code text not null,
  customer text not null,
  truck_id integer not null references trucks (id),
  driver_username text,
  planned_start timestamptz not null,
  planned_end timestamptz not null,
  origin_marker_id integer references markers (id) on delete set null,
  destination_marker_id integer references markers (id) on delete set null,
  cargo text,
  status text not null default 'planned'
    check (status in ('planned', 'in_progress', 'done', 'cancelled')),
  note text,
  created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (planned_end >= planned_start)
);
-- Codes are unique whatever their letter case: "HD-001" and "hd-001" are the same job.
create unique index contracts_code on contracts (lower(code));
create index contracts_truck_start on contracts (truck_id, planned_start);
`;
