export const sql = /* sql */ `
-- Overspeed bands by rank (issue 30): their edges are settings, so no column or stored value
-- names km/h. Day sums keep their counts under the new names; stored episodes and undelivered
-- alerts take the rank of their band; warnings already raised keep their words and get the
-- rank beside them.
alter table motion_daily rename column overspeed_5_10 to overspeed_band_1;
alter table motion_daily rename column overspeed_10_20 to overspeed_band_2;
alter table motion_daily rename column overspeed_20_35 to overspeed_band_3;
alter table motion_daily rename column overspeed_over_35 to overspeed_band_4;

update motion_overspeeds o set band = r.rank
  from (values ('5_10', 'band_1'), ('10_20', 'band_2'), ('20_35', 'band_3'), ('over_35', 'band_4'))
    as r (band, rank)
 where o.band = r.band;
update motion_alerts a set payload = jsonb_set(a.payload, '{band}', to_jsonb(r.rank))
  from (values ('5_10', 'band_1'), ('10_20', 'band_2'), ('20_35', 'band_3'), ('over_35', 'band_4'))
    as r (band, rank)
 where a.payload ->> 'band' = r.band;
update warnings w set params = jsonb_set(w.params, '{band}', to_jsonb(r.rank))
  from (values ('5_10', 'band_1'), ('10_20', 'band_2'), ('20_35', 'band_3'), ('over_35', 'band_4'))
    as r (band, rank)
 where w.params ->> 'band' = r.band;

-- The engine's saved state may hold an open episode's band: every truck is derived again
-- from its fixes at start-up, as after 0029 (the alerts already told stay told).
truncate motion_trips, motion_stops, motion_sessions, motion_overspeeds, motion_signal_gaps,
  motion_daily, motion_checkpoints, motion_cursors;
`;
