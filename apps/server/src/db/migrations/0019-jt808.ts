export const sql = /* sql */ `
-- JT/T 808 terminals (dashcams and trackers that speak the protocol), by device id: the
-- terminal's phone number without leading zeros. A row is written when a terminal of a known
-- truck registers or authenticates, or when an admin sets the time zone of its clock.
create table jt808_terminals (
  device_id text primary key,
  -- The code 0x8100 handed out, or the one a terminal registered elsewhere first presented.
  auth_code text,
  -- What the terminal said of itself when it registered (0x0100).
  registration jsonb,
  registered_at timestamptz,
  authenticated_at timestamptz,
  -- The offset of the terminal's clock ('+07:00'); null: JT808_TIME_ZONE.
  time_zone text check (time_zone ~ '^[+-](0[0-9]|1[0-4]):[0-5][0-9]$'),
  -- The driver card in the reader (0x0702): logs its driver in on every fix until removed.
  card_id text,
  card_at timestamptz,
  -- Alarm episodes under way (alarm -> epoch ms of its start): one warning per episode,
  -- also when the terminal reconnects to another instance mid-episode.
  alarms jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

-- Which instance holds a terminal's TCP connection, so that a command given to any instance
-- reaches the terminal. Written when a connection names its terminal, removed when it closes;
-- a dead instance's rows are overwritten when its terminals connect again elsewhere. Only
-- used on PostgreSQL: the embedded database has one instance, which keeps this in memory.
create table jt808_connections (
  device_id text primary key,
  instance_url text not null,
  connection_id text not null,
  connected_at timestamptz not null default now()
);
create index jt808_connections_instance on jt808_connections (instance_url);
`;
