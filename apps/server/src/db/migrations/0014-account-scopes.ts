export const sql = /* sql */ `
-- A driver's card id says who drives when a tracker logs a card in: one live account per card.
-- Before this rule two accounts could hold one card; the older account keeps it.
update users u set card_id = null
 where u.deleted_at is null and u.card_id is not null
   and exists (select 1 from users o
                where o.deleted_at is null and o.id < u.id
                  and lower(o.card_id) = lower(u.card_id));
drop index if exists users_card_id;
create unique index users_card_id on users (lower(card_id))
  where deleted_at is null and card_id is not null;

-- A notice about a warehouse channel is seen only by holders of that channel ('ip:channel').
alter table notices add column channel_key text;
create index notices_channel on notices (channel_key) where channel_key is not null;
`;
