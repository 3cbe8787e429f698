export const sql = /* sql */ `
-- The traffic inspector's access (issue 35): an admin grants an account of the inspector
-- role a period and a set of trucks; outside it the account can call nothing.
create table inspector_grants (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  truck_ids integer[] not null,
  note text,
  granted_by text not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index inspector_grants_user on inspector_grants (user_id, ends_at);

-- Every request an inspector made, kept for the admins (pages are the page-view requests).
create table inspector_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  username text not null,
  method text not null,
  path text not null,
  page text,
  -- The answer's status; null while the request runs (a live socket stays open).
  status integer,
  address text
);
create index inspector_audit_at on inspector_audit (at);
create index inspector_audit_user on inspector_audit (lower(username), at);
`;
