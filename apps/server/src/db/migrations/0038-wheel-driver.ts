export const sql = /* sql */ `
-- The driver at the wheel (issue 30): the motion engine keeps the device login its driver
-- rule holds after the cursor beside it (null: none, or a session break ended it), so the
-- live status, the driver app and the authority feed read the engine's answer.
alter table motion_cursors add column driver_login text;
update motion_cursors set driver_login = state->>'login';
`;
