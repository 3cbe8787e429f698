export const sql = /* sql */ `
-- Why a session over the continuous-driving limit was lawful (Law 36/2024 art. 64: force
-- majeure, an obstacle on the road), said by a permitted user. Keyed by the truck and the
-- start of the motion engine's session, not by its row: a recompute rewrites the rows.
create table driving_exceptions (
  truck_id integer not null references trucks (id) on delete cascade,
  session_start timestamptz not null,
  reason text not null check (reason in ('force_majeure', 'road_obstacle')),
  note text,
  set_by text not null,
  set_at timestamptz not null default now(),
  primary key (truck_id, session_start)
);
`;
