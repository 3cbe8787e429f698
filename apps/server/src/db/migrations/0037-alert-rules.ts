export const sql = /* sql */ `
-- Alert rules (issue 33): which warnings reach a person and how, as a role's default or a
-- user's own (which wins). rule is the JSON of contracts ZAlertRule: kinds, truck_ids (null:
-- every truck granted), channels (mail, push), quiet_hours (company time).
create table alert_rules (
  subject_type text not null check (subject_type in ('role', 'user')),
  subject text not null,
  rule jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (subject_type, subject)
);
`;
