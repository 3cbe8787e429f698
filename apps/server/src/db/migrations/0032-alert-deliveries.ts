export const sql = /* sql */ `
-- Alert deliveries (issue 33): one row per message to one recipient over one channel, written
-- in the transaction that raises the warning, then sent by whichever instance claims it first.
-- A send keeps being tried with a capped delay for a day from queued_at; what was never sent
-- stays here as failed, listed for staff, who can send it again (queued_at starts over).
-- state: waiting (next_attempt_at says when), sending (claimed until claimed_until), sent,
-- failed. message_id is the Message-ID every copy of the message carries.
create table alert_deliveries (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('mail')),
  recipient text not null,
  warning_id integer not null references warnings (id) on delete cascade,
  state text not null default 'waiting'
    check (state in ('waiting', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  queued_at timestamptz not null,
  next_attempt_at timestamptz not null,
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  unique (warning_id, channel, recipient)
);
create index alert_deliveries_due on alert_deliveries (next_attempt_at) where state = 'waiting';
create index alert_deliveries_claimed on alert_deliveries (claimed_until) where state = 'sending';
create index alert_deliveries_unsent on alert_deliveries (queued_at) where state <> 'sent';
`;
