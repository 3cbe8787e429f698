import type { Database } from '../../../db/database.js';
import type { DeviceFix } from '../ingest/device-report.js';
import { COPY_FROM_FIXES, COPY_POSITIONS_INTO, copyRows } from './position-copy.js';
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

/** The truck's state takes the new fix only when it is newer than the one it has. */
const NEWER =
  'excluded.fix_time is not null and (s.fix_time is null or excluded.fix_time > s.fix_time)';
const take = (column: string) =>
  `${column} = case when ${NEWER} then excluded.${column} else s.${column} end`;

/** The fixes of a batch as parallel arrays; times travel as epoch milliseconds. */
const FIXES = `unnest($1::int[], $2::float8[], $3::float8[], $4::float8[], $5::real[], $6::real[],
      $7::real[], $8::real[], $9::boolean[], $10::float8[], $11::text[], $12::jsonb[], $13::real[])`;
const FIX_COLUMNS = `truck_id, fix_ms, lat, lon, speed_kmh, course, altitude, accuracy, ignition,
      odometer_km, driver_username, attributes, battery`;
const POSITION_COLUMNS = `truck_id, fix_time, lat, lon, speed_kmh, course, altitude, accuracy,
      ignition, odometer_km, driver_username, attributes`;
const POSITION_VALUES = `truck_id, to_timestamp(fix_ms / 1000), lat, lon, speed_kmh, course,
      altitude, accuracy, ignition, odometer_km, driver_username, attributes`;
const STATE_COLUMNS = `truck_id, fix_time, lat, lon, speed_kmh, prev_speed_kmh, course, ignition,
      battery, motion, last_seen, driver_username, driver_login_at`;
/**
 * The motion after the newest fix, the motion model's `isMovingAfter` in SQL: stopped only
 * when the fix and the one before it are both at or below the moving speed (a first fix by
 * its own speed). Here, a truck that has no state row yet.
 */
const firstMotion = (
  moving: string,
) => `case when n.speed_kmh > ${moving} or coalesce(n.prev_speed_kmh, 0) > ${moving}
        then 'moving' else 'stopped' end`;

/** The state upsert both statements end with; answers the trucks' new state rows. */
const stateUpdate = (moving: string) => `on conflict (truck_id) do update set
    ${['fix_time', 'lat', 'lon', 'speed_kmh', 'course', 'ignition'].map(take).join(',\n    ')},
    -- A heartbeat (no fix for the truck in the batch) still brings the battery level.
    battery = case when ${NEWER} then excluded.battery
      when excluded.fix_time is null then coalesce(excluded.battery, s.battery)
      else s.battery end,
    prev_speed_kmh = case when ${NEWER}
      then coalesce(excluded.prev_speed_kmh, s.speed_kmh) else s.prev_speed_kmh end,
    motion = case when not (${NEWER}) or excluded.speed_kmh is null then s.motion
      when excluded.speed_kmh > ${moving} or coalesce(excluded.prev_speed_kmh, s.speed_kmh, 0) > ${moving}
        then 'moving'
      else 'stopped' end,
    last_seen = now(),
    driver_username = coalesce(excluded.driver_username, s.driver_username),
    driver_login_at = case
      when excluded.driver_username is not null
       and excluded.driver_username is distinct from s.driver_username then now()
      else s.driver_login_at end
  returning s.truck_id, extract(epoch from s.fix_time)::float8 * 1000 as fix_ms, s.lat, s.lon,
    s.speed_kmh, s.course, s.ignition, s.motion, extract(epoch from s.last_seen)::float8 * 1000
    as seen_ms, s.driver_username`;

/**
 * The usual batch, where every fix is new: a plain insert (no conflict handling, no rows
 * returned, which together cost twice the insert itself), then the state of each touched
 * truck from its newest fix as the writer worked it out. A fix that is already stored makes
 * the whole statement fail with a unique violation, and STORE_SOME_SQL takes the batch.
 */
const STORE_ALL_SQL = `
with ins as (
  insert into positions (${POSITION_COLUMNS})
  -- Rows are taken in one order by every batch, so two batches in flight never deadlock.
  select ${POSITION_VALUES} from ${FIXES} as f(${FIX_COLUMNS}) order by truck_id, fix_ms
)
${stateUpsert('$14', 15)}`;

/** The state of each touched truck from its newest new fix; $p…$p+9 as `stateParams`. */
function stateUpsert(moving: string, p: number): string {
  const $ = (offset: number) => `$${p + offset}`;
  return `insert into truck_states as s (${STATE_COLUMNS})
select n.truck_id, to_timestamp(n.fix_ms / 1000), n.lat, n.lon, n.speed_kmh, n.prev_speed_kmh,
    n.course, n.ignition, n.battery, ${firstMotion(moving)}, now(), n.driver,
    case when n.driver is not null then now() end
  from unnest(${$(0)}::int[], ${$(1)}::text[], ${$(2)}::float8[], ${$(3)}::float8[],
      ${$(4)}::float8[], ${$(5)}::real[], ${$(6)}::real[], ${$(7)}::real[], ${$(8)}::boolean[],
      ${$(9)}::real[])
    as n(truck_id, driver, fix_ms, lat, lon, speed_kmh, prev_speed_kmh, course, ignition, battery)
  order by n.truck_id
${stateUpdate(moving)}`;
}

/** The state upsert alone, after the fixes went in by COPY: $1 is the moving speed. */
const STATE_SQL = stateUpsert('$1', 2);

/**
 * A batch with fixes that may be stored already: one statement, so one round trip and one
 * implicit transaction. The new fixes (duplicates of truck + fix time skipped), then one
 * upsert per touched truck that takes its newest new fix (with the speed of the fix before
 * it in the batch, for motion), its last-seen time and a driver login. Answers the state
 * rows; the first also says which fixes were stored when not all of them were.
 */
const STORE_SOME_SQL = `
with fix as (
  select f.*, to_timestamp(f.fix_ms / 1000) as fix_time
    from ${FIXES} with ordinality as f(${FIX_COLUMNS}, ord)
), ins as (
  insert into positions (${POSITION_COLUMNS})
  select ${POSITION_COLUMNS} from fix order by truck_id, fix_time
  on conflict do nothing
  returning truck_id, fix_time
), new_fix as (
  -- One ordering per truck gives both the speed before each fix and whether it is the newest;
  -- a fix without a position lock (attributes.valid false) is kept but never the state.
  select f.*, lag(f.speed_kmh) over w as prev_speed_kmh, lead(f.ord) over w is null as newest
    from ins join fix f using (truck_id, fix_time)
   where f.attributes -> 'valid' is distinct from 'false'::jsonb
    window w as (partition by f.truck_id order by f.fix_time)
), state as (
  insert into truck_states as s (${STATE_COLUMNS})
  select t.truck_id, n.fix_time, n.lat, n.lon, n.speed_kmh, n.prev_speed_kmh,
      n.course, n.ignition, coalesce(n.battery, t.battery), ${firstMotion('$14')}, now(), t.driver,
      case when t.driver is not null then now() end
    from unnest($15::int[], $16::text[], $17::real[]) as t(truck_id, driver, battery)
    left join new_fix n on n.truck_id = t.truck_id and n.newest
    order by t.truck_id
  ${stateUpdate('$14')}
), stored as (
  select count(*)::int as count from ins
)
-- Which fixes were stored is only looked up when some were not.
select state.*, stored.count as stored_count,
    case when stored.count < cardinality($1::int[]) and row_number() over () = 1 then
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

/** A state row as the statements answer it: times as epoch milliseconds, cheap to read. */
interface StateRow extends Omit<StoredState, 'fix_time' | 'last_seen'> {
  fix_ms: number | null;
  seen_ms: number | null;
}

const stateOf = (row: StateRow): StoredState => ({
  truck_id: row.truck_id,
  fix_time: row.fix_ms === null ? null : new Date(row.fix_ms),
  lat: row.lat,
  lon: row.lon,
  speed_kmh: row.speed_kmh,
  course: row.course,
  ignition: row.ignition,
  motion: row.motion,
  last_seen: row.seen_ms === null ? null : new Date(row.seen_ms),
  driver_username: row.driver_username,
});

type Batch = { items: WriteItem[]; fixIndexes: number[]; fixes: WriteItem[]; touched: number[] };
type StoreResult = { outcomes: WriteOutcome[]; states: StoredState[]; stored: WriteItem[] };

/**
 * Writes one batch atomically: new fixes (duplicates of truck + fix time are skipped), each
 * truck's state from its newest new fix, and last-seen times. Tries the statement for a
 * batch of new fixes first; only a batch holding a fix stored before takes the slower one.
 * `movingKmh` is the settings' moving speed, which decides each truck's motion.
 */
export async function storeBatch(
  db: Database,
  items: WriteItem[],
  movingKmh: number,
): Promise<StoreResult> {
  // The first of the same truck + fix time in a batch is the one that can be stored.
  const seen = new Map<number, Set<number>>();
  const fixIndexes: number[] = [];
  items.forEach((item, index) => {
    if (!item.fix) return;
    let times = seen.get(item.truckId);
    if (!times) seen.set(item.truckId, (times = new Set()));
    const at = item.fix.time.getTime();
    if (times.has(at)) return;
    times.add(at);
    fixIndexes.push(index);
  });
  const fixes = fixIndexes.map((index) => items[index]!);
  const touched = [...new Set(items.map((item) => item.truckId))].sort((a, b) => a - b);
  const batch = { items, fixIndexes, fixes, touched };
  try {
    return await storeAllNew(db, batch, movingKmh);
  } catch (error) {
    if (!WRITE_AGAIN.has((error as { code?: string }).code ?? '')) throw error;
    return storeSomeNew(db, batch, movingKmh);
  }
}

/**
 * A fix already stored (unique violation), or two batches holding the same new fix at once
 * (a deadlock PostgreSQL broke by failing this one): the careful statement writes it again.
 */
const WRITE_AGAIN = new Set(['23505', '40P01']);

/** The fix columns of the batch, $1…$13 of both statements, and the moving speed, $14. */
function fixParams(fixes: WriteItem[], movingKmh: number): unknown[] {
  const column = (pick: (fix: DeviceFix) => number | boolean | null) =>
    arrayLiteral(fixes.map((item) => pick(item.fix!)));
  return [
    arrayLiteral(fixes.map((item) => item.truckId)),
    column((fix) => fix.time.getTime()),
    column((fix) => fix.lat),
    column((fix) => fix.lon),
    column((fix) => fix.speedKmh),
    column((fix) => fix.course),
    column((fix) => fix.altitude),
    column((fix) => fix.accuracy),
    column((fix) => fix.ignition),
    column((fix) => fix.odometerKm),
    fixes.map((item) => item.driverUsername),
    fixes.map(({ fix }) =>
      Object.keys(fix!.attributes).length > 0 ? JSON.stringify(fix!.attributes) : null,
    ),
    column((fix) => fix.battery),
    movingKmh,
  ];
}

/** The battery level of each touched truck's last heartbeat that brings one, if any. */
function heartbeatBatteries({ items, touched }: Batch): (number | null)[] {
  const batteryOf = new Map<number, number>();
  for (const item of items)
    if (!item.fix && item.battery != null) batteryOf.set(item.truckId, item.battery);
  return touched.map((id) => batteryOf.get(id) ?? null);
}

/** The driver who logged in with the batch's last message of each truck, if any. */
function driversOf({ items, touched }: Batch): (string | null)[] {
  const driverOf = new Map<number, string>();
  for (const item of items)
    if (item.driverUsername) driverOf.set(item.truckId, item.driverUsername);
  return touched.map((id) => driverOf.get(id) ?? null);
}

/** The state parameters of STORE_ALL_SQL ($15…$24) and STATE_SQL ($2…$11). */
function stateParams(batch: Batch): unknown[] {
  // Each touched truck's newest fix, and the one just before it in time (for motion).
  // A fix without a position lock is stored, but never becomes the truck's state.
  const newest = new Map<number, DeviceFix>();
  const runnerUp = new Map<number, DeviceFix>();
  for (const { truckId, fix } of batch.fixes) {
    if (fix!.valid === false) continue;
    const best = newest.get(truckId);
    if (!best || fix!.time.getTime() > best.time.getTime()) newest.set(truckId, fix!);
  }
  for (const { truckId, fix } of batch.fixes) {
    if (fix!.valid === false) continue;
    const at = fix!.time.getTime();
    const second = runnerUp.get(truckId);
    if (at < newest.get(truckId)!.time.getTime() && (!second || at > second.time.getTime()))
      runnerUp.set(truckId, fix!);
  }
  const state = batch.touched.map((id) => newest.get(id) ?? null);
  return [
    arrayLiteral(batch.touched),
    driversOf(batch),
    arrayLiteral(state.map((fix) => fix?.time.getTime() ?? null)),
    arrayLiteral(state.map((fix) => fix?.lat ?? null)),
    arrayLiteral(state.map((fix) => fix?.lon ?? null)),
    arrayLiteral(state.map((fix) => fix?.speedKmh ?? null)),
    arrayLiteral(batch.touched.map((id) => runnerUp.get(id)?.speedKmh ?? null)),
    arrayLiteral(state.map((fix) => fix?.course ?? null)),
    arrayLiteral(state.map((fix) => fix?.ignition ?? null)),
    arrayLiteral(
      heartbeatBatteries(batch).map((battery, i) => (state[i] ? state[i].battery : battery)),
    ),
  ];
}

async function storeAllNew(db: Database, batch: Batch, movingKmh: number): Promise<StoreResult> {
  const rows =
    batch.fixes.length >= COPY_FROM_FIXES
      ? await db.transaction(async (tx) => {
          await tx.copyFrom!(COPY_POSITIONS_INTO, 'binary', copyRows(batch.fixes));
          return tx.query<StateRow>(STATE_SQL, [movingKmh, ...stateParams(batch)], {
            prepareAs: 'store-states',
          });
        })
      : await db.query<StateRow>(
          STORE_ALL_SQL,
          [...fixParams(batch.fixes, movingKmh), ...stateParams(batch)],
          { prepareAs: 'store-new-positions' },
        );
  const outcomes = batch.items.map((item): WriteOutcome => (item.fix ? 'duplicate' : 'heartbeat'));
  for (const index of batch.fixIndexes) outcomes[index] = 'stored';
  return { outcomes, states: rows.map(stateOf), stored: batch.fixes };
}

async function storeSomeNew(db: Database, batch: Batch, movingKmh: number): Promise<StoreResult> {
  const { items, fixIndexes, fixes } = batch;
  const rows = await db.query<StateRow & { stored_count: number; stored_ords: number[] | null }>(
    STORE_SOME_SQL,
    [
      ...fixParams(fixes, movingKmh),
      arrayLiteral(batch.touched),
      driversOf(batch),
      arrayLiteral(heartbeatBatteries(batch)),
    ],
    { prepareAs: 'store-some-positions' },
  );
  const [first] = rows;
  const count = first?.stored_count ?? 0;
  let storedFixes: number[] = [];
  if (count === fixes.length) storedFixes = fixes.map((_, i) => i + 1);
  else if (count > 0 && first?.stored_ords) storedFixes = first.stored_ords.sort((a, b) => a - b);
  else if (count > 0) throw new Error('the store did not say which fixes it stored');
  const outcomes = items.map((item): WriteOutcome => (item.fix ? 'duplicate' : 'heartbeat'));
  const stored = storedFixes.map((ord) => {
    outcomes[fixIndexes[ord - 1]!] = 'stored';
    return fixes[ord - 1]!;
  });
  return { outcomes, states: rows.map(stateOf), stored };
}
