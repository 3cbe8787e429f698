import { MOTION_DEFAULTS } from '@fleet/contracts';
import type { Database, Queryable } from '../../db/database.js';
import type { WriteItem, WriteOutcome } from './position-writer.js';

/** A truck's state row after a commit (what the live hub fans out). */
export interface StoredState {
  truck_id: number;
  fix_time: Date | null;
  lat: number | null;
  lon: number | null;
  speed_kmh: number | null;
  course: number | null;
  ignition: boolean | null;
  motion: 'moving' | 'stopped';
  last_seen: Date | null;
  driver_username: string | null;
}

const STATE_COLUMNS = `truck_id, fix_time, lat, lon, speed_kmh, course, ignition, motion, last_seen,
  driver_username`;
const MOVING = MOTION_DEFAULTS.movingSpeedKmh;

/**
 * Writes one batch in one transaction: new fixes (duplicates of truck + fix time are
 * skipped), then each truck's state from its newest new fix, then last-seen times.
 */
export async function storeBatch(
  db: Database,
  items: WriteItem[],
): Promise<{ outcomes: WriteOutcome[]; states: StoredState[]; stored: WriteItem[] }> {
  const outcomes: WriteOutcome[] = items.map((item) => (item.fix ? 'duplicate' : 'heartbeat'));
  const firstOfKey = new Map<string, number>();
  items.forEach((item, index) => {
    if (!item.fix) return;
    const key = `${item.truckId}:${item.fix.time.getTime()}`;
    if (!firstOfKey.has(key)) firstOfKey.set(key, index);
  });
  const fixes = [...firstOfKey.values()].map((index) => items[index]!);

  let newFixes: WriteItem[] = [];
  const states = await db.transaction(async (tx) => {
    const inserted = fixes.length > 0 ? await insertFixes(tx, fixes) : [];
    const stored = new Set(inserted.map((row) => `${row.truck_id}:${row.fix_time.getTime()}`));
    for (const [key, index] of firstOfKey) if (stored.has(key)) outcomes[index] = 'stored';
    newFixes = fixes.filter((item) => stored.has(`${item.truckId}:${item.fix!.time.getTime()}`));
    const touched = [...new Set(items.map((item) => item.truckId))];
    const logins = items.filter((item) => item.driverUsername);
    const updated = await upsertStates(tx, newFixes);
    const seen = await markSeen(tx, touched, logins);
    const byTruck = new Map<number, StoredState>();
    for (const state of [...updated, ...seen]) byTruck.set(state.truck_id, state);
    return [...byTruck.values()];
  });
  return { outcomes, states, stored: newFixes };
}

function insertFixes(tx: Queryable, items: WriteItem[]) {
  const column = <T>(pick: (item: WriteItem) => T) => items.map(pick);
  return tx.query<{ truck_id: number; fix_time: Date }>(
    `insert into positions (truck_id, fix_time, lat, lon, speed_kmh, course, altitude, accuracy,
        ignition, odometer_km, driver_username, attributes)
     select * from unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[], $5::real[],
        $6::real[], $7::real[], $8::real[], $9::boolean[], $10::float8[], $11::text[], $12::jsonb[])
     on conflict do nothing
     returning truck_id, fix_time`,
    [
      column((i) => i.truckId),
      column((i) => i.fix!.time.toISOString()),
      column((i) => i.fix!.lat),
      column((i) => i.fix!.lon),
      column((i) => i.fix!.speedKmh),
      column((i) => i.fix!.course),
      column((i) => i.fix!.altitude),
      column((i) => i.fix!.accuracy),
      column((i) => i.fix!.ignition),
      column((i) => i.fix!.odometerKm),
      column((i) => i.driverUsername),
      column((i) =>
        Object.keys(i.fix!.attributes).length > 0 ? JSON.stringify(i.fix!.attributes) : null,
      ),
    ],
  );
}

/** Newest new fix per truck, with the speed of the fix before it in the same batch. */
function latestPerTruck(items: WriteItem[]) {
  const sorted = [...items].sort((a, b) => a.fix!.time.getTime() - b.fix!.time.getTime());
  const latest = new Map<number, { item: WriteItem; prevSpeed: number | null }>();
  for (const item of sorted) {
    const previous = latest.get(item.truckId);
    latest.set(item.truckId, { item, prevSpeed: previous ? previous.item.fix!.speedKmh : null });
  }
  return [...latest.values()];
}

async function upsertStates(tx: Queryable, items: WriteItem[]): Promise<StoredState[]> {
  if (items.length === 0) return [];
  const rows = latestPerTruck(items);
  const newer = 's.fix_time is null or excluded.fix_time > s.fix_time';
  const take = (column: string) =>
    `${column} = case when ${newer} then excluded.${column} else s.${column} end`;
  return tx.query<StoredState>(
    `insert into truck_states as s (truck_id, fix_time, lat, lon, speed_kmh, prev_speed_kmh,
        course, ignition, battery, motion, last_seen)
     select t.truck_id, t.fix_time, t.lat, t.lon, t.speed, t.prev, t.course, t.ignition, t.battery,
        case when t.speed > $10 and coalesce(t.prev, 0) > $10 then 'moving' else 'stopped' end,
        now()
       from unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[], $5::real[],
        $6::real[], $7::real[], $8::boolean[], $9::real[])
         as t(truck_id, fix_time, lat, lon, speed, prev, course, ignition, battery)
     on conflict (truck_id) do update set
       ${['fix_time', 'lat', 'lon', 'speed_kmh', 'course', 'ignition', 'battery'].map(take).join(',\n       ')},
       prev_speed_kmh = case when ${newer}
         then coalesce(excluded.prev_speed_kmh, s.speed_kmh) else s.prev_speed_kmh end,
       motion = case when not (${newer}) then s.motion
         when excluded.speed_kmh > $10 and coalesce(excluded.prev_speed_kmh, s.speed_kmh, 0) > $10
           then 'moving'
         when excluded.speed_kmh <= $10 and coalesce(excluded.prev_speed_kmh, s.speed_kmh, 0) <= $10
           then 'stopped'
         else s.motion end,
       last_seen = now()
     returning ${STATE_COLUMNS}`,
    [
      rows.map((r) => r.item.truckId),
      rows.map((r) => r.item.fix!.time.toISOString()),
      rows.map((r) => r.item.fix!.lat),
      rows.map((r) => r.item.fix!.lon),
      rows.map((r) => r.item.fix!.speedKmh),
      rows.map((r) => r.prevSpeed),
      rows.map((r) => r.item.fix!.course),
      rows.map((r) => r.item.fix!.ignition),
      rows.map((r) => r.item.fix!.battery),
      MOVING,
    ],
  );
}

/** Every message, fix or heartbeat, proves the device alive; a driver login sticks. */
async function markSeen(
  tx: Queryable,
  truckIds: number[],
  logins: WriteItem[],
): Promise<StoredState[]> {
  const driverOf = new Map(logins.map((item) => [item.truckId, item.driverUsername]));
  return tx.query<StoredState>(
    `insert into truck_states as s (truck_id, last_seen, driver_username, driver_login_at)
     select t.truck_id, now(), t.driver, case when t.driver is not null then now() end
       from unnest($1::int[], $2::text[]) as t(truck_id, driver)
     on conflict (truck_id) do update set
       last_seen = now(),
       driver_username = coalesce(excluded.driver_username, s.driver_username),
       driver_login_at = case
         when excluded.driver_username is not null
          and excluded.driver_username is distinct from s.driver_username then now()
         else s.driver_login_at end
     returning ${STATE_COLUMNS}`,
    [truckIds, truckIds.map((id) => driverOf.get(id) ?? null)],
  );
}
