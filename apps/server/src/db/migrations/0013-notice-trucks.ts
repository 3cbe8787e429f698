export const sql = /* sql */ `
-- A notice about a truck (a warning, a driving-time alert) is seen only by users granted that
-- truck, on top of its page audience; a truck's notices go with it.
alter table notices add column truck_id integer references trucks (id) on delete cascade;
create index notices_truck on notices (truck_id) where truck_id is not null;

-- The maintenance check looks up a truck's latest device odometer reading; for a tracker that
-- sends none, this keeps that look-up from walking every fix of the truck.
create index positions_odometer on positions (truck_id, fix_time desc) where odometer_km is not null;
`;
