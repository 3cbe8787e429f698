import { MOTION_DEFAULTS } from '@fleet/contracts';
import type { Database } from '../../db/database.js';
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

const MOVING = MOTION_DEFAULTS.movingSpeedKmh;
/** The truck's state takes the new fix only when it is newer than the one it has. */
const NEWER =
  'excluded.fix_time is not null and (s.fix_time is null or excluded.fix_time > s.fix_time)';
const take = (column: string) =>
  `${column} = case when ${NEWER} then excluded.${column} else s.${column} end`;

/**
 * One statement, so one round trip and one implicit transaction per batch: the new fixes
 * (duplicates of truck + fix time skipped), then one upsert per touched truck that takes its
 * newest new fix (with the speed of the fix before it in the batch, for motion), its
 * last-seen time and a driver login. Answers the state rows; the first also says which
 * fixes were stored when not all of them were.
 */
const STORE_SQL = `
with fix as (
  select * from unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[], $5::real[],
      $6::real[], $7::real[], $8::real[], $9::boolean[], $10::float8[], $11::text[], $12::jsonb[],
      $13::real[])
    with ordinality as f(truck_id, fix_time, lat, lon, speed_kmh, course, altitude, accuracy,
      ignition, odometer_km, driver_username, attributes, battery, ord)
), ins as (
  insert into positions (truck_id, fix_time, lat, lon, speed_kmh, course, altitude, accuracy,
      ignition, odometer_km, driver_username, attributes)
  select truck_id, fix_time, lat, lon, speed_kmh, course, altitude, accuracy, ignition,
      odometer_km, driver_username, attributes
    from fix
    -- Rows are taken in one order by every batch, so two batches in flight never deadlock.
    order by truck_id, fix_time
  on conflict do nothing
  returning truck_id, fix_time
), new_fix as (
  -- One ordering per truck gives both the speed before each fix and whether it is the newest.
  select f.*, lag(f.speed_kmh) over w as prev_speed_kmh, lead(f.ord) over w is null as newest
    from ins join fix f using (truck_id, fix_time)
    window w as (partition by f.truck_id order by f.fix_time)
), state as (
  insert into truck_states as s (truck_id, fix_time, lat, lon, speed_kmh, prev_speed_kmh, course,
      ignition, battery, motion, last_seen, driver_username, driver_login_at)
  select t.truck_id, n.fix_time, n.lat, n.lon, n.speed_kmh, n.prev_speed_kmh, n.course,
      n.ignition, n.battery,
      case when n.speed_kmh > $16 and coalesce(n.prev_speed_kmh, 0) > $16
        then 'moving' else 'stopped' end,
      now(), t.driver, case when t.driver is not null then now() end
    from unnest($14::int[], $15::text[]) as t(truck_id, driver)
    left join new_fix n on n.truck_id = t.truck_id and n.newest
    order by t.truck_id
  on conflict (truck_id) do update set
    ${['fix_time', 'lat', 'lon', 'speed_kmh', 'course', 'ignition', 'battery'].map(take).join(',\n    ')},
    prev_speed_kmh = case when ${NEWER}
      then coalesce(excluded.prev_speed_kmh, s.speed_kmh) else s.prev_speed_kmh end,
    motion = case when not (${NEWER}) then s.motion
      when excluded.speed_kmh > $16 and coalesce(excluded.prev_speed_kmh, s.speed_kmh, 0) > $16
        then 'moving'
      when excluded.speed_kmh <= $16 and coalesce(excluded.prev_speed_kmh, s.speed_kmh, 0) <= $16
        then 'stopped'
      else s.motion end,
    last_seen = now(),
    driver_username = coalesce(excluded.driver_username, s.driver_username),
    driver_login_at = case
      when excluded.driver_username is not null
       and excluded.driver_username is distinct from s.driver_username then now()
      else s.driver_login_at end
  returning s.truck_id, s.fix_time, s.lat, s.lon, s.speed_kmh, s.course, s.ignition, s.motion,
    s.last_seen, s.driver_username
), stored as (
  select count(*)::int as count from ins
)
-- Which fixes were stored is only looked up when some were not (duplicates are rare).
select state.*, stored.count as stored_count,
    case when stored.count < $17 and row_number() over () = 1 then
      (select array_agg(f.ord::int) from ins join fix f using (truck_id, fix_time)) end
      as stored_ords
  from state cross join stored`;

/**
 * A PostgreSQL array literal of numbers, booleans, or strings without special characters
 * (ISO times) — never free text. Much cheaper than the driver's generic array escaping,
 * which was a tenth of the batch endpoint's CPU.
 */
function arrayLiteral(values: readonly (number | boolean | string | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) text += ',';
    text += value === null ? 'NULL' : value === true ? 't' : value === false ? 'f' : String(value);
  }
  return `${text}}`;
}

interface StateRow extends StoredState {
  stored_count: number;
  stored_ords: number[] | null;
}

/**
 * Writes one batch atomically: new fixes (duplicates of truck + fix time are skipped), each
 * truck's state from its newest new fix, and last-seen times.
 */
export async function storeBatch(
  db: Database,
  items: WriteItem[],
): Promise<{ outcomes: WriteOutcome[]; states: StoredState[]; stored: WriteItem[] }> {
  const outcomes: WriteOutcome[] = items.map((item) => (item.fix ? 'duplicate' : 'heartbeat'));
  // The first of the same truck + fix time in a batch is the one that can be stored.
  const firstOfKey = new Map<string, number>();
  items.forEach((item, index) => {
    if (!item.fix) return;
    const key = `${item.truckId}:${item.fix.time.getTime()}`;
    if (!firstOfKey.has(key)) firstOfKey.set(key, index);
  });
  const fixIndexes = [...firstOfKey.values()];
  const fixes = fixIndexes.map((index) => items[index]!);
  const touched = [...new Set(items.map((item) => item.truckId))].sort((a, b) => a - b);
  const driverOf = new Map<number, string>();
  for (const item of items)
    if (item.driverUsername) driverOf.set(item.truckId, item.driverUsername);

  const column = (pick: (item: WriteItem) => number | boolean | string | null) =>
    arrayLiteral(fixes.map(pick));
  const rows = await db.query<StateRow>(
    STORE_SQL,
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
      fixes.map((i) => i.driverUsername),
      fixes.map((i) =>
        Object.keys(i.fix!.attributes).length > 0 ? JSON.stringify(i.fix!.attributes) : null,
      ),
      column((i) => i.fix!.battery),
      arrayLiteral(touched),
      touched.map((id) => driverOf.get(id) ?? null),
      MOVING,
      fixes.length,
    ],
    { prepareAs: 'store-position-batch' },
  );

  const [first] = rows;
  const count = first?.stored_count ?? 0;
  let storedFixes: number[] = [];
  if (count === fixes.length) storedFixes = fixes.map((_, i) => i + 1);
  else if (count > 0 && first?.stored_ords) storedFixes = first.stored_ords.sort((a, b) => a - b);
  else if (count > 0) throw new Error('the store did not say which fixes it stored');
  const stored = storedFixes.map((ord) => {
    outcomes[fixIndexes[ord - 1]!] = 'stored';
    return fixes[ord - 1]!;
  });
  const states = rows.map(
    ({ stored_count: _count, stored_ords: _ords, ...state }): StoredState => state,
  );
  return { outcomes, states, stored };
}
