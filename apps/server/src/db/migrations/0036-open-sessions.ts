export const sql = /* sql */ `
-- The live status reads each truck's open driving session (its continuous driving now); the
-- open ones are a few per truck among a year of sessions.
create index motion_sessions_open on motion_sessions (truck_id) where open;
`;
